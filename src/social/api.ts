import { api } from '../api/client';
import type { SessionInfoBody } from '../api/contract/accounts';
import type { SocialProviderId } from '../api/contract/accounts.constants';

/** POST /api/accounts/social/:provider: the server checks the credential and answers the session like the log-in. */
export const socialSignIn = (provider: SocialProviderId, credential: string) =>
  api<SessionInfoBody>(`/accounts/social/${provider}`, { method: 'POST', body: { credential } });
