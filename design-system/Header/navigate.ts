import type { MouseEvent } from 'react';

/** The app's client-side navigation: the shell widgets render real links and hand the target over. */
export type Navigate = (to: string) => void;

/** The parts of a click that decide whether the app, not the browser, should handle a link. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True for a plain primary click: the app navigates in place. Modified clicks (new tab, new window,
 * download) and middle clicks are left to the browser so the real href still works.
 */
export function isPlainClick(e: ClickLike): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

/** onClick for an `<a href={to}>`: prevents the full page load and calls `onNavigate(to)` instead. */
export function navigateOnClick(onNavigate: Navigate | undefined, to: string) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(e)) return;
    e.preventDefault();
    onNavigate(to);
  };
}
