import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatKeys } from './chatApi';

const TYPING_SHOWN_MS = 5_000;

/**
 * The console's live channel (GET /api/admin/live, docs/chat.md): every chat event of the brand.
 * A frame means "fetch again": the console's chat queries are invalidated; a player's typing is kept
 * for a few seconds per conversation. Reconnects every few seconds after a drop (and refetches).
 */
export function useStaffLive(): { typing: ReadonlySet<string>; connected: boolean } {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<ReadonlySet<string>>(new Set());
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    const open = () => {
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/admin/live`;
      socket = new WebSocket(url);
      socket.onopen = () => {
        setConnected(true);
        refetch();
      };
      socket.onmessage = (ev) => {
        let frame: { type?: string; conversationId?: string; from?: string };
        try {
          frame = JSON.parse(String(ev.data));
        } catch {
          return;
        }
        const id = frame.conversationId;
        if (frame.type === 'chat.typing' && frame.from === 'member' && id) {
          setTyping((s) => new Set(s).add(id));
          clearTimeout(timers.get(id));
          timers.set(
            id,
            setTimeout(() => setTyping((s) => new Set([...s].filter((x) => x !== id))), TYPING_SHOWN_MS),
          );
          return;
        }
        if (frame.type === 'chat.message' && id) setTyping((s) => new Set([...s].filter((x) => x !== id)));
        if (frame.type?.startsWith('chat.') || frame.type === 'resync') refetch();
      };
      socket.onclose = (ev) => {
        setConnected(false);
        if (!stopped && ev.code !== 4401) retry = setTimeout(open, 3_000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      for (const t of timers.values()) clearTimeout(t);
      socket?.close();
    };
  }, [queryClient]);
  return { typing, connected };
}
