/**
 * When the once-per-session notice (spec §4, flag PACCOR) may open.
 *
 * It cannot come with the first paint: whether this browser session has agreed lives in
 * sessionStorage, which the server never sees, so server HTML holding the notice would flash it on
 * every page of a session that has agreed. It arrives after hydration and the site config instead,
 * and by then the person may already be busy: the side menu open, a field focused, a finger on the
 * screen. A modal that takes over then makes them dismiss something they never saw coming and loses
 * their place. So the notice waits for the next idle moment: no overlay open (or asked for), no
 * text field focused, and no tap or key press for `NOTICE_QUIET_MS`. A visitor who does nothing gets
 * it as soon as it is ready, as before.
 */

/** How long after the last tap or key press a person counts as no longer in the middle of something. */
export const NOTICE_QUIET_MS = 1200;

export interface NoticeMoment {
  /** A dialog, drawer or sheet is open, or the shell has asked for one that is still loading. */
  overlayOpen: boolean;
  /** Focus is in a field that takes typing (see `takesTyping`). */
  fieldFocused: boolean;
  /** `performance.now()` of the last pointerdown or keydown since the page loaded; null if none. */
  lastInteraction: number | null;
  now: number;
}

/**
 * How long to wait before the notice may open: 0 opens it now; `Infinity` waits for a change (the
 * overlay closes, or focus leaves the field), after which the caller asks again.
 */
export function noticeDelay({ overlayOpen, fieldFocused, lastInteraction, now }: NoticeMoment): number {
  if (overlayOpen || fieldFocused) return Number.POSITIVE_INFINITY;
  if (lastInteraction === null) return 0;
  return Math.max(0, lastInteraction + NOTICE_QUIET_MS - now);
}

/** Input types that do not take typing: focus on one of them is not an interaction in progress. */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image']);

/** The focused element takes typing: a text-like input, a textarea, a select or an editable region. */
export function takesTyping(
  el: { tagName: string; isContentEditable?: boolean; getAttribute?: (name: string) => string | null } | null,
): boolean {
  if (!el) return false;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NOT_TYPED.has((el.getAttribute?.('type') ?? 'text').toLowerCase());
  return el.isContentEditable === true;
}
