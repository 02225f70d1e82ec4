/** The part of `ws` (8.x, installed with @fastify/websocket) that the live channel and its tests use; no @types/ws. */
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';

  export interface ClientOptions {
    headers?: Record<string, string>;
    origin?: string;
    handshakeTimeout?: number;
    /** Answer pings automatically (default true); false plays a client that stopped responding. */
    autoPong?: boolean;
  }

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly CONNECTING: 0;
    readonly OPEN: 1;
    readonly CLOSING: 2;
    readonly CLOSED: 3;
    readonly readyState: 0 | 1 | 2 | 3;
    constructor(address: string, options?: ClientOptions);
    send(data: string | Buffer, cb?: (err?: Error) => void): void;
    ping(data?: unknown, mask?: boolean, cb?: (err: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'open', listener: () => void): this;
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    on(event: 'pong' | 'ping', listener: (data: Buffer) => void): this;
    on(event: 'unexpected-response', listener: (req: unknown, res: IncomingMessage) => void): this;
    on(event: string | symbol, listener: (...args: unknown[]) => void): this;
  }

  export class Server extends EventEmitter {
    clients: Set<WebSocket>;
    close(cb?: (err?: Error) => void): void;
  }
  export { Server as WebSocketServer };
  export default WebSocket;
}
