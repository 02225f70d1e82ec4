import { useTranslation } from 'react-i18next';
import { Money } from '../../../design-system/Money';
import { StatusBadge } from '../../../design-system/StatusBadge';
import type { FootballBet, FootballTeam } from '../../../src/api/contract/football';
import * as css from '../football.css';
import { oddsText, useFootballLabels } from '../labels';

export interface FootballBetListProps {
  title: string;
  bets: readonly FootballBet[];
  teams: ReadonlyMap<string, FootballTeam>;
  currency: { symbol: string; digits: number };
  empty: string;
  /** Where a bet's match is verified (/m/fairness?match=…). */
  verifyHref?: (matchId: string) => string;
}

const tone = { open: 'pending', won: 'positive', lost: 'neutral', void: 'caution' } as const;

/** The player's bets: each with its legs (match, pick, odds, score once played), stake, odds and payout. */
export function FootballBetList({ title, bets, teams, currency, empty, verifyHref }: FootballBetListProps) {
  const { t } = useTranslation('games');
  const labels = useFootballLabels();
  const fig = { symbol: currency.symbol, digits: currency.digits, decimals: currency.digits, size: 'sm' as const };
  return (
    <section className={css.stack} aria-label={title}>
      <h2 className={css.roundHeading}>{title}</h2>
      {bets.length === 0 ? <p className={css.meta}>{empty}</p> : null}
      {bets.map((b) => (
        <article key={b.id} className={css.betRow} data-testid="football-bet">
          <div className={css.betHead}>
            <span className={css.strong}>
              {b.kind === 'accumulator' ? t('football.bets.acca', { count: b.legs.length }) : t('football.bets.single')}{' '}
              · {oddsText(b.odds)}
            </span>
            <StatusBadge tone={tone[b.status]}>{t(`football.bets.status.${b.status}`)}</StatusBadge>
          </div>
          {b.legs.map((l) => (
            <p key={`${l.matchId}-${l.selection}`} className={css.small}>
              {teams.get(l.home)?.name ?? l.home} – {teams.get(l.away)?.name ?? l.away}
              {l.score ? ` (${l.score.home}–${l.score.away})` : ''} · {labels.selection(l.selection)} ·{' '}
              {oddsText(l.odds)}
              {verifyHref && l.score ? (
                <>
                  {' · '}
                  <a className={css.link} href={verifyHref(l.matchId)}>
                    {t('football.bets.verify')}
                  </a>
                </>
              ) : null}
            </p>
          ))}
          <dl className={css.totals}>
            <dt>{t('football.bets.stake')}</dt>
            <dd>
              <Money {...fig} minor={b.stake} tone="neutral" />
            </dd>
            {b.status !== 'open' ? (
              <>
                <dt>{t('football.bets.payout')}</dt>
                <dd>
                  <Money {...fig} minor={b.payout} tone={b.payout > 0 ? 'positive' : 'neutral'} />
                </dd>
              </>
            ) : null}
          </dl>
        </article>
      ))}
    </section>
  );
}
