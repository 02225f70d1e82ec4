import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponseSchema, socialLoginSchema } from '../../../src/api/contract/accounts';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { type SessionCookieOptions, setSessionCookie } from './auth';
import { requestContext } from './device';
import type { AccountsService } from './service';
import type { SocialProviders } from './social';

export interface SocialRoutesOptions {
  service: AccountsService;
  /** The configured providers: the real ones from the environment (socialProvidersFromConfig); tests pass fakes. */
  providers: SocialProviders;
  production: boolean;
  cookie: SessionCookieOptions;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
  503: apiErrorSchema,
};

/** POST /api/accounts/social/:provider (docs/social-login.md). HTTP only; the rules are the service's. */
export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (
  app,
  { service, providers, production, cookie },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/:provider',
    {
      schema: {
        tags: ['accounts'],
        summary: 'One-click social log-in: sign in (or register, then sign in) with a Google or Facebook credential',
        description:
          "`credential` is what the provider's browser SDK returned: a Google ID token, or a Facebook user access token. The server checks it with the provider. A provider that is unknown, not configured, or whose white-label flag is off is 404 auth.social_unavailable; a credential the provider refuses is 401 auth.social_invalid; a provider that cannot be reached is 503 auth.social_unreachable. A known identity signs its member in; a new one registers a player with a generated username (403 auth.social_signup_unavailable when the brand's registration needs fields the provider cannot give). The answer and the session cookie are those of POST /api/accounts/login.",
        params: z.object({ provider: z.string().max(32).describe('facebook or google') }),
        body: socialLoginSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requestContext(clientIp(request.ip, request.headers, { production }), request.headers);
      const { token, info, created } = await service.socialLogin(
        providers,
        request.params.provider,
        request.body.credential,
        ctx,
        request.body.birthday,
      );
      request.log.info({ provider: request.params.provider, created }, 'social log-in');
      setSessionCookie(reply, token, cookie);
      return ok(info);
    },
  );
};
