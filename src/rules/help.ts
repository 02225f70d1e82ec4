/** Spec §9: the footer's help list follows a language change after 200 ms of quiet. */
export const HELP_LANGUAGE_DEBOUNCE_MS = 200;

/**
 * Which topic /m/help opens (spec §2 Help center): `title` names a topic by key (the footer's
 * "Affiliate service" is ?title=affiliate); otherwise `i` is its position, default 0. A position out of
 * range, or a name no topic has, opens the first topic rather than an empty page.
 */
export function helpTopicIndex(
  params: { i?: string | null; title?: string | null },
  topics: ReadonlyArray<{ key: string | null }>,
): number {
  if (topics.length === 0) return 0;
  if (params.title) {
    const named = topics.findIndex((t) => t.key === params.title);
    if (named >= 0) return named;
  }
  const i = Number(params.i ?? 0);
  return Number.isInteger(i) && i >= 0 && i < topics.length ? i : 0;
}
