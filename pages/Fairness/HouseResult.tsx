import { useTranslation } from 'react-i18next';
import { type CheckStep, CheckSteps } from '../../design-system/CheckSteps';
import { KeyValueList } from '../../design-system/KeyValueList';
import { StatusBadge } from '../../design-system/StatusBadge';
import type { BingoProof, FishingProof } from '../../src/api/contract/bingofish';
import { useDates } from '../../src/i18n/dates';
import { houseGame } from '../../src/rules/bingofish/games';
import type { HouseCheck } from '../../src/rules/bingofish/verify';
import { FISH_RTP } from '../../src/rules/fishing/fishing';
import * as css from './Fairness.css';
import { NotRevealed, seedFacts, seedHashStep, verdictOf } from './SeedProof';

/**
 * A house bingo round's or fishing shot's check (issue 23, docs/bingo-fishing.md), step by step:
 * the revealed seed's hash against the one shown before play, the floats, then the deal (cards and
 * balls) and the win for bingo, or the capture rule and the win for a shot, recomputed here.
 */
export function HouseResult({
  proof,
  check,
  onReveal,
  revealing = false,
}: {
  proof: BingoProof | FishingProof;
  check: HouseCheck;
  onReveal?: () => void;
  revealing?: boolean;
}) {
  const { t, i18n } = useTranslation(['games', 'bingofish']);
  const dates = useDates();
  const game = houseGame(proof.gameCode);
  const facts = (
    <KeyValueList
      divided
      items={[
        {
          id: 'game',
          label: t('fairness.game'),
          value: game ? ((game.names as Record<string, string>)[i18n.language] ?? game.names.en) : proof.gameCode,
        },
        { id: 'round', label: t('fairness.roundId'), value: <span className={css.mono}>{proof.id}</span> },
        ...seedFacts(t, proof),
        { id: 'time', label: t('fairness.time'), value: dates.dateTime(proof.time, { seconds: true }) },
      ]}
    />
  );
  if (!check.revealed) {
    return (
      <NotRevealed onReveal={onReveal} revealing={revealing}>
        {facts}
      </NotRevealed>
    );
  }
  const yes = (ok: boolean) => verdictOf(t, ok);
  const steps: CheckStep[] = [seedHashStep(t, check.serverSeedHash, proof.serverSeedHash, check.hashMatches)];
  if (proof.kind === 'bingo' && 'dealMatches' in check) {
    steps.push(
      {
        id: 'deal',
        title: t('bingofish:fairness.bingo.deal'),
        ...yes(check.dealMatches),
        detail: (
          <>
            {t('bingofish:fairness.bingo.cards', { count: proof.cards, stake: proof.stake })} ·{' '}
            {t('bingofish:fairness.bingo.balls', { count: proof.balls })}
            <br />
            <span className={css.mono}>{check.drawn.join(' ')}</span>
          </>
        ),
      },
      {
        id: 'outcome',
        title: t('bingofish:fairness.bingo.outcome'),
        ...yes(check.outcomeMatches),
        detail: t('fairness.winVsServer', { mine: check.totalWin, theirs: proof.outcome.totalWin }),
      },
    );
  } else if (proof.kind === 'fishing' && 'float' in check) {
    steps.push(
      {
        id: 'floats',
        title: t('fairness.step.floats'),
        outcome: 'info',
        detail: `HMAC_SHA256(serverSeed, "${proof.clientSeed}:${proof.nonce}:0") → ${check.float.toFixed(8)}`,
      },
      {
        id: 'outcome',
        title: t('bingofish:fairness.fishing.outcome'),
        ...yes(check.outcomeMatches),
        detail: (
          <>
            {t('bingofish:fairness.fishing.fish')}: {t(`bingofish:fishing.fish.${proof.outcome.kind}`)} · ×
            {proof.outcome.pays}
            <br />
            {t('bingofish:fairness.fishing.capture', {
              rtp: FISH_RTP * 100,
              pays: proof.outcome.pays,
              threshold: check.threshold.toFixed(8),
            })}
            <br />
            {check.captured ? t('bingofish:fairness.fishing.caught') : t('bingofish:fairness.fishing.missed')} ·{' '}
            {t('fairness.winVsServer', { mine: check.win, theirs: proof.outcome.win })}
          </>
        ),
      },
    );
  }
  return (
    <div className={css.result}>
      <div className={css.verdict}>
        <StatusBadge tone={check.ok ? 'positive' : 'critical'}>
          {check.ok ? t('fairness.verified') : t('fairness.notVerified')}
        </StatusBadge>
      </div>
      <CheckSteps steps={steps} label={t('fairness.stepsLabel')} />
      {facts}
    </div>
  );
}
