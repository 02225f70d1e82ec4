import { useTranslation } from 'react-i18next';
import { Callout } from '../../design-system/Callout';
import { type CheckStep, CheckSteps } from '../../design-system/CheckSteps';
import { KeyValueList } from '../../design-system/KeyValueList';
import { StatusBadge } from '../../design-system/StatusBadge';
import type { MatchProof } from '../../src/api/contract/football';
import { teamName, teamOf } from '../../src/rules/football/teams';
import { type MatchCheck, matchResultText } from '../../src/rules/football/verify';
import * as css from './Fairness.css';
import { floatsText } from './RoundResult';

/** A virtual football match's check (docs/virtual-football.md): the chain link, the floats, the score and goals. */
export function MatchResult({ proof, check }: { proof: MatchProof; check: MatchCheck }) {
  const { t, i18n } = useTranslation('games');
  const name = (code: string) => {
    const team = teamOf(code);
    return team ? teamName(team, i18n.language) : code;
  };
  const facts = (
    <KeyValueList
      divided
      items={[
        { id: 'match', label: t('fairness.match'), value: `${name(proof.home)} – ${name(proof.away)}` },
        { id: 'round', label: t('fairness.round'), value: proof.round },
        {
          id: 'model',
          label: t('fairness.model'),
          value: (
            <span className={css.mono}>{`λ ${proof.model.lambda} · μ ${proof.model.mu} · ρ ${proof.model.rho}`}</span>
          ),
        },
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
        <Callout tone="info" title={t('fairness.notPlayed.title')} headingLevel={3}>
          {t('fairness.notPlayed.body')}
        </Callout>
        {facts}
      </div>
    );
  }
  const steps: CheckStep[] = [
    {
      id: 'chain',
      title: t('fairness.step.chain', { n: proof.index }),
      outcome: check.chainOk ? 'pass' : 'fail',
      verdict: check.chainOk ? t('fairness.matches') : t('fairness.differs'),
    },
    {
      id: 'floats',
      title: t('fairness.step.floats'),
      outcome: 'info',
      detail: `HMAC_SHA256(matchHash, "${proof.chain.salt}:0") → ${floatsText(check.floats.slice(0, 4))}`,
    },
    {
      id: 'result',
      title: t('fairness.step.score'),
      outcome: check.resultMatches ? 'pass' : 'fail',
      verdict: check.resultMatches ? t('fairness.matches') : t('fairness.differs'),
      detail: t('fairness.recomputedVsServer', {
        mine: matchResultText(check.result),
        theirs: proof.result ? matchResultText(proof.result) : '—',
      }),
    },
  ];
  return (
    <div className={css.result} data-testid="match-check">
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
