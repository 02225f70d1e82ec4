import type { ReactNode } from 'react';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import * as css from './CheckSteps.css';

export const checkOutcomes = ['pass', 'fail', 'pending', 'info'] as const;
export type CheckOutcome = (typeof checkOutcomes)[number];

export interface CheckStep {
  id: string;
  /** What this step checks or computes ("Hash of the revealed seed"). */
  title: ReactNode;
  /** pass / fail show a badge; pending a waiting badge; info is a computed value with no verdict. */
  outcome: CheckOutcome;
  /** The badge's words (defaults: the tone's generic word); screen readers hear them with the title. */
  verdict?: ReactNode;
  /** The values behind the step: long hashes and numbers wrap in the numeric font. */
  detail?: ReactNode;
}

export interface CheckStepsProps {
  steps: readonly CheckStep[];
  /** Accessible name of the list ("Verification steps"). */
  label: string;
  className?: string;
}

const TONE: Record<Exclude<CheckOutcome, 'info'>, StatusTone> = {
  pass: 'positive',
  fail: 'critical',
  pending: 'pending',
};

/**
 * A numbered list of checks, each with its verdict as a status badge (colour, icon and words) and
 * the values it rests on: how a verifier shows its work step by step (issue 22, /m/fairness).
 */
export function CheckSteps({ steps, label, className }: CheckStepsProps) {
  return (
    <ol className={[css.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {steps.map((step, i) => (
        <li key={step.id} className={css.step} data-outcome={step.outcome}>
          <span className={css.number} aria-hidden="true">
            {i + 1}
          </span>
          <div className={css.body}>
            <div className={css.head}>
              <span className={css.title}>{step.title}</span>
              {step.outcome !== 'info' && <StatusBadge tone={TONE[step.outcome]}>{step.verdict}</StatusBadge>}
            </div>
            {step.detail !== undefined && <div className={css.detail}>{step.detail}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
