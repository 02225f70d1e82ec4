/** The name the side menu greets a member with: the nickname, else the account; null when logged out. */
export { memberDisplayName } from '../../src/rules/memberName';

/**
 * Splits the entries into runs separated by divider lines. `dividersAfter` holds 1-based positions
 * (the app computes them: a line after entry N when the count exceeds N). Positions outside
 * 1..count-1 are ignored, so there is never a line before the first entry or after the last.
 */
export function splitAtDividers<T>(entries: readonly T[], dividersAfter: readonly number[] = []): T[][] {
  const cuts = [...new Set(dividersAfter)]
    .filter((n) => Number.isInteger(n) && n >= 1 && n < entries.length)
    .sort((a, b) => a - b);
  const groups: T[][] = [];
  let start = 0;
  for (const cut of cuts) {
    groups.push(entries.slice(start, cut));
    start = cut;
  }
  if (start < entries.length) groups.push(entries.slice(start));
  return groups;
}
