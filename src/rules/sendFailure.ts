/**
 * Where a failed verification-code send is shown. Pages that send a code (SMS or e-mail) before
 * the form is submitted use it with the form kit's CodeField.
 */

/**
 * Whether a failed send names a field of the form (a mapped code or per-field messages): then the
 * form shows it on that field; otherwise the code field shows it under itself (with its countdown
 * for a "too soon").
 */
export function sendFailsOnField(err: unknown, codes: Readonly<Record<string, string>>): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, fields } = err as { code?: unknown; fields?: unknown };
  if (typeof code === 'string' && code in codes) return true;
  return Boolean(fields && typeof fields === 'object' && Object.keys(fields).length > 0);
}
