import { useEffect, useState } from 'react';

/**
 * The part of the layout viewport hidden under the on-screen keyboard, in px: what the visual
 * viewport (what the person sees) lacks at the bottom. 0 when there is no keyboard.
 */
export function keyboardInsetOf(layoutHeight: number, visualHeight: number, visualOffsetTop: number): number {
  const covered = layoutHeight - visualHeight - visualOffsetTop;
  return covered > 0 ? Math.round(covered) : 0;
}

/** Follows the on-screen keyboard while `active` (a form dialog is open). Browsers without visualViewport: 0. */
export function useKeyboardInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const vv = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!active || !vv) return;
    const update = () => setInset(keyboardInsetOf(window.innerHeight, vv.height, vv.offsetTop));
    update();
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
      setInset(0);
    };
  }, [active]);
  return inset;
}
