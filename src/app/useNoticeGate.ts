import { useEffect, useState } from 'react';
import { useAnyModalOpen } from '../../design-system/Dialog/modalStack';
import { noticeDelay, takesTyping } from '../rules/noticeTiming';
import { useUi } from '../stores/ui';
import { lastInteraction } from './interactionClock';

/**
 * Whether the session notice may show now. `wanted`: not yet agreed this session and its text has
 * arrived. Called where the notice renders (the overlays' chunk), so the answer is given when it can
 * really show, not when the page hydrated. It opens at the next idle moment (src/rules/noticeTiming.ts):
 * never over an open dialog, drawer or sheet, a focused field, or a tap or key press of the last
 * moment. Once open, it stays open until agreed.
 */
export function useNoticeGate(wanted: boolean): boolean {
  const overlayAsked = useUi((s) => s.drawerOpen || s.downloadPopupOpen || s.addToHomeOpen);
  const modalOpen = useAnyModalOpen();
  const [shown, setShown] = useState(false);
  // Bumped by every event that can change the answer; the check below runs again on it.
  const [tick, setTick] = useState(0);
  const waiting = wanted && !shown;

  useEffect(() => {
    if (!waiting) return;
    const bump = () => setTick((n) => n + 1);
    const options = { capture: true, passive: true } as const;
    const events = ['pointerdown', 'keydown', 'focusin', 'focusout'] as const;
    for (const name of events) document.addEventListener(name, bump, options);
    return () => {
      for (const name of events) document.removeEventListener(name, bump, options);
    };
  }, [waiting]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` re-runs the check after an interaction or a focus move
  useEffect(() => {
    if (!waiting) return;
    const delay = noticeDelay({
      overlayOpen: overlayAsked || modalOpen,
      fieldFocused: takesTyping(document.activeElement),
      lastInteraction: lastInteraction(),
      now: performance.now(),
    });
    if (delay === 0) {
      setShown(true);
      return;
    }
    // Infinity: an overlay closing or the focus leaving the field runs this again.
    if (!Number.isFinite(delay)) return;
    const timer = setTimeout(() => setTick((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [waiting, overlayAsked, modalOpen, tick]);

  return wanted && shown;
}
