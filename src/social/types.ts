import type { SocialProviderId } from '../api/contract/accounts.constants';

/**
 * A provider's browser SDK behind one interface (docs/social-login.md). `init` loads the provider's
 * script and configures it with the public client id; it answers false, never throws, when the
 * script cannot load or set itself up (offline, blocked, or no route to the provider, as on the
 * build machine). `signIn` runs the provider's sign-in and answers its credential: a Google ID
 * token or a Facebook user access token, which the server checks with the provider.
 */
export interface SocialSdk {
  id: SocialProviderId;
  init(clientId: string): Promise<boolean>;
  signIn(): Promise<string>;
}

/** The player closed or declined the provider's sign-in: nothing to report. */
export class SocialSignInCancelled extends Error {
  constructor() {
    super('Social sign-in cancelled');
    this.name = 'SocialSignInCancelled';
  }
}
