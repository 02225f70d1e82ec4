/**
 * Whether a parsed JSON value nests arrays and objects deeper than `limit`. Iterative, so a hostile
 * body cannot overflow the stack here (JSON.stringify, which storing it in a jsonb column calls,
 * does overflow at a few thousand levels: a 500 found by the fuzz, server/fuzz.test.ts).
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
