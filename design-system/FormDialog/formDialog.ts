/** What can take focus in a form: the first of these (enabled, not hidden) gets it when the dialog opens. */
export const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** A submit handler's answer that is a promise: the dialog stays busy until it settles. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * The one-submission-at-a-time gate. `begin` answers false while a submission is in flight (or the
 * owner says it is busy), so a double tap, Enter held down or Enter plus a tap submit once.
 */
export function createSubmitGate() {
  let inFlight = false;
  return {
    begin(busy: boolean): boolean {
      if (busy || inFlight) return false;
      inFlight = true;
      return true;
    },
    end() {
      inFlight = false;
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/** Input types that act as buttons: Enter presses them rather than submitting the form. */
const BUTTON_INPUTS = new Set(['button', 'submit', 'reset', 'file', 'image']);

/**
 * Whether this key press submits the form: Enter in a one-line field (not a text area, a button or
 * a select), not while an input method is composing (Chinese pinyin confirms with Enter), and not
 * when a widget already used the key.
 */
export function submitsOnEnter(
  event: Pick<
    KeyboardEvent,
    'key' | 'isComposing' | 'keyCode' | 'defaultPrevented' | 'target' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'
  >,
): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented) return false;
  if (event.isComposing || event.keyCode === 229) return false;
  if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as { tagName?: string; type?: string } | null;
  if (target?.tagName !== 'INPUT') return false;
  return !BUTTON_INPUTS.has(String(target.type).toLowerCase());
}
