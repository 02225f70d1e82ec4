import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * The stack of open modal layers (Dialog, Drawer, BottomSheet and what is built on them), and the
 * one rule assistive technology needs from it: the TOP layer is reachable and everything else on the
 * page is inert and aria-hidden, lower dialogs included.
 *
 * Radix hides the rest of the page on its own (aria-hidden on <body>'s other children), but each
 * dialog does so once, when it mounts, and on its own. Two dialogs that mount in the same commit
 * (the side menu and the session notice) then hide each other, and neither is reachable by role;
 * and Radix leaves every `[aria-live]` region exposed together with its ancestors, so a carousel's
 * live region kept part of <main> in the accessibility tree behind a dialog. This stack re-asserts
 * the rule after every change (and whenever something rewrites the attributes it owns): the <body>
 * child holding the top layer is exposed, every other one gets `inert` and `aria-hidden`. Only
 * what it set itself is undone when the stack changes or empties. A <body> child marked
 * `data-modal-keep` (the toast region) stays exposed, so a toast is still announced over a dialog.
 */

const layers: HTMLElement[] = [];
const listeners = new Set<() => void>();
/** The attributes this stack added to each <body> child, so it removes only those. */
const owned = new Map<Element, { inert: boolean; hidden: boolean }>();
let observer: MutationObserver | null = null;

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT', 'META']);

/** The layer's element and its ancestors up to (not including) <body>: they stay exposed. */
function pathToBody(node: Element): Element[] {
  const path: Element[] = [];
  let current: Element | null = node;
  while (current && current !== current.ownerDocument.body) {
    path.push(current);
    current = current.parentElement;
  }
  return current ? path : [];
}

function release(el: Element) {
  const mine = owned.get(el);
  if (!mine) return;
  if (mine.inert) el.removeAttribute('inert');
  if (mine.hidden) el.removeAttribute('aria-hidden');
  owned.delete(el);
}

/**
 * Applies the rule for the current top layer; writes only what differs, so it settles at once. A
 * portalled layer is a <body> child; a layer rendered in place (the session notice, drawn by the
 * server with the page) is nested, so the siblings of every ancestor on its way up to <body> are the
 * "rest of the page".
 */
function apply() {
  const top = layers.at(-1);
  if (!top?.isConnected) {
    for (const el of [...owned.keys()]) release(el);
    return;
  }
  const path = pathToBody(top);
  const kept = new Set<Element>(path);
  for (const el of [...owned.keys()]) if (!el.isConnected) owned.delete(el);
  // What this stack hid for an earlier top layer and is not a sibling on the new path is released.
  const siblings = new Set<Element>();
  for (const node of path) {
    for (const child of Array.from(node.parentElement?.children ?? [])) if (child !== node) siblings.add(child);
  }
  for (const el of [...owned.keys()]) if (!siblings.has(el)) release(el);
  for (const node of path) {
    // A lower dialog's Radix may have hidden the top one (they mounted together): expose the path.
    if (node.getAttribute('aria-hidden') === 'true') node.removeAttribute('aria-hidden');
    if (node.hasAttribute('inert')) node.removeAttribute('inert');
  }
  for (const child of siblings) {
    if (SKIPPED.has(child.tagName) || kept.has(child)) continue;
    if (child.hasAttribute('data-modal-keep')) {
      release(child);
      // Every Radix dialog hides the toast region: expose it.
      if (child.getAttribute('aria-hidden') === 'true') child.removeAttribute('aria-hidden');
      if (child.hasAttribute('inert')) child.removeAttribute('inert');
      continue;
    }
    const mine = owned.get(child) ?? { inert: false, hidden: false };
    if (!child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      mine.inert = true;
    }
    if (child.getAttribute('aria-hidden') !== 'true') {
      child.setAttribute('aria-hidden', 'true');
      mine.hidden = true;
    }
    if (mine.inert || mine.hidden) owned.set(child, mine);
  }
}

function watch(active: boolean) {
  if (typeof MutationObserver === 'undefined') return;
  if (active && !observer) {
    const body = document.body;
    // Only the top layer's path and its siblings matter: a portal or a sibling added or removed, or
    // their attributes rewritten.
    observer = new MutationObserver((records) => {
      const top = layers.at(-1);
      const onPath = (node: Node) => node === body || (top !== undefined && node.contains(top));
      if (records.some((r) => onPath(r.target) || (r.target.parentNode !== null && onPath(r.target.parentNode)))) {
        apply();
      }
    });
    observer.observe(body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden', 'inert'],
    });
  } else if (!active && observer) {
    observer.disconnect();
    observer = null;
  }
}

function changed() {
  apply();
  watch(layers.length > 0);
  for (const listener of listeners) listener();
}

/** Puts a modal layer's content element on top of the stack; returns its removal. */
export function pushModalLayer(el: HTMLElement): () => void {
  layers.push(el);
  changed();
  return () => {
    const at = layers.lastIndexOf(el);
    if (at >= 0) layers.splice(at, 1);
    changed();
  };
}

/** How many modal layers are open (mounted), for code that must not open one over another. */
export const openModalLayers = () => layers.length;

/** Subscribes to changes of the stack; returns the unsubscribe. */
export function subscribeModalLayers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any modal layer is open. */
export function useAnyModalOpen(): boolean {
  return useSyncExternalStore(
    subscribeModalLayers,
    () => layers.length > 0,
    () => false,
  );
}

/**
 * A ref for a modal layer's content element: it joins the stack when it mounts and leaves it when it
 * unmounts. It leaves synchronously, in the commit, so the layer under it is exposed again before
 * Radix returns focus into it.
 */
export function useModalLayer<T extends HTMLElement>(forward?: (node: T | null) => void) {
  const leave = useRef<(() => void) | null>(null);
  const forwardRef = useRef(forward);
  forwardRef.current = forward;
  return useCallback((node: T | null) => {
    leave.current?.();
    leave.current = node ? pushModalLayer(node) : null;
    forwardRef.current?.(node);
  }, []);
}
