import { WebSocket } from 'ws';

/** A WebSocket test client for /api/live: every frame it receives, and a way to wait for one. */
export interface LiveClient {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  /** Resolves with the first frame (already received or coming) that matches; rejects after `ms`. */
  next(match: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

export type LiveOpen = { ok: true; client: LiveClient } | { ok: false; status: number; code?: string };

/** Opens `url` (ws://host:port/api/live) with these headers; answers the client, or the refusal. */
export function openLive(
  url: string,
  headers: Record<string, string>,
  options: { autoPong?: boolean } = {},
): Promise<LiveOpen> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, handshakeTimeout: 5_000, ...options });
    const messages: Record<string, unknown>[] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data) => {
      messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
      for (const w of [...waiters]) w();
    });
    const closed = new Promise<number>((res) => ws.on('close', (code) => res(code)));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => {
        let code: string | undefined;
        try {
          code = (JSON.parse(body) as { code?: string }).code;
        } catch {}
        resolve({ ok: false, status: res.statusCode ?? 0, code });
      });
    });
    ws.on('error', (err) => reject(err));
    ws.on('open', () => {
      const client: LiveClient = {
        ws,
        messages,
        closed,
        close: () => ws.close(),
        next(match, ms = 2_000) {
          return new Promise((res, rej) => {
            const check = () => {
              const found = messages.find(match);
              if (!found) return false;
              waiters.delete(check);
              clearTimeout(timer);
              res(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`no matching live frame within ${ms} ms; got ${JSON.stringify(messages)}`));
            }, ms);
            if (!check()) waiters.add(check);
          });
        },
      };
      resolve({ ok: true, client });
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
