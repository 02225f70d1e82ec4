import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import type { WebSocket } from 'ws';
import { rolesFor } from '../../../src/api/contract/access';
import { AppError } from '../../lib/errors';
import { type DomainEvent, type Events, isBrandWide, isChatEvent, memberSees } from '../../lib/events';
import { crossOriginRefused, ownOrigins, sameSiteRequest } from '../../lib/origin';
import { type AccountsService, SESSION_COOKIE, STAFF_COOKIE, sessionOf, staffOf } from '../accounts';

/**
 * The live channel (ADR 0014): `GET /api/live` upgraded to a WebSocket, for a signed-in member whose
 * page is on this site. It pushes the domain events that concern the member (and the brand's
 * announcements) as JSON text frames: `{ "type": "balance.changed", ... }`, ids only. A push means
 * "something changed, fetch again". The first frame is `{ "type": "hello" }`; `{ "type": "resync" }`
 * says events may have been missed (the bus reconnected): fetch everything.
 *
 * Close codes: 4401 the session ended (signed out, expired, revoked, account frozen); anything else
 * (a restart, a dropped heartbeat) the client answers by reconnecting.
 */

/** Close code when the session is no longer valid: the client stops reconnecting until signed in again. */
export const CLOSE_SESSION_ENDED = 4401;
/** More sockets than this for one member on one node: the oldest is closed (1008). */
const MAX_SOCKETS_PER_MEMBER = 16;

export interface LiveOptions {
  events: Events;
  accounts: AccountsService;
  allowedOrigins: (request: FastifyRequest) => readonly string[];
  /** Ping every this many ms; a socket that did not answer the previous ping is dropped. Default 25 s. */
  heartbeatMs?: number;
  /** Re-check each socket's session every this many ms (without extending it). Default 60 s. */
  sessionCheckMs?: number;
  /**
   * The staff channel's session check (GET /api/admin/live): the staff member of a session token, or
   * null when it ended. Without it the staff channel is not registered.
   */
  staffSession?: (token: string) => Promise<{ id: string; brands: string[] | null } | null>;
}

/** A back-office console's socket: the chat events of the brand it was opened on. */
interface StaffConn {
  socket: WebSocket;
  token: string;
  staffId: string;
  brand: string;
  alive: boolean;
}

interface Conn {
  socket: WebSocket;
  token: string;
  memberId: string;
  brand: string;
  alive: boolean;
}

