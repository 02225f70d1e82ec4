import { SOCIAL_FEATURE_FLAGS, type SocialProviderId } from '../api/contract/accounts.constants';
import type { SiteConfig, SocialLoginProvider } from '../api/contract/system';

/** Where a provider's SDK stands on this page. */
export type SdkState = 'loading' | 'ready' | 'failed';

/**
 * The providers this site offers (spec §2 Login: "when the matching white-label flags are on"): the
 * server lists those it is configured for, and the brand's flag must be on as well. Nothing is
 * offered without a config, and nothing whose SDK would have no client id.
 */
export function offeredProviders(
  config: Pick<SiteConfig, 'features' | 'socialLogin'> | undefined,
): SocialLoginProvider[] {
  if (!config?.socialLogin) return [];
  return config.socialLogin.filter(
    (p) => config.features[SOCIAL_FEATURE_FLAGS[p.provider]] === true && p.clientId.trim() !== '',
  );
}

/**
 * The buttons to show: offered providers whose SDK initialised ("and the external sign-in service is
 * initialised"). One still loading or failed shows nothing, so a provider that cannot be reached
 * never leaves a dead button.
 */
export function shownProviders(
  offered: readonly SocialLoginProvider[],
  states: Partial<Record<SocialProviderId, SdkState>>,
): SocialProviderId[] {
  return offered.filter((p) => states[p.provider] === 'ready').map((p) => p.provider);
}
