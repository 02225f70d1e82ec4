/** The editor's key for a server (or contract) message: `validation.range` → `range`; anything else `invalid`. */
export function issueKey(message: string | undefined): string {
  const m = /^validation\.([A-Za-z]+)$/.exec(message ?? '');
  return m?.[1] ?? 'invalid';
}
