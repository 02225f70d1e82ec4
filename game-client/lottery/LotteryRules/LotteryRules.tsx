import { useTranslation } from 'react-i18next';
import type { BetType, LotteryGame } from '../../../src/api/contract/lottery';
import type { LotteryFamily } from '../../../src/rules/lottery/draw';
import { oddsSummary, rtpText, useLotteryLabels } from '../labels';
import * as css from '../lottery.css';

export interface LotteryRulesProps {
  game: Pick<LotteryGame, 'family' | 'intervalSeconds' | 'closeSeconds'>;
  /** The vendor's own paragraphs in the player's language. */
  rules: readonly string[];
  betTypes: readonly BetType[];
}

const FAMILIES: Record<LotteryFamily, string> = { '5d': 'fiveD', k3: 'k3', '11x5': 'elevenFive', vn: 'vn' };

/**
 * The game's rules for the rules sheet: the vendor's paragraphs (else the family's own words), and
 * every bet type's odds and declared return.
 */
export function LotteryRules({ game, rules, betTypes }: LotteryRulesProps) {
  const { t } = useTranslation('games');
  const labels = useLotteryLabels();
  const minutes = game.intervalSeconds / 60;
  return (
    <div className={css.board}>
      <ul className={css.rulesList}>
        {rules.length > 0 ? (
          // The vendor's own words, in the player's language.
          rules.map((r) => <li key={r}>{r}</li>)
        ) : (
          <>
            <li>{t(`lottery.rules.${FAMILIES[game.family]}`)}</li>
            <li>
              {game.intervalSeconds >= 86_400
                ? t('lottery.rules.daily', { close: game.closeSeconds })
                : t('lottery.rules.every', { count: minutes, close: game.closeSeconds })}
            </li>
            <li>{t('lottery.rules.payout')}</li>
          </>
        )}
      </ul>
      <table className={css.oddsTable}>
        <caption className={css.clockDraw}>{t('lottery.rules.oddsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lottery.rules.betType')}</th>
            <th scope="col">{t('lottery.rules.odds')}</th>
            <th scope="col">{t('lottery.rules.rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {betTypes.map((b) => (
            <tr key={b.code}>
              <th scope="row">{labels.betType(b.code)}</th>
              <td>{oddsSummary(b.pick)}</td>
              <td>{rtpText(b.rtp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
