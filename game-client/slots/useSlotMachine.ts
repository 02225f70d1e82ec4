import { useEffect, useReducer, useRef } from 'react';
import { initialSpinState, REELS, reelStopDelay, type SpinResult, spinReducer } from './spin';

/** How the machine reaches the studio: a spin at a stake, and the balance the server holds. */
export interface SlotApi<S extends SpinResult> {
  spin: (stake: number) => Promise<{ spin: S; balance: number }>;
  state: () => Promise<{ balance: number; freeSpinsLeft: number }>;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Runs the spin state machine (spin.ts) against the studio: starts a spin, asks the server, stops
 * the reels left to right, settles. `onSettled` hears each settled spin, `onFailed` each refusal.
 */
export function useSlotMachine<S extends SpinResult>(
  initial: { balance: number; freeSpinsLeft: number; history: readonly S[] },
  api: SlotApi<S>,
  on: { settled?: (spin: S) => void; failed?: (err: unknown) => void } = {},
) {
  const [state, dispatch] = useReducer(spinReducer<S>, initial, initialSpinState<S>);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const handlers = useRef(on);
  handlers.current = on;

  const spin = async (stake: number) => {
    const reduced = prefersReducedMotion();
    dispatch({ type: 'start', stake });
    const started = Date.now();
    try {
      const answer = await api.spin(stake);
      const elapsed = Date.now() - started;
      dispatch({ type: 'answered', ...answer });
      // Stop the reels left to right, then show the result.
      for (let reel = 0; reel < REELS; reel += 1) {
        timers.current.push(
          setTimeout(
            () => dispatch({ type: 'reelStopped', reel }),
            Math.max(0, reelStopDelay(reel, reduced) - elapsed),
          ),
        );
      }
      timers.current.push(
        setTimeout(
          () => {
            dispatch({ type: 'settled' });
            handlers.current.settled?.(answer.spin);
          },
          Math.max(0, reelStopDelay(REELS - 1, reduced) - elapsed),
        ),
      );
    } catch (err) {
      dispatch({ type: 'failed' });
      // Nothing was taken: show the balance the server holds.
      api
        .state()
        .then((s) => dispatch({ type: 'refreshed', balance: s.balance, freeSpinsLeft: s.freeSpinsLeft }))
        .catch(() => undefined);
      handlers.current.failed?.(err);
    }
  };

  return { state, spin };
}