export async function liveRoutes(app: FastifyInstance, opts: LiveOptions) {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const sessionCheckMs = opts.sessionCheckMs ?? 60_000;
  const byMember = new Map<string, Set<Conn>>();
  const all = new Set<Conn>();

  const send = (conn: Pick<Conn, 'socket'>, message: unknown) => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  };

  const staffConns = new Set<StaffConn>();
  const deliver = (event: DomainEvent) => {
    if (isChatEvent(event)) for (const conn of staffConns) if (conn.brand === event.brand) send(conn, event);
    if (isBrandWide(event)) {
      for (const conn of all) if (conn.brand === event.brand) send(conn, event);
      return;
    }
    if (!memberSees(event)) return;
    for (const conn of byMember.get(event.memberId) ?? []) if (conn.brand === event.brand) send(conn, event);
  };

  new Gauge({
    name: 'live_sockets',
    help: 'Open live-channel WebSockets on this node',
    registers: [app.metricsRegistry],
    collect() {
      this.set(all.size);
    },
  });

  // One bus subscription per node; sockets are found locally by member.
  const unsubscribe = await opts.events.subscribe(deliver);
  app.bus.onResubscribed(() => {
    for (const conn of all) send(conn, { type: 'resync' });
    for (const conn of staffConns) send(conn, { type: 'resync' });
  });

  const drop = (conn: Conn) => {
    all.delete(conn);
    const set = byMember.get(conn.memberId);
    set?.delete(conn);
    if (set?.size === 0) byMember.delete(conn.memberId);
  };

  // Connection housekeeping (not business work): heartbeats and session re-checks.
  const heartbeat = setInterval(() => {
    for (const conn of [...all, ...staffConns]) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  let checking = false;
  const sessionCheck = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      for (const conn of [...all]) {
        const session = await opts.accounts.resolveSession(conn.token, { touch: false }).catch(() => undefined);
        // undefined: the database did not answer; keep the socket and try again next round.
        if (session === null || (session && session.member.id !== conn.memberId)) {
          conn.socket.close(CLOSE_SESSION_ENDED, 'session ended');
        }
      }
      for (const conn of [...staffConns]) {
        const found = await opts.staffSession?.(conn.token).catch(() => undefined);
        if (found === null || (found && found.id !== conn.staffId))
          conn.socket.close(CLOSE_SESSION_ENDED, 'session ended');
      }
    } finally {
      checking = false;
    }
  }, sessionCheckMs);
  sessionCheck.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    await unsubscribe();
  });

  // On close the plugin closes every socket (clients reconnect, to another node behind a balancer).
  await app.register(websocket, { options: { maxPayload: 1024 } });

  /** Browsers always send Origin on a WebSocket handshake; a page on another site is refused. */
  const sameSiteHandshake = async (request: FastifyRequest) => {
    if (!request.ws) return;
    const allowed = [...ownOrigins(request), ...opts.allowedOrigins(request)];
    const origin = request.headers.origin;
    if (origin === undefined || !sameSiteRequest({ origin }, allowed)) {
      request.log.info({ origin }, 'live channel: cross-origin handshake refused');
      throw crossOriginRefused();
    }
  };

  app.route({
    method: 'GET',
    url: '/api/live',
    schema: { hide: true },
    // 401 auth.required without a session, before anything else (so the matrix sees it).
    preValidation: [app.requireMember, sameSiteHandshake],
    handler: async () => {
      throw new AppError(426, 'live.upgrade_required', 'This endpoint is a WebSocket: open it with an upgrade');
    },
    wsHandler: (socket, request) => {
      const session = sessionOf(request);
      const conn: Conn = {
        socket,
        token: request.cookies[SESSION_COOKIE] ?? '',
        memberId: session.member.id,
        brand: session.member.brand,
        alive: true,
      };
      all.add(conn);
      let set = byMember.get(conn.memberId);
      if (!set) {
        set = new Set();
        byMember.set(conn.memberId, set);
      }
      set.add(conn);
      if (set.size > MAX_SOCKETS_PER_MEMBER) {
        const oldest = set.values().next().value;
        if (oldest) {
          drop(oldest);
          oldest.socket.close(1008, 'too many connections');
        }
      }
      socket.on('pong', () => {
        conn.alive = true;
      });
      // Clients have nothing to say; anything they send is ignored.
      socket.on('close', () => drop(conn));
      send(conn, { type: 'hello' });
    },
  });

  if (!opts.staffSession) return;
  // The back office's console channel (docs/chat.md): every chat event of the brand of its host, for
  // staff whose role the access table allows (support; admin always).
  const staffGuard = app.requireStaff(...rolesFor('GET /api/admin/live'));
  app.route({
    method: 'GET',
    url: '/api/admin/live',
    schema: { hide: true },
    preValidation: [staffGuard, sameSiteHandshake],
    handler: async () => {
      throw new AppError(426, 'live.upgrade_required', 'This endpoint is a WebSocket: open it with an upgrade');
    },
    wsHandler: (socket, request) => {
      const conn: StaffConn = {
        socket,
        token: request.cookies[STAFF_COOKIE] ?? '',
        staffId: staffOf(request).id,
        brand: request.brand,
        alive: true,
      };
      staffConns.add(conn);
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('close', () => staffConns.delete(conn));
      send(conn, { type: 'hello' });
    },
  });
}
