/**
 * The inbox's and feedback's constants and the word rule, without zod, so the player pages can use
 * them (zod stays out of the player bundle). docs/inbox.md.
 */

export const INBOX_KINDS = ['staff', 'feedback_reply', 'system'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The system notices: an i18n key under `inbox.system.` and its params. */
export const SYSTEM_NOTICES = ['depositConfirmed', 'withdrawalPaid', 'withdrawalRejected'] as const;
export type SystemNotice = (typeof SYSTEM_NOTICES)[number];

export const INBOX_PAGE_SIZE = 20;

/** The scheduled job that delivers due broadcasts, every minute. */
export const INBOX_BROADCAST_JOB = 'inbox-broadcasts';

/** Spec §3: other_issues 0, deposit 1, withdraw 2, game 3, service 4, apply_issues (agent application) 6. */
export const FEEDBACK_TYPES = {
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
  other_issues: 0,
} as const;
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
export type FeedbackType = (typeof FEEDBACK_TYPES)[FeedbackTypeName];
export const FEEDBACK_TYPE_VALUES = [1, 2, 3, 4, 6, 0] as const;

/** Word limits of the description when the brand sets none (site setting `feedback`). */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
/** Feedback a member may send per hour. */
export const FEEDBACK_PER_HOUR = 5;
/** How long the "sending" message may show (spec §9: 10 s for feedback). */
export const FEEDBACK_LOADING_MS = 10_000;

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/gu;

/**
 * Words in a description: runs of non-space characters, with every CJK character counted as a word
 * of its own (Chinese and Japanese are written without spaces).
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, ' ').trim();
  return cjk + (rest === '' ? 0 : rest.split(/\s+/u).length);
}
