import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreadKey } from '../api/unreadKey';
import { backoffDelay, keysFor, type LiveFrame, liveUrl, startLive, type WebSocketLike } from './live';
import { walletKey } from './useWallet';

class FakeSocket implements WebSocketLike {
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  closedWith: number | undefined;
  open() {
    this.onopen?.({});
  }
  frame(f: LiveFrame) {
    this.onmessage?.({ data: JSON.stringify(f) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
  close(code?: number) {
    this.closedWith = code;
    this.onclose?.({ code: code ?? 1005 });
  }
}

describe('live channel client', () => {
  let sockets: FakeSocket[];
  const events: LiveFrame[] = [];
  let resyncs = 0;
  let ended = 0;
  const start = (over: Partial<Parameters<typeof startLive>[0]> = {}) =>
    startLive({
      url: 'ws://x/api/live',
      onEvent: (f) => events.push(f),
      onResync: () => {
        resyncs += 1;
      },
      onSessionEnded: () => {
        ended += 1;
      },
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      random: () => 0.5,
      ...over,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    events.length = 0;
    resyncs = 0;
    ended = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('backs off exponentially with jitter, capped at 30 s', () => {
    expect(backoffDelay(0, 1_000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1_000, 30_000, () => 1)).toBe(1_000);
    expect(backoffDelay(3, 1_000, 30_000, () => 1)).toBe(8_000);
    expect(backoffDelay(10, 1_000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(100, 1_000, 30_000, () => 0)).toBe(15_000);
  });

  it('derives the URL from the page and maps events to the queries they make stale', () => {
    expect(liveUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/api/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/live');
    expect(keysFor({ type: 'balance.changed' })).toContainEqual(walletKey);
    expect(keysFor({ type: 'withdrawal.status' })).toContainEqual(['accounts', 'withdraw']);
    expect(keysFor({ type: 'deposit.status' })).toContainEqual(['accounts', 'deposits']);
    expect(keysFor({ type: 'no.such' })).toEqual([]);
    // Live chat: a message refetches the conversation and the unread counts; a read receipt the conversation.
    expect(keysFor({ type: 'chat.message' })).toEqual([['accounts', 'chat', 'history'], unreadKey]);
    expect(keysFor({ type: 'chat.read' })).toEqual([['accounts', 'chat', 'history']]);
    expect(keysFor({ type: 'chat.typing' })).toEqual([]);
    // Announcements: a publish and an unpublish both refetch every list and the unread counts.
    expect(keysFor({ type: 'announcement.published' })).toEqual([['announcements'], unreadKey]);
    expect(keysFor({ type: 'announcement.withdrawn' })).toEqual([['announcements'], unreadKey]);
  });

  it('passes events on, and refetches after a reconnect (not on the first connect)', () => {
    const c = start();
    sockets[0]!.open();
    sockets[0]!.frame({ type: 'hello' });
    expect(resyncs).toBe(0);
    sockets[0]!.frame({ type: 'balance.changed', memberId: 'm' });
    expect(events).toEqual([{ type: 'balance.changed', memberId: 'm' }]);
    sockets[0]!.drop();
    expect(c.connected).toBe(false);
    // Attempt 0 with the jitter at its middle: 750 ms.
    vi.advanceTimersByTime(749);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    sockets[1]!.frame({ type: 'hello' });
    expect(resyncs).toBe(1);
    sockets[1]!.frame({ type: 'resync' });
    expect(resyncs).toBe(2);
    c.stop();
    expect(sockets[1]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('polls when the socket cannot open, and stops polling once it does', () => {
    const c = start({ failuresBeforePolling: 3, pollMs: 10_000 });
    for (let i = 0; i < 3; i++) {
      sockets.at(-1)!.drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(c.polling).toBe(true);
    const before = resyncs;
    vi.advanceTimersByTime(10_000);
    expect(resyncs).toBeGreaterThan(before);
    sockets.at(-1)!.open();
    expect(c.polling).toBe(false);
    const after = resyncs;
    vi.advanceTimersByTime(60_000);
    expect(resyncs).toBe(after);
    c.stop();
  });

  it('stops for good when the server says the session ended (4401)', () => {
    start();
    sockets[0]!.open();
    sockets[0]!.drop(4401);
    expect(ended).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });
});
