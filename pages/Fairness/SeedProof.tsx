import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import type { CheckStep } from '../../design-system/CheckSteps';
import * as css from './Fairness.css';

/** What every seed-pair proof shows (slots, card games, bingo, fishing): the pair, the nonce and the time. */
interface SeedProof {
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The seed pair's rows of a round's facts (issue 22/23): the server seed once revealed, its hash
 * as shown before play, the client seed and the nonce.
 */
export function seedFacts(t: TFunction, proof: SeedProof) {
  return [
    proof.serverSeed !== null && {
      id: 'seed',
      label: t('fairness.serverSeed'),
      value: <span className={css.mono}>{proof.serverSeed}</span>,
    },
    {
      id: 'hash',
      label: t('fairness.serverSeedHash'),
      value: <span className={css.mono}>{proof.serverSeedHash}</span>,
    },
    { id: 'client', label: t('fairness.clientSeed'), value: <span className={css.mono}>{proof.clientSeed}</span> },
    { id: 'nonce', label: t('fairness.nonce'), value: proof.nonce },
  ];
}

/** A pass or a fail, with its verdict in words. */
export const verdictOf = (t: TFunction, ok: boolean): Pick<CheckStep, 'outcome' | 'verdict'> => ({
  outcome: ok ? 'pass' : 'fail',
  verdict: ok ? t('fairness.matches') : t('fairness.differs'),
});

/** The first step of every seed-pair check: the revealed seed's hash against the one shown before play. */
export function seedHashStep(t: TFunction, computed: string, shown: string, ok: boolean): CheckStep {
  return {
    id: 'hash',
    title: t('fairness.step.hash'),
    ...verdictOf(t, ok),
    detail: (
      <>
        {t('fairness.computed')}: {computed}
        <br />
        {t('fairness.shownBefore')}: {shown}
      </>
    ),
  };
}

/**
 * A round whose seed pair is still in play: its server seed is not public yet. Says so, offers to
 * rotate the pair from here (when the page can), and shows the round's facts.
 */
export function NotRevealed({
  onReveal,
  revealing,
  children,
}: {
  onReveal?: () => void;
  revealing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('games');
  return (
    <div className={css.result}>
      <Callout
        tone="info"
        title={t('fairness.notRevealed.title')}
        headingLevel={3}
        action={
          onReveal && (
            <Button size="sm" variant="secondary" loading={revealing} onPress={onReveal}>
              {t('fairness.notRevealed.rotate')}
            </Button>
          )
        }
      >
        {t('fairness.notRevealed.body')}
      </Callout>
      {children}
    </div>
  );
}
