import { useCallback, useRef, useState } from 'react';

/**
 * True while the element's content overflows it vertically. A scrolling region must be reachable
 * by keyboard, so callers give it tabIndex 0 only when it actually scrolls.
 * Returns a callback ref (portalled content mounts after the owner's effects run).
 */
export function useScrollable<T extends HTMLElement>(): [(el: T | null) => void, boolean] {
  const [scrollable, setScrollable] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(el.scrollHeight > el.clientHeight + 1);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(el);
    if (el.firstElementChild) observer.current.observe(el.firstElementChild);
    measure();
  }, []);
  return [ref, scrollable];
}
