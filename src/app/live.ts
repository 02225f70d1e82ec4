/**
 * The live channel's client (ADR 0014): one WebSocket per tab to /api/live while signed in. A frame
 * means "something changed, fetch again": the caller invalidates the matching queries. Loaded with a
 * dynamic import after the first paint, so it stays out of the initial JS.
 *
 * - Reconnects after any close with exponential backoff and jitter (1 s doubling, capped at 30 s),
 *   and refetches everything on each reconnect: events may have been missed meanwhile.
 * - Close code 4401 (the session ended) stops it: the next request's 401 signs the player out.
 * - After `failuresBeforePolling` attempts in a row that never opened, it also polls (`onPoll` every
 *   `pollMs`) while it keeps trying the socket at the capped backoff; polling stops once a socket opens.
 */

import { depositKeys } from '../api/deposits';
import { gameRecordsKey } from '../api/gameRecords';
import { recordsKey } from '../api/records';
import { redRainKey } from '../api/redRain';
import { rewardsKey } from '../api/rewards';
import { unreadKey } from '../api/unreadKey';
import { withdrawKeys } from '../api/withdrawals';
import { walletKey } from './useWallet';

/** The chat page's conversation (src/api/chat.ts chatKeys.history). */
const chatHistoryKey = ['accounts', 'chat', 'history'] as const;
/** The member's bonus grants (src/api/bonus.ts bonusKeys.grants): every bet and claim can move them. */
const bonusGrantsKey = ['accounts', 'bonus', 'grants'] as const;
/** Every announcements query (src/api/games.ts keys them ['announcements', types, lang]). */
const announcementsKey = ['announcements'] as const;

/** A frame from the server: the domain event types, plus `hello` and `resync`. */
export interface LiveFrame {
  type: string;
  [key: string]: unknown;
}

export interface LiveOptions {
  url: string;
  /** A domain event arrived. */
  onEvent(frame: LiveFrame): void;
  /** Fetch everything again: a (re)connect, a `resync`, or a poll. */
  onResync(): void;
  /** The server closed with 4401: the session is over. */
  onSessionEnded?(): void;
  /** Defaults: 1 s, 30 s, 3, 30 s. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  failuresBeforePolling?: number;
  pollMs?: number;
  /** Injected in tests. */
  createSocket?: (url: string) => WebSocketLike;
  random?: () => number;
}

/** The part of the browser's WebSocket the client uses. */
export interface WebSocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  close(code?: number): void;
}

export const SESSION_ENDED = 4401;

/**
 * The wait before reconnect attempt `attempt` (0-based): "equal jitter" over min(cap, base * 2^attempt),
 * between half the ceiling and all of it, so a crowd of tabs dropped at once spreads out.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The queries a frame makes stale (all under the accounts key, so signing out drops them anyway). */
export function keysFor(frame: LiveFrame): (readonly unknown[])[] {
  switch (frame.type) {
    case 'balance.changed':
      return [walletKey, withdrawKeys.info, recordsKey, gameRecordsKey, bonusGrantsKey];
    case 'withdrawal.status':
      return [withdrawKeys.all, walletKey, recordsKey];
    case 'deposit.status':
      return [depositKeys.all, walletKey, recordsKey];
    case 'unread.changed':
      return [unreadKey];
    case 'rewards.changed':
      return [rewardsKey, bonusGrantsKey];
    case 'announcement.published':
    case 'announcement.withdrawn':
      // The lists and the unread counts (the announcements' count is one of them).
      return [announcementsKey, unreadKey];
    case 'redrain.changed':
      return [redRainKey];
    case 'chat.message':
      return [chatHistoryKey, unreadKey];
    case 'chat.read':
      return [chatHistoryKey];
    default:
      return [];
  }
}

/** What a reconnect, a resync or a poll refetches. */
export const RESYNC_KEYS: readonly (readonly unknown[])[] = [
  walletKey,
  withdrawKeys.all,
  depositKeys.all,
  recordsKey,
  unreadKey,
  chatHistoryKey,
  rewardsKey,
  bonusGrantsKey,
  redRainKey,
];

/** ws(s)://<this host>/api/live for a page at `location`. */
export const liveUrl = (location: Pick<Location, 'protocol' | 'host'>) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;

export interface LiveConnection {
  /** Whether a socket is open now (false while reconnecting or polling). */
  readonly connected: boolean;
  readonly polling: boolean;
  stop(): void;
}

export function startLive(opts: LiveOptions): LiveConnection {
  const base = opts.baseDelayMs ?? 1_000;
  const max = opts.maxDelayMs ?? 30_000;
  const failuresBeforePolling = opts.failuresBeforePolling ?? 3;
  const pollMs = opts.pollMs ?? 30_000;
  const create = opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);
  let socket: WebSocketLike | null = null;
  let stopped = false;
  let connected = false;
  let attempt = 0;
  let failedOpens = 0;
  /** The page fetched fresh data when it loaded: only later connections need a refetch. */
  let everOpened = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;

  const startPolling = () => {
    if (poll || stopped) return;
    poll = setInterval(() => opts.onResync(), pollMs);
  };
  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = undefined;
  };

  const connect = () => {
    if (stopped) return;
    let opened = false;
    let s: WebSocketLike;
    try {
      s = create(opts.url);
    } catch {
      scheduleRetry(false);
      return;
    }
    socket = s;
    s.onopen = () => {
      opened = true;
      connected = true;
      attempt = 0;
      failedOpens = 0;
      stopPolling();
    };
    s.onmessage = (ev) => {
      let frame: LiveFrame;
      try {
        frame = JSON.parse(String(ev.data)) as LiveFrame;
      } catch {
        return;
      }
      if (!frame || typeof frame.type !== 'string') return;
      // hello after a reconnect: anything may have changed while away; resync: the server may have missed events.
      if (frame.type === 'hello') {
        if (everOpened) opts.onResync();
        everOpened = true;
      } else if (frame.type === 'resync') opts.onResync();
      else opts.onEvent(frame);
    };
    s.onerror = () => {};
    s.onclose = (ev) => {
      if (socket !== s) return;
      socket = null;
      connected = false;
      if (stopped) return;
      if (ev.code === SESSION_ENDED) {
        stopped = true;
        stopPolling();
        opts.onSessionEnded?.();
        return;
      }
      scheduleRetry(opened);
    };
  };

  const scheduleRetry = (hadOpened: boolean) => {
    if (!hadOpened) {
      failedOpens += 1;
      if (failedOpens >= failuresBeforePolling) startPolling();
    }
    const delay = backoffDelay(attempt, base, max, opts.random);
    attempt += 1;
    retry = setTimeout(connect, delay);
  };

  connect();

  return {
    get connected() {
      return connected;
    },
    get polling() {
      return poll !== undefined;
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
      stopPolling();
      const s = socket;
      socket = null;
      connected = false;
      s?.close(1000);
    },
  };
}
