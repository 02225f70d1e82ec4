import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FootballMatch, FootballTeam } from '../../../src/api/contract/football';
import { SELECTIONS } from '../../../src/rules/football/markets';
import * as css from '../football.css';
import { oddsText, useFootballLabels } from '../labels';
import { MatchTimeline } from '../MatchTimeline';
import { pickKey, type SlipPick } from '../slip';

export interface MatchCardProps {
  match: FootballMatch;
  home: FootballTeam;
  away: FootballTeam;
  /** The picks on the slip (their keys). */
  onSlip: ReadonlySet<string>;
  onToggle: (pick: SlipPick) => void;
  /** The server's now (ms). */
  now: number;
  reducedMotion?: boolean;
  /** Show the correct-score market at first (stories). */
  scoresOpen?: boolean;
}

function Kit({ team }: { team: FootballTeam }) {
  return (
    <span
      className={css.kit}
      style={{ background: team.colours[0], borderColor: team.colours[1] }}
      aria-hidden="true"
    />
  );
}

/**
 * One match: the two clubs in their colours, and until kick-off its markets with their odds (1X2,
 * over/under 2.5, and the correct score behind "More"); from kick-off its timeline.
 */
export function MatchCard({
  match,
  home,
  away,
  onSlip,
  onToggle,
  now,
  reducedMotion,
  scoresOpen = false,
}: MatchCardProps) {
  const { t } = useTranslation('games');
  const labels = useFootballLabels();
  const [scores, setScores] = useState(scoresOpen);
  const open = match.status === 'open' && Date.parse(match.kickoffAt) > now;
  const title = t('football.match.title', { home: home.name, away: away.name });

  const button = (selection: string) => {
    const odds = match.odds[selection];
    const pressed = onSlip.has(pickKey({ matchId: match.id, selection }));
    const label = labels.pick(selection);
    return (
      <button
        key={selection}
        type="button"
        className={css.pick}
        aria-pressed={pressed}
        disabled={odds === undefined || !open}
        onClick={() => odds !== undefined && onToggle({ matchId: match.id, selection, odds })}
      >
        <span className={css.pickLabel}>{label}</span>{' '}
        <span className={css.pickOdds}>{odds === undefined ? '–' : oddsText(odds)}</span>
      </button>
    );
  };

  return (
    <article className={css.card} aria-label={title} data-testid="match-card">
      <div className={css.teams}>
        <span className={css.team}>
          <Kit team={home} />
          <span className={css.teamName}>{home.name}</span>
        </span>
        <span className={css.versus}>
          {match.status === 'finished' && match.result
            ? `${match.result.score.home} – ${match.result.score.away}`
            : t('football.match.vs')}
        </span>
        <span className={css.teamAway}>
          <Kit team={away} />
          <span className={css.teamName}>{away.name}</span>
        </span>
      </div>
      {open ? (
        <>
          <fieldset className={css.market}>
            <legend className={css.marketName}>{t('football.markets.1x2')}</legend>
            <div className={css.odds.three}>{SELECTIONS['1x2'].map(button)}</div>
          </fieldset>
          <fieldset className={css.market}>
            <legend className={css.marketName}>{t('football.markets.ou')}</legend>
            <div className={css.odds.two}>{SELECTIONS.ou.map(button)}</div>
          </fieldset>
          <button type="button" className={css.more} aria-expanded={scores} onClick={() => setScores((s) => !s)}>
            {scores ? t('football.match.lessMarkets') : t('football.match.moreMarkets')}
          </button>
          {scores ? (
            <fieldset className={css.market}>
              <legend className={css.marketName}>{t('football.markets.cs')}</legend>
              <div className={css.odds.scores}>{SELECTIONS.cs.map(button)}</div>
            </fieldset>
          ) : null}
        </>
      ) : match.status === 'void' ? (
        <p className={css.meta}>{t('football.match.void')}</p>
      ) : (
        <MatchTimeline match={match} home={home} away={away} now={now} reducedMotion={reducedMotion} />
      )}
    </article>
  );
}
