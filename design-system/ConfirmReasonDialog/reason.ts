/** Why a reason is refused before it is sent, or null when it may go. */
export type ReasonProblem = 'required' | 'tooShort' | null;

/** Checks a reason as the server will see it (trimmed): present, and at least `min` characters. */
export function checkReason(raw: string, min = 1): ReasonProblem {
  const text = raw.trim();
  if (text.length === 0) return 'required';
  if (text.length < min) return 'tooShort';
  return null;
}

/**
 * The length counted against the limit, in UTF-16 units: what the textarea's maxLength and the
 * server's schema (zod `.max`) count, so the counter and the limit agree.
 */
export const reasonLength = (raw: string) => raw.length;
