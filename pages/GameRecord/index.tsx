import { Dices } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { FilterBar, useListFilters } from '../../design-system/FilterBar';
import { Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { Select } from '../../design-system/Select';
import type { GameRecords, GameRound } from '../../src/api/contract/games';
import { GAME_TYPES, type GameType } from '../../src/api/contract/games.constants';
import { useGameRecords } from '../../src/api/gameRecords';
import { useSiteConfig } from '../../src/api/queries';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { useBalanceHidden } from '../../src/app/useWallet';
import { useDates } from '../../src/i18n/dates';
import { HOME } from '../../src/routes/table';
import * as css from './GameRecord.css';
import { Rebates } from './Rebates';

/** The money's minor-unit digits when the site config has not said (cents). */
const DEFAULT_DIGITS = 2;

interface Currency {
  symbol: string;
  /** Minor-unit digits; amounts show all of them, as a stake can be a fraction of a unit. */
  digits: number;
}

/** Net: a win in the positive colour; a loss in the text colour with its "−" (never alarming red). */
const netTone = (net: bigint | number) => (net > 0 ? 'positive' : 'neutral');

/**
 * /m/gameRecord: the member's betting record. Every round (time, game, vendor, stake, payout, net,
 * status; play-money rounds tagged), filtered by category and period (presets, or two date
 * pickers), 25 a page, under the real-money totals of everything the filters match.
 */
export default function GameRecord() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const filters = useListFilters<GameType>();
  const rounds = useGameRecords({ gameType: filters.kind, ...filters.period.range, page: filters.page });
  const data = rounds.data;
  const failure = useLoadFailure(rounds, t('records.retry'));
  const currency = {
    symbol: data?.currencySymbol ?? '',
    digits: useSiteConfig().data?.currency.minorUnitDigits ?? DEFAULT_DIGITS,
  };
  const columns = useColumns(currency);
  // The narrowest filter first; with none left to loosen, the way to play.
  const [emptyLabel, onEmpty] = filters.showAll
    ? [t('gameRecord.empty.showAll'), filters.showAll]
    : filters.period.widen
      ? [t('gameRecord.empty.widen'), filters.period.widen]
      : [t('gameRecord.empty.browse'), () => navigate(HOME)];

  return (
    <Stack padding="md">
      <FilterBar period={filters.period}>
        <Select
          label={t('gameRecord.category')}
          value={filters.kind}
          options={['all' as const, ...GAME_TYPES].map((g) => ({
            value: g,
            label: g === 'all' ? tc('gameCategories.ALL') : tc(`gameCategories.${g}`),
          }))}
          onChange={(v) => filters.choose(v as GameType | 'all')}
        />
      </FilterBar>
      {data && data.total > 0 ? <Totals totals={data.totals} currency={currency} /> : null}
      <DataTable
        layout="cards"
        caption={t('gameRecord.list')}
        columns={columns}
        rows={data?.list}
        rowKey={(r) => r.id}
        loading={rounds.isPending}
        busy={rounds.isFetching}
        error={failure}
        empty={{
          icon: Dices,
          title: t('gameRecord.empty.title'),
          description: t('gameRecord.empty.description'),
          action: (
            <Button variant="secondary" onPress={onEmpty}>
              {emptyLabel}
            </Button>
          ),
        }}
        pagination={
          data ? { page: filters.page, pages: data.totalPages, onPage: filters.setPage, scrollToTop: true } : undefined
        }
      />
      <Rebates />
    </Stack>
  );
}

/** Game, play-money tag and status on top; stake, payout and net; vendor and time; the round. */
function useColumns(currency: Currency): DataColumn<GameRound>[] {
  const { t } = useTranslation('wallet');
  const when = useDates();
  const { symbol, digits } = currency;
  return useMemo(() => {
    const money = { symbol, digits, decimals: digits, size: 'sm' as const };
    return [
      { id: 'game', header: t('gameRecord.columns.game'), kind: 'lead', cell: (r) => r.gameName },
      {
        id: 'playMoney',
        header: t('gameRecord.playMoney'),
        card: 'head',
        cell: (r) => (r.playMoney ? <span className={css.playMoney}>{t('gameRecord.playMoney')}</span> : null),
      },
      {
        id: 'status',
        header: t('gameRecord.columns.status'),
        card: 'head',
        cell: (r) => (
          <span className={css.status} data-status={r.status}>
            {t(`gameRecord.status.${r.status}`)}
          </span>
        ),
      },
      {
        id: 'details',
        header: t('gameRecord.columns.details'),
        card: 'plain',
        cell: (r) => (
          <span className={css.meta}>
            <span className={css.vendor}>{r.vendorName}</span>
            <time dateTime={r.time}>{when.dateTime(r.time)}</time>
          </span>
        ),
      },
      {
        id: 'stake',
        header: t('gameRecord.stake'),
        kind: 'end',
        cell: (r) => <Money {...money} minor={r.stake} tone="neutral" />,
      },
      {
        id: 'payout',
        header: t('gameRecord.payout'),
        kind: 'end',
        cell: (r) => <Money {...money} minor={r.payout} tone="neutral" />,
      },
      {
        id: 'net',
        header: t('gameRecord.net'),
        kind: 'end',
        cell: (r) => <Money {...money} signed minor={r.net} tone={netTone(r.net)} />,
      },
      {
        id: 'round',
        header: t('gameRecord.columns.round'),
        card: 'plain',
        cell: (r) => <span className={css.round}>{t('gameRecord.round', { id: r.roundId })}</span>,
      },
    ];
  }, [t, when, symbol, digits]);
}

/** Over every real-money round the filters match, not only this page; hidden, like a balance, on request. */
function Totals({ totals, currency }: { totals: GameRecords['totals']; currency: Currency }) {
  const { t } = useTranslation('wallet');
  const hidden = useBalanceHidden((s) => s.hidden);
  const money = { symbol: currency.symbol, digits: currency.digits, decimals: currency.digits, hidden };
  const figures = [
    ['stake', BigInt(totals.stake)],
    ['payout', BigInt(totals.payout)],
    ['net', BigInt(totals.net)],
  ] as const;
  return (
    <section className={css.totals} aria-labelledby="game-record-totals">
      <div className={css.totalsHead}>
        <h2 id="game-record-totals" className={css.totalsTitle}>
          {t('gameRecord.totals')}
        </h2>
        <p className={css.totalsHint}>{t('gameRecord.totalsHint')}</p>
      </div>
      <dl className={css.figures}>
        {figures.map(([key, minor]) => (
          <div key={key} className={css.figure}>
            <dt className={css.label}>{t(`gameRecord.${key}`)}</dt>
            <dd className={css.value}>
              <Money
                {...money}
                signed={key === 'net'}
                minor={minor}
                tone={key === 'net' ? netTone(minor) : 'neutral'}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
