/**
 * Waits until the web fonts that the text on the page needs have loaded (or failed), then two frames,
 * so a measurement sees the real layout. Call it in a play function before measuring text or boxes
 * that text sizes, after the text is on screen (after a language switch, a dialog opening...).
 *
 * Why it is needed: a face loads only once text uses it, and the Noto Sans SC faces are split into
 * many unicode-range files. Until a face arrives, the text is drawn in a fallback. A machine with no
 * CJK system font draws CJK text in a fallback with other widths, so "the long name overflows" could
 * be measured before the real font came in (a fresh CI machine: "expected 114 to be greater than 114").
 * `document.fonts.ready` alone is not enough: it can resolve before a face that layout has not asked
 * for yet starts loading. So this asks for each face explicitly, with the characters it must cover.
 *
 * Self-contained (no imports, no outside names), so the end-to-end tests can run the same function
 * in the page: `await page.evaluate(fontsSettled)`.
 */
export async function fontsSettled(): Promise<void> {
  const wanted = new Map<string, Set<string>>();
  const want = (el: Element, text: string) => {
    if (!text.trim()) return;
    const style = getComputedStyle(el);
    // The size does not choose the face; weight, style and the family list do.
    const font = `${style.fontStyle} ${style.fontWeight} 16px ${style.fontFamily}`;
    const chars = wanted.get(font) ?? new Set<string>();
    for (const ch of text) chars.add(ch);
    wanted.set(font, chars);
  };
  // The whole body, so text in portals (dialogs, sheets, toasts) outside the story's root counts too.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement) want(node.parentElement, node.textContent ?? '');
  }
  for (const field of document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    want(field, `${field.value}${field.placeholder ?? ''}`);
  }
  await Promise.all([...wanted].map(([font, chars]) => document.fonts.load(font, [...chars].join('')).catch(() => [])));
  await document.fonts.ready;
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
