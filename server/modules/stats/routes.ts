import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQuerySchema,
  dashboardResponseSchema,
  reportCsvQuerySchema,
  reportParamsSchema,
  reportQuerySchema,
  reportResponseSchema,
} from '../../../src/api/contract/adminStats';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { staffOf } from '../accounts';
import { csvLine, majorUnits } from './csv';
import { REPORTS, type StatsService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema };

export interface StatsRoutesOptions {
  service: StatsService;
}

/**
 * /api/admin/dashboard and /api/admin/reports (issue 24, ADR 0030): the figures from the daily
 * rollups. HTTP only; the service holds the SQL, the brand scope and the range rules. The guards come
 * from the access table (server/modules/admin/plugin.ts).
 */
export const statsAdminRoutes: FastifyPluginAsyncZod<StatsRoutesOptions> = async (app, { service }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The dashboard: totals of a period (today, 7 or 30 days, or a custom range), the previous period of equal length and each day, per currency, from the rollups',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.dashboard(staffOf(request), request.query)),
  );

  app.get(
    '/reports/:kind',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A report (finance, players, games, promotions, agents) by day and brand, a page of rows and its trend',
        params: reportParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.report(staffOf(request), request.params.kind, request.query)),
  );

  app.get(
    '/reports/:kind/csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'A report as CSV, streamed row by row (amounts in major units), for a download',
        params: reportParamsSchema,
        querystring: reportCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { kind } = request.params;
      const q = request.query;
      // Refusals (range, brand) are answered as JSON before the first byte of the file.
      await service.checkReport(staff, q);
      const columns = REPORTS[kind].columns;
      const rows = service.reportRows(staff, kind, q);
      async function* lines() {
        yield csvLine(columns.map((c) => c.key));
        for await (const { row, digits } of rows) {
          yield csvLine(
            columns.map((c) => {
              const v = row[c.key];
              if (typeof v !== 'bigint') return v ?? '';
              return c.kind === 'money' ? majorUnits(v, digits) : v.toString();
            }),
          );
        }
      }
      const name = `${kind}-${q.brand}-${q.from}-${q.to}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
};
