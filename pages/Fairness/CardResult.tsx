import { useTranslation } from 'react-i18next';
import { type CheckStep, CheckSteps } from '../../design-system/CheckSteps';
import { KeyValueList } from '../../design-system/KeyValueList';
import { StatusBadge } from '../../design-system/StatusBadge';
import { PlayingCard } from '../../game-client/cards/PlayingCard';
import type { CardProof } from '../../src/api/contract/cards';
import { useDates } from '../../src/i18n/dates';
import type { CardCheck } from '../../src/rules/cardsVerify';
import * as css from './Fairness.css';
import { NotRevealed, seedFacts, verdictOf } from './SeedProof';

/**
 * A video poker hand's or a baccarat coup's check, step by step (issue 23): the revealed seed's hash,
 * the deal and draw (or the coup) recomputed from the seeds, and the win, each ✓ or ✗.
 */
export function CardResult({
  proof,
  check,
  onReveal,
  revealing = false,
}: {
  proof: CardProof;
  check: CardCheck;
  onReveal?: () => void;
  revealing?: boolean;
}) {
  const { t } = useTranslation('games');
  const c = useTranslation('cards').t;
  const dates = useDates();
  const facts = (
    <KeyValueList
      divided
      items={[
        { id: 'kind', label: c('fairness.kind'), value: c(`fairness.${proof.kind}`) },
        { id: 'game', label: c('fairness.game'), value: proof.gameCode },
        { id: 'round', label: c('fairness.roundId'), value: <span className={css.mono}>{proof.id}</span> },
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
  const steps: CheckStep[] = check.steps.map((s) => ({
    id: s.id,
    title: c(`fairness.${s.id}`),
    ...verdictOf(t, s.ok),
    detail: c('fairness.vs', { mine: s.mine, theirs: s.theirs }),
  }));
  return (
    <div className={css.result}>
      <div className={css.verdict}>
        <StatusBadge tone={check.ok ? 'positive' : 'critical'}>
          {check.ok ? t('fairness.verified') : t('fairness.notVerified')}
        </StatusBadge>
      </div>
      <CheckSteps steps={steps} label={t('fairness.stepsLabel')} />
      <figure style={{ margin: 0 }}>
        <figcaption>{c('fairness.recomputedCards')}</figcaption>
        <div className={css.cards}>
          {check.cards.map((code, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat in an eight-deck shoe
            <PlayingCard key={i} code={code} />
          ))}
        </div>
      </figure>
      {facts}
    </div>
  );
}
