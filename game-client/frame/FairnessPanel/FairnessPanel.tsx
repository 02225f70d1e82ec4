import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './FairnessPanel.css';

export interface FairnessPanelProps {
  /** The game session the rounds belong to. */
  sessionId: string;
  /** The id of the last settled round, as the wallet records it; none before the first round. */
  roundId?: string | null;
}

/**
 * What the house can show today to check a round by: the session and the last round's id (support
 * and the wallet's game records find a round by them). This is the frame's fairness slot: a later
 * issue adds the provable-fairness data (seed hashes and the like) here, for every house game at once.
 */
export function FairnessPanel({ sessionId, roundId }: FairnessPanelProps) {
  const { t } = useTranslation('games');
  const headingId = useId();
  return (
    <section className={css.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.heading}>
        {t('play.fairness')}
      </h3>
      <p className={css.intro}>{t('play.fairnessIntro')}</p>
      <dl className={css.list}>
        <dt>{t('play.sessionId')}</dt>
        <dd>{sessionId}</dd>
        <dt>{t('play.roundId')}</dt>
        <dd>{roundId ?? t('play.noRoundYet')}</dd>
      </dl>
    </section>
  );
}
