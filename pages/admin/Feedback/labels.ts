import type { TFunction } from 'i18next';
import { FEEDBACK_TYPES, type FeedbackTypeName } from '../../../src/api/contract/inbox.constants';

/** The spec's name of a feedback type (deposit_issues ...), translated. */
export function feedbackTypeLabel(t: TFunction, type: number) {
  const name = (Object.keys(FEEDBACK_TYPES) as FeedbackTypeName[]).find((n) => FEEDBACK_TYPES[n] === type);
  return name ? t(`feedback.types.${name}`) : String(type);
}
