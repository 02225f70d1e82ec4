import { useTranslation } from 'react-i18next';
import type { FootballState } from '../../../src/api/contract/football';
import { MARKETS } from '../../../src/rules/football/markets';
import * as css from '../football.css';

export interface FootballRulesProps {
  state: Pick<FootballState, 'marginBp' | 'rtp' | 'intervalSeconds' | 'playSeconds' | 'limits' | 'teams'>;
}

const pct = (hundredths: number) => (hundredths / 100).toFixed(2);

/** The rules sheet: how a round plays, the markets, the model, the odds and the declared returns, the league. */
export function FootballRules({ state }: FootballRulesProps) {
  const { t } = useTranslation('games');
  const minutes = state.intervalSeconds >= 60 ? Math.round(state.intervalSeconds / 60) : null;
  return (
    <div className={css.rules}>
      <p>
        {minutes !== null
          ? t('football.rules.schedule', { minutes, seconds: state.playSeconds })
          : t('football.rules.scheduleFast', { every: state.intervalSeconds, seconds: state.playSeconds })}
      </p>
      <p>{t('football.rules.markets')}</p>
      <p>{t('football.rules.model')}</p>
      <p>{t('football.rules.odds', { margin: pct(state.marginBp) })}</p>
      <p>{t('football.rules.slip')}</p>
      <p>{t('football.rules.fair')}</p>
      <table className={css.table}>
        <caption className={css.small}>{t('football.rules.rtpCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('football.rules.market')}</th>
            <th scope="col">{t('football.rules.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {MARKETS.map((m) => (
            <tr key={m}>
              <td>{t(`football.markets.${m}`)}</td>
              <td>{pct(state.rtp[m])}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={css.table}>
        <caption className={css.small}>{t('football.rules.league')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('football.rules.club')}</th>
            <th scope="col">{t('football.rules.attack')}</th>
            <th scope="col">{t('football.rules.defence')}</th>
          </tr>
        </thead>
        <tbody>
          {state.teams.map((team) => (
            <tr key={team.code}>
              <td>{team.name}</td>
              <td>{team.attack.toFixed(2)}</td>
              <td>{team.defence.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
