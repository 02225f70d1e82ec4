/**
 * What a person typed into the server-rendered HTML before the scripts took over, kept across
 * hydration. A form binds its fields when it mounts and writes its default values into them (''
 * for a log-in form with nothing remembered), so "demo" typed into the username on a slow phone
 * was wiped the moment the page came alive. main.tsx starts recording before anything loads, and
 * the route's PageReady effect (after the page's own mount effects) types the values back through
 * the native setter and an input event, so the form's own state learns them as if typed.
 */

interface Typed {
  name: string;
  value?: string;
  checked?: boolean;
}

let captured: Typed[] = [];

const TEXT_LIKE = new Set(['text', 'search', 'tel', 'email', 'password', 'number', 'url', '']);

function fieldsOf(root: ParentNode): (HTMLInputElement | HTMLTextAreaElement)[] {
  return Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]'));
}

function record(el: EventTarget | null) {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.name) return;
  const at = captured.findIndex((t) => t.name === el.name);
  if (at >= 0) captured.splice(at, 1);
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked !== el.defaultChecked) captured.push({ name: el.name, checked: el.checked });
  } else if ((el instanceof HTMLTextAreaElement || TEXT_LIKE.has(el.type)) && el.value !== el.defaultValue) {
    captured.push({ name: el.name, value: el.value });
  }
}

const onInput = (event: Event) => record(event.target);
let watched: ParentNode | null = null;

/**
 * Reads the fields a person already changed in the server HTML (value differs from the HTML's own),
 * and keeps listening until the replay, so typing while the page hydrates is kept too.
 */
export function captureTypedValues(root: ParentNode): void {
  captured = [];
  for (const el of fieldsOf(root)) record(el);
  watched = root;
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
}

/** Types the captured values back where the app reset them; returns how many it restored. */
export function replayTypedValues(root: ParentNode): number {
  watched?.removeEventListener('input', onInput, true);
  watched?.removeEventListener('change', onInput, true);
  watched = null;
  const pending = captured;
  captured = [];
  let restored = 0;
  for (const typed of pending) {
    const el = fieldsOf(root).find((f) => f.name === typed.name);
    if (!el || el.disabled) continue;
    if (typed.checked !== undefined && el instanceof HTMLInputElement) {
      if (el.checked !== typed.checked) {
        el.click();
        restored += 1;
      }
      continue;
    }
    if (typed.value === undefined) continue;
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // The field may still show the text while the form's state holds '' (a controlled field hydrated
    // over what was typed, and React took the typed text as its own last value). So: clear it through
    // React's tracker (`el.value =`), then put the text back through the prototype's setter, behind
    // the tracker's back; only then does the input event reach the form's onChange as a change.
    el.value = '';
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, typed.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    restored += 1;
  }
  return restored;
}
