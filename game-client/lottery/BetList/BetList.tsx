import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../design-system/EmptyState';
import { Money } from '../../../design-system/Money';
import { StatusBadge, type StatusTone } from '../../../design-system/StatusBadge';
import type { BetType, LotteryBet, LotteryBetStatus } from '../../../src/api/contract/lottery';
import { useDates } from '../../../src/i18n/dates';
import { oddsText, useLotteryLabels } from '../labels';
import * as css from '../lottery.css';
import { potentialWin } from '../slip';

const TONE: Record<LotteryBetStatus, StatusTone> = {
  open: 'pending',
  won: 'positive',
  lost: 'neutral',
  void: 'caution',
};

export interface BetListProps {
  /** The heading and the list's name ("Open bets"). */
  title: string;
  bets: readonly LotteryBet[];
  betTypes: readonly BetType[];
  currency: { symbol: string; digits: number };
  empty: string;
}

/** The player's bets: type and pick, draw, stake and odds, status, and the payout (or what it may win while open). */
export function BetList({ title, bets, betTypes, currency, empty }: BetListProps) {
  const { t } = useTranslation('games');
  const labels = useLotteryLabels();
  const when = useDates();
  const fig = { symbol: currency.symbol, digits: currency.digits, decimals: currency.digits, size: 'sm' as const };
  return (
    <section className={css.board} aria-label={title}>
      <h2 className={css.groupHeading}>{title}</h2>
      {bets.length === 0 ? (
        <EmptyState size="compact" title={empty} headingLevel={3} />
      ) : (
        <ul className={css.list}>
          {bets.map((b) => {
            const type = betTypes.find((x) => x.code === b.betType);
            return (
              <li key={b.id} className={css.row}>
                <div className={css.rowHead}>
                  <span className={css.number}>
                    {labels.betType(b.betType)}: {labels.selection(type, b.selection)}
                  </span>
                  <StatusBadge tone={TONE[b.status]}>{t(`lottery.betStatus.${b.status}`)}</StatusBadge>
                </div>
                <p className={css.rowMeta}>
                  {t('lottery.clock.draw', { number: b.drawNumber })} ·{' '}
                  <time dateTime={b.placedAt}>{when.dateTime(b.placedAt)}</time>
                </p>
                <dl className={css.totals}>
                  <dt>{t('lottery.bets.stake', { odds: oddsText(b.odds) })}</dt>
                  <dd>
                    <Money {...fig} minor={b.stake} tone="neutral" />
                  </dd>
                  <dt>{b.status === 'open' ? t('lottery.bets.mayWin') : t('lottery.bets.payout')}</dt>
                  <dd>
                    <Money
                      {...fig}
                      minor={b.status === 'open' ? potentialWin(b.stake, b.odds) : b.payout}
                      tone={b.status === 'won' ? 'positive' : 'neutral'}
                    />
                  </dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
