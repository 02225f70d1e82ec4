import { useTranslation } from 'react-i18next';
import type { FootballTeam } from '../../src/api/contract/football';

/** Odds in hundredths as the slip shows them: 215 → "2.15". */
export const oddsText = (odds: number) => (odds / 100).toFixed(2);

/** The words for a market and a selection ("1x2:home" → "Home", "cs:2-1" → "2-1"). */
export function useFootballLabels() {
  const { t } = useTranslation('games');
  const market = (selection: string) => t(`football.markets.${selection.split(':')[0]}`);
  const pick = (selection: string) => {
    const [m, p = ''] = selection.split(':');
    if (m === 'cs') return p === 'other' ? t('football.picks.other') : p;
    return t(`football.picks.${p}`);
  };
  /** "Match result: Home", "Correct score: 2-1". */
  const selection = (s: string) => `${market(s)}: ${pick(s)}`;
  return { market, pick, selection };
}

/** The teams by code. */
export const teamsByCode = (teams: readonly FootballTeam[]) => new Map(teams.map((t) => [t.code, t]));
