import { useTranslation } from 'react-i18next';
import { type CheckStep, CheckSteps } from '../../design-system/CheckSteps';
import { KeyValueList } from '../../design-system/KeyValueList';
import { StatusBadge } from '../../design-system/StatusBadge';
import type { RoundProof } from '../../src/api/contract/fairness';
import { useDates } from '../../src/i18n/dates';
import { STUDIO_GAME_RULES } from '../../src/rules/studio/catalogue';
import type { RoundCheck } from '../../src/rules/studio/verify';
import * as css from './Fairness.css';
import { NotRevealed, seedFacts, seedHashStep, verdictOf } from './SeedProof';
import { SlotGrid } from './SlotGrid';

export const floatsText = (floats: readonly number[]) => floats.map((f) => f.toFixed(8)).join(' · ');
const list = (xs: readonly number[]) => xs.join(' · ');

/**
 * A slot round's check, step by step: the revealed seed's hash against the one shown before play,
 * the floats, the stops and the outcome recomputed here against the server's. Before the seed is
 * revealed it says so, and how to reveal it.
 */
export function RoundResult({
  proof,
  check,
  onReveal,
  revealing = false,
}: {
  proof: RoundProof;
  check: RoundCheck;
  /** Rotates the player's seed pair (when it is theirs, from their open game), to reveal this round's seed. */
  onReveal?: () => void;
  revealing?: boolean;
}) {
  const { t } = useTranslation('games');
  const dates = useDates();
  const facts = (
    <KeyValueList
      divided
      items={[
        {
          id: 'game',
          label: t('fairness.game'),
          value: STUDIO_GAME_RULES.find((g) => g.code === proof.gameCode)?.name ?? proof.gameCode,
        },
        { id: 'round', label: t('fairness.roundId'), value: <span className={css.mono}>{proof.id}</span> },
        {
          id: 'kind',
          label: t('fairness.spinKind'),
          value: proof.free ? t('fairness.freeSpin') : t('fairness.paidSpin'),
        },
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
  const steps: CheckStep[] = [
    seedHashStep(t, check.serverSeedHash, proof.serverSeedHash, check.hashMatches),
    {
      id: 'floats',
      title: t('fairness.step.floats'),
      outcome: 'info',
      detail: `HMAC_SHA256(serverSeed, "${proof.clientSeed}:${proof.nonce}:0") → ${floatsText(check.floats)}`,
    },
    {
      id: 'stops',
      title: t('fairness.step.stops'),
      ...yes(check.stopsMatch),
      detail: t('fairness.recomputedVsServer', { mine: list(check.result.stops), theirs: list(proof.stops) }),
    },
    {
      id: 'outcome',
      title: t('fairness.step.outcome'),
      ...yes(check.outcomeMatches),
      detail: t('fairness.winVsServer', { mine: check.result.totalWin, theirs: proof.outcome.totalWin }),
    },
  ];
  return (
    <div className={css.result}>
      <div className={css.verdict}>
        <StatusBadge tone={check.ok ? 'positive' : 'critical'}>
          {check.ok ? t('fairness.verified') : t('fairness.notVerified')}
        </StatusBadge>
      </div>
      <CheckSteps steps={steps} label={t('fairness.stepsLabel')} />
      <SlotGrid grid={check.result.grid} caption={t('fairness.recomputedGrid')} />
      {facts}
    </div>
  );
}
