import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMessage } from '../../../src/api/contract/accounts';
import { devLedgerCheckResponseSchema, outboxResponseSchema } from '../../../src/api/contract/accounts';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';

export interface DevRoutesOptions {
  listOutbox(to?: string): Promise<OutboxMessage[]>;
  /** The ledger invariant check (server/modules/wallet/ledger.ts `check`). */
  checkLedger(): Promise<{
    ok: boolean;
    accounts: number;
    entries: number;
    balanceMismatches: unknown[];
    unbalancedEntries: unknown[];
    totals: { brand: string; currency: string; total: string }[];
  }>;
}

const isLoopback = (address: string | undefined) => {
  const a =
    address
      ?.trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '') ?? '';
  return a === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(a);
};

/**
 * Whether the request comes from this machine: the socket's peer is a loopback address, never what
 * a header claims (X-Forwarded-For, the debug client-IP header). A local reverse proxy that says it
 * forwarded someone else (X-Forwarded-For or Forwarded naming a non-loopback hop) does not count.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  const hops: string[] = [];
  const xff = request.headers['x-forwarded-for'];
  for (const v of Array.isArray(xff) ? xff : xff ? [xff] : []) hops.push(...v.split(','));
  const fwd = request.headers.forwarded;
  if (fwd) for (const m of fwd.matchAll(/for=("?)([^;,"]+)\1/gi)) hops.push(m[2]!.replace(/:\d+$/, ''));
  return hops.every((hop) => isLoopback(hop));
}

/**
 * /api/dev/*: registered only when NODE_ENV is not production (the route does not exist there), and
 * answered only to this machine's own clients (403 dev.loopback_only): the server listens on 0.0.0.0
 * by default, and the outbox holds every SMS and e-mail code. The outbox is how the demo and the
 * automated tests (over loopback) read SMS and e-mail codes.
 */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, { listOutbox, checkLedger }) => {
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) {
      throw new AppError(403, 'dev.loopback_only', 'The dev outbox answers requests from this machine only');
    }
  });
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Messages the outbox SMS and e-mail providers stored, newest first (not in production; this machine only)',
        querystring: z.object({
          to: z.string().max(254).optional().describe('Only messages to this recipient, e.g. +8613800138000'),
        }),
        response: { 200: outboxResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listOutbox(request.query.to));
    },
  );
  app.get(
    '/ledger-check',
    {
      schema: {
        tags: ['dev'],
        summary: 'Runs the ledger invariant check and answers its figures (not in production; this machine only)',
        response: { 200: devLedgerCheckResponseSchema, 403: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const r = await checkLedger();
      return ok({
        ok: r.ok,
        accounts: r.accounts,
        entries: r.entries,
        balanceMismatches: r.balanceMismatches.length,
        unbalancedEntries: r.unbalancedEntries.length,
        unbalancedBooks: r.totals.filter((t) => t.total !== '0'),
      });
    },
  );
};
