import { api } from '../api/client';
import type { SessionInfoBody } from '../api/contract/accounts';
import type { SocialProviderId } from '../api/contract/accounts.constants';

/**
 * POST /api/accounts/social/:provider: the server checks the credential and answers the session like the log-in.
 * A first sign-in (a sign-up) also needs the player's birthday (the age gate, issue 19).
 */
export const socialSignIn = (provider: SocialProviderId, credential: string, birthday?: string) =>
  api<SessionInfoBody>(`/accounts/social/${provider}`, {
    method: 'POST',
    body: birthday === undefined ? { credential } : { credential, birthday },
  });
