import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiDocsMode } from '../config';
import { staffAuthRequired } from '../modules/accounts/staff-auth';

/**
 * The OpenAPI document and its UI under /api/docs (API_DOCS, docs/operations.md): `public` serves them
 * to anyone (the default outside production), `staff` only with a live back-office session (the
 * `admin_sid` cookie, any role), `off` not at all (404; the default in production). The document is
 * still built (app.swagger()) whatever the mode. Register after @fastify/cookie and the staff guards.
 */
export async function registerApiDocs(app: FastifyInstance, mode: ApiDocsMode) {
  if (mode === 'off') return;
  const staffOnly = async (request: FastifyRequest) => {
    if (!(await app.staffSession(request))) throw staffAuthRequired();
  };
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true },
    ...(mode === 'staff' ? { uiHooks: { onRequest: staffOnly } } : {}),
  });
}
