/**
 * A tap on a control of the server-rendered HTML before the scripts have hydrated (ADR 0005,
 * addendum "Taps before hydration"). Links need nothing: they are real `<a href>` and navigate
 * natively. A button does nothing until React owns it, and a form's submit button would even submit
 * natively (a GET with the password in the URL). So an inline head script (`tapCaptureHeadScript`,
 * a constant the server hashes for the CSP like the colour-mode script) listens on the document from
 * the first byte: a click on a `button`, `[role=button]` or `[role=tab]` inside #root, or a submit of
 * a form there, is cancelled; the first one is kept (the element and its path of child indexes from
 * #root) and marked `data-pending`, which dims it and shows a progress cursor, so the person sees it
 * was taken. main.tsx stops the capture the moment it hands the page to React (from then on React
 * itself hydrates whatever is tapped first), and the route's PageReady effect replays the kept tap
 * with `click()` (a form: `requestSubmit()`), after the typed values are back in the fields.
 */

/** What the head script keeps on `window.__taps`. */
export interface TapCapture {
  /** Set once React owns the page: the head script lets every event through. */
  off?: 1;
  /** The first control tapped (a button) or form submitted. */
  el?: Element;
  /** Its position: child indexes from #root down, to find it again if React replaced the node. */
  path?: number[];
}

declare global {
  interface Window {
    __taps?: TapCapture;
  }
}

export const TAP_PENDING_ATTRIBUTE = 'data-pending';

/**
 * Runs inline in <head>. ES5, dependency-free and small: its bytes count against the first paint.
 * Listens in the capture phase on the document, before #root exists, so no tap is missed.
 */
export const tapCaptureHeadScript = `(function(d){var t=window.__taps={};function on(y,f){d.addEventListener(y,function(e){var n=e.target;if(t.off||!n||!n.closest||!n.closest('#root'))return;n=f(n);if(!n)return;e.preventDefault();if(t.el)return;for(var a=[],x=n;x.id!=='root';x=x.parentElement)a.unshift([].indexOf.call(x.parentElement.children,x));t.el=n;t.path=a;n.setAttribute('${TAP_PENDING_ATTRIBUTE}','');var s=d.createElement('style');s.textContent='[${TAP_PENDING_ATTRIBUTE}]{opacity:.6;cursor:progress}';d.head.appendChild(s)},true)}on('click',function(n){return !n.closest('a[href]')&&n.closest('button,[role=button],[role=tab]')});on('submit',function(n){return n})})(document)`;

/** main.tsx, just before hydrating: from here on React handles taps itself. */
export function stopTapCapture(): void {
  const taps = window.__taps;
  if (taps) taps.off = 1;
}

function byPath(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

/**
 * Replays the kept tap, if any: the same element when hydration kept the server's node (it does,
 * unless the page re-rendered), else the element at the same place. Returns what it will press.
 * The press runs in a task of its own, so state set by the typed-values replay has rendered first.
 */
export function replayTap(root: Element): Element | null {
  const taps = window.__taps;
  if (!taps) return null;
  taps.off = 1;
  const { el, path } = taps;
  taps.el = undefined;
  taps.path = undefined;
  el?.removeAttribute(TAP_PENDING_ATTRIBUTE);
  const found = el?.isConnected ? el : path ? byPath(root, path) : null;
  // A replaced node is only pressed if the element now at its place is of the same kind.
  const target = found && found.tagName === el?.tagName ? found : null;
  if (!target) return null;
  target.removeAttribute(TAP_PENDING_ATTRIBUTE);
  setTimeout(() => {
    if (!target.isConnected) return;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }, 0);
  return target;
}
