import type { SocialProviderId } from '../api/contract/accounts.constants';
import type { SocialSdk } from './types';

/** Each adapter is its own chunk, fetched only when its provider is offered. */
const loaders: Record<SocialProviderId, () => Promise<SocialSdk>> = {
  facebook: () => import('./facebook').then((m) => m.createFacebookSdk()),
  google: () => import('./google').then((m) => m.createGoogleSdk()),
};

const ready = new Map<string, Promise<SocialSdk | null>>();

/**
 * The provider's SDK, loaded and initialised with `clientId` once per page load (log-in and
 * registration share it); null when it cannot be, and then tried again next time.
 */
export function initSdk(provider: SocialProviderId, clientId: string): Promise<SocialSdk | null> {
  const key = `${provider}:${clientId}`;
  let sdk = ready.get(key);
  if (!sdk) {
    sdk = loaders[provider]()
      .then(async (adapter) => ((await adapter.init(clientId)) ? adapter : null))
      .catch(() => null);
    ready.set(key, sdk);
    void sdk.then((s) => {
      if (!s) ready.delete(key);
    });
  }
  return sdk;
}
