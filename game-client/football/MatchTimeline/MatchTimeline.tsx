import { useTranslation } from 'react-i18next';
import type { FootballMatch, FootballTeam } from '../../../src/api/contract/football';
import * as css from '../football.css';
import { minuteAt } from '../slip';

export interface MatchTimelineProps {
  match: Pick<FootballMatch, 'kickoffAt' | 'endsAt' | 'result' | 'home' | 'away'>;
  home: FootballTeam;
  away: FootballTeam;
  /** The server's now (ms). */
  now: number;
  /** No animation: the timeline is shown whole at full time, and "in play" before it. */
  reducedMotion?: boolean;
}

/**
 * A match as a short timeline of events (issue 23): the 90 minutes play in `endsAt − kickoffAt`
 * seconds, each goal appearing at its minute with the running score. The goals and minutes come
 * from the drawn score and the match's chain link (src/rules/football/draw.ts).
 */
export function MatchTimeline({ match, home, away, now, reducedMotion = false }: MatchTimelineProps) {
  const { t } = useTranslation('games');
  const full = minuteAt(match, now);
  const minute = reducedMotion && full < 90 ? 0 : full;
  const goals = (match.result?.goals ?? []).filter((g) => g.minute <= minute);
  const last = goals.at(-1);
  const score = last ? `${last.home} – ${last.away}` : '0 – 0';
  const over = full >= 90;
  return (
    <div className={css.timeline}>
      <div className={css.clock}>
        <span className={over ? undefined : css.live}>
          {over
            ? t('football.timeline.fullTime')
            : reducedMotion
              ? t('football.timeline.inPlay')
              : t('football.timeline.minute', { minute: Math.max(1, minute) })}
        </span>
        <span className={css.eventScore} aria-live="polite" data-testid="match-score">
          {reducedMotion && !over ? '–' : score}
        </span>
      </div>
      <div className={css.track} aria-hidden="true">
        <div className={css.progress} style={{ inlineSize: `${(minute / 90) * 100}%` }} />
        {goals.map((g) => (
          <span
            key={`${g.minute}-${g.home}-${g.away}`}
            className={css.goalDot}
            style={{
              insetInlineStart: `${(g.minute / 90) * 100}%`,
              background: (g.side === 'home' ? home : away).colours[0],
            }}
          />
        ))}
      </div>
      {goals.length > 0 ? (
        <ol className={css.events} aria-label={t('football.timeline.goals')}>
          {goals.map((g) => (
            <li key={`${g.minute}-${g.home}-${g.away}`} className={css.event}>
              <span className={css.eventMinute}>{g.minute}'</span>
              <span>{t('football.timeline.goal', { team: (g.side === 'home' ? home : away).name })}</span>
              <span className={css.eventScore}>
                {g.home} – {g.away}
              </span>
            </li>
          ))}
        </ol>
      ) : over ? (
        <p className={css.meta}>{t('football.timeline.noGoals')}</p>
      ) : null}
    </div>
  );
}
