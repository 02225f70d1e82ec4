import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionInfo } from '../stores/session';
import { publishFrame } from './liveFrames';
import { memberInfoKey } from './useAuth';

/**
 * The live channel while a member is signed in (ADR 0014): balances, badges and withdrawal statuses
 * refresh by themselves. The client (./live) loads after the first paint; nothing runs on the server,
 * in Storybook, or where the browser has no WebSocket.
 */
export function useLive() {
  const userName = useSessionInfo()?.userName;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userName || typeof WebSocket === 'undefined' || import.meta.env.STORYBOOK) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./live').then(({ startLive, liveUrl, keysFor, RESYNC_KEYS }) => {
      if (cancelled) return;
      const invalidate = (keys: readonly (readonly unknown[])[]) => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      };
      const connection = startLive({
        url: liveUrl(window.location),
        onEvent: (frame) => {
          invalidate(keysFor(frame));
          publishFrame(frame);
        },
        onResync: () => invalidate(RESYNC_KEYS),
        // The session ended elsewhere: asking who we are answers 401, which signs this tab out.
        onSessionEnded: () => invalidate([memberInfoKey]),
      });
      stop = () => connection.stop();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userName, queryClient]);
}
