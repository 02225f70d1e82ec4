import { useTranslation } from 'react-i18next';
import { Callout } from '../../design-system/Callout';
import { type CheckStep, CheckSteps } from '../../design-system/CheckSteps';
import { KeyValueList } from '../../design-system/KeyValueList';
import { StatusBadge } from '../../design-system/StatusBadge';
import type { DrawProof } from '../../src/api/contract/fairness';
import { type LotteryResult, resultSummary } from '../../src/rules/lottery/draw';
import type { DrawCheck, DrawReplay } from '../../src/rules/studio/verify';
import * as css from './Fairness.css';
import { floatsText } from './RoundResult';

/** The steps of a draw's check: the chain link, the floats and the result (the server's, when known). */
export function drawSteps(
  t: (key: string, opts?: Record<string, unknown>) => string,
  replay: DrawReplay,
  input: { index: number; salt: string },
  server?: LotteryResult,
): CheckStep[] {
  const steps: CheckStep[] = [
    {
      id: 'chain',
      title: t('fairness.step.chain', { n: input.index }),
      outcome: replay.chainOk ? 'pass' : 'fail',
      verdict: replay.chainOk ? t('fairness.matches') : t('fairness.differs'),
    },
    {
      id: 'floats',
      title: t('fairness.step.floats'),
      outcome: 'info',
      detail: `HMAC_SHA256(drawHash, "${input.salt}:0") → ${floatsText(replay.floats)}`,
    },
  ];
  if (server) {
    const same = resultSummary(replay.result) === resultSummary(server);
    steps.push({
      id: 'result',
      title: t('fairness.step.result'),
      outcome: same ? 'pass' : 'fail',
      verdict: same ? t('fairness.matches') : t('fairness.differs'),
      detail: t('fairness.recomputedVsServer', { mine: resultSummary(replay.result), theirs: resultSummary(server) }),
    });
  } else {
    steps.push({
      id: 'result',
      title: t('fairness.step.result'),
      outcome: 'info',
      detail: resultSummary(replay.result),
    });
  }
  return steps;
}

/** A lottery draw's check: the chain link to the published terminating hash, then the result. */
export function DrawResult({ proof, check }: { proof: DrawProof; check: DrawCheck }) {
  const { t } = useTranslation('games');
  const facts = (
    <KeyValueList
      divided
      items={[
        { id: 'game', label: t('fairness.game'), value: proof.gameCode },
        { id: 'number', label: t('fairness.drawNumber'), value: proof.number },
        {
          id: 'terminating',
          label: t('fairness.terminatingHash'),
          value: <span className={css.mono}>{proof.chain.terminatingHash}</span>,
        },
        { id: 'salt', label: t('fairness.salt'), value: <span className={css.mono}>{proof.chain.salt}</span> },
        { id: 'index', label: t('fairness.index'), value: proof.index },
        proof.hash !== null && {
          id: 'hash',
          label: t('fairness.drawHash'),
          value: <span className={css.mono}>{proof.hash}</span>,
        },
      ]}
    />
  );
  if (!check.drawn) {
    return (
      <div className={css.result}>
        <Callout tone="info" title={t('fairness.notDrawn.title')} headingLevel={3}>
          {t('fairness.notDrawn.body')}
        </Callout>
        {facts}
      </div>
    );
  }
  return (
    <div className={css.result}>
      <div className={css.verdict}>
        <StatusBadge tone={check.ok ? 'positive' : 'critical'}>
          {check.ok ? t('fairness.verified') : t('fairness.notVerified')}
        </StatusBadge>
      </div>
      <CheckSteps
        steps={drawSteps(t, check, { index: proof.index, salt: proof.chain.salt }, proof.result ?? undefined)}
        label={t('fairness.stepsLabel')}
      />
      {facts}
    </div>
  );
}
