import { Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Money, type MoneySize } from '../../design-system/Money';
import type { GameRecords, GameRound } from '../../src/api/contract/games';
import { GAME_TYPES, type GameType } from '../../src/api/contract/games.constants';
import { useGameRecords } from '../../src/api/gameRecords';
import { useSiteConfig } from '../../src/api/queries';
import { useBalanceHidden } from '../../src/app/useWallet';
import { HOME } from '../../src/routes/table';
import * as layout from '../layout.css';
import {
  RecordFilterBar,
  RecordPager,
  RecordsLoadFailed,
  RecordsSkeleton,
  useRecordFilters,
  useRecordTimeFormat,
} from '../shared/Records';
import * as shared from '../shared/records.css';
import * as css from './GameRecord.css';

/** The money's minor-unit digits when the site config has not said (cents). */
const DEFAULT_DIGITS = 2;

interface Currency {
  symbol: string;
  /** Minor-unit digits; amounts show all of them, as a stake can be a fraction of a unit. */
  digits: number;
}

/**
 * /m/gameRecord: the member's betting record. Every round (time, game, vendor, stake, payout, net,
 * status; play-money rounds tagged), filtered by category and period (presets, or two date
 * pickers), 25 a page, under the real-money totals of everything the filters match.
 */
export default function GameRecord() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const filters = useRecordFilters<GameType>();
  const rounds = useGameRecords({ gameType: filters.kind, ...filters.period.range, page: filters.page });

  return (
    <div className={layout.stack}>
      <RecordFilterBar
        label={t('gameRecord.category')}
        options={['all' as const, ...GAME_TYPES].map((g) => ({
          value: g,
          label: g === 'all' ? tc('gameCategories.ALL') : tc(`gameCategories.${g}`),
        }))}
        filters={filters}
      />
      <Results
        query={rounds}
        page={filters.page}
        onPage={filters.setPage}
        onShowAll={filters.showAll}
        onWiden={filters.period.widen}
      />
    </div>
  );
}

function Results({
  query,
  page,
  onPage,
  onShowAll,
  onWiden,
}: {
  query: ReturnType<typeof useGameRecords>;
  page: number;
  onPage: (page: number) => void;
  onShowAll?: () => void;
  onWiden?: () => void;
}) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const digits = useSiteConfig().data?.currency.minorUnitDigits ?? DEFAULT_DIGITS;

  if (query.isPending) return <RecordsSkeleton />;
  if (query.isError) return <RecordsLoadFailed query={query} />;
  const data = query.data;
  if (data.list.length === 0 && data.total === 0) {
    // The narrowest filter first; with none left to loosen, the way to play.
    const [label, onPress] = onShowAll
      ? [t('gameRecord.empty.showAll'), onShowAll]
      : onWiden
        ? [t('gameRecord.empty.widen'), onWiden]
        : [t('gameRecord.empty.browse'), () => navigate(HOME)];
    return (
      <EmptyState
        icon={Dices}
        title={t('gameRecord.empty.title')}
        description={t('gameRecord.empty.description')}
        action={
          <Button variant="secondary" onPress={onPress}>
            {label}
          </Button>
        }
      />
    );
  }
  const currency = { symbol: data.currencySymbol, digits };
  return (
    <>
      <Totals totals={data.totals} currency={currency} />
      <ul className={shared.list} aria-label={t('gameRecord.list')} aria-busy={query.isFetching || undefined}>
        {data.list.map((r) => (
          <RoundRow key={r.id} round={r} currency={currency} />
        ))}
      </ul>
      <RecordPager page={page} pages={data.totalPages} onPage={onPage} />
    </>
  );
}

/** Net: a win in the positive colour; a loss in the text colour with its "−" (never alarming red). */
const netTone = (net: bigint | number) => (net > 0 ? 'positive' : 'neutral');

/** Stake, payout and net in minor units: a round's numbers, or the totals (sent as decimal strings). */
type Amounts = Record<'stake' | 'payout' | 'net', bigint | number>;

/** Stake, payout and signed net side by side, as the totals and every row show them. */
function Figures({
  amounts,
  currency,
  hidden,
  size,
}: {
  amounts: Amounts;
  currency: Currency;
  hidden?: boolean;
  size?: MoneySize;
}) {
  const { t } = useTranslation('wallet');
  const money = { symbol: currency.symbol, digits: currency.digits, decimals: currency.digits, hidden, size };
  return (
    <dl className={css.figures}>
      <div className={css.figure}>
        <dt className={css.label}>{t('gameRecord.stake')}</dt>
        <dd className={css.value}>
          <Money {...money} minor={amounts.stake} tone="neutral" />
        </dd>
      </div>
      <div className={css.figure}>
        <dt className={css.label}>{t('gameRecord.payout')}</dt>
        <dd className={css.value}>
          <Money {...money} minor={amounts.payout} tone="neutral" />
        </dd>
      </div>
      <div className={css.figure}>
        <dt className={css.label}>{t('gameRecord.net')}</dt>
        <dd className={css.value}>
          <Money {...money} signed minor={amounts.net} tone={netTone(amounts.net)} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Over every real-money round the filters match, not only this page. Like a balance, it hides when
 * the player hides balances.
 */
function Totals({ totals, currency }: { totals: GameRecords['totals']; currency: Currency }) {
  const { t } = useTranslation('wallet');
  const hidden = useBalanceHidden((s) => s.hidden);
  return (
    <section className={css.totals} aria-labelledby="game-record-totals">
      <div className={css.totalsHead}>
        <h2 id="game-record-totals" className={css.totalsTitle}>
          {t('gameRecord.totals')}
        </h2>
        <p className={css.totalsHint}>{t('gameRecord.totalsHint')}</p>
      </div>
      <Figures
        amounts={{ stake: BigInt(totals.stake), payout: BigInt(totals.payout), net: BigInt(totals.net) }}
        currency={currency}
        hidden={hidden}
      />
    </section>
  );
}

function RoundRow({ round: r, currency }: { round: GameRound; currency: Currency }) {
  const { t } = useTranslation('wallet');
  const when = useRecordTimeFormat();
  return (
    <li className={shared.row}>
      <div className={css.head}>
        <span className={css.title}>{r.gameName}</span>
        {r.playMoney ? <span className={css.playMoney}>{t('gameRecord.playMoney')}</span> : null}
        <span className={css.status} data-status={r.status}>
          {t(`gameRecord.status.${r.status}`)}
        </span>
      </div>
      <div className={css.meta}>
        <span className={css.vendor}>{r.vendorName}</span>
        <time dateTime={r.time}>{when.format(new Date(r.time))}</time>
      </div>
      <Figures amounts={r} currency={currency} size="sm" />
      <p className={css.round}>{t('gameRecord.round', { id: r.roundId })}</p>
    </li>
  );
}
