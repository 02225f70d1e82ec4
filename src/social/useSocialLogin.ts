import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SessionInfoBody } from '../api/contract/accounts';
import type { SocialProviderId } from '../api/contract/accounts.constants';
import type { SiteConfig } from '../api/contract/system';
import { socialSignIn } from './api';
import { needsBirthday } from './birthdayQuestion';
import { offeredProviders, type SdkState, shownProviders } from './offered';
import { initSdk } from './sdks';
import { type SocialSdk, SocialSignInCancelled } from './types';

export interface SocialLoginOptions {
  config: Pick<SiteConfig, 'features' | 'socialLogin'> | undefined;
  /** The server answered a session: sign in exactly as after the password log-in. */
  onSignedIn: (info: SessionInfoBody) => void;
  /** The SDK or the server failed (not a cancel by the player). */
  onError: (err: unknown) => void;
  /** Injectable for tests and stories; default the real adapters. */
  init?: (provider: SocialProviderId, clientId: string) => Promise<SocialSdk | null>;
  signInWith?: (provider: SocialProviderId, credential: string, birthday?: string) => Promise<SessionInfoBody>;
  /**
   * A first sign-in creates the account and needs the player's birthday (the age gate): asked when the
   * server refuses without one, then the same credential is sent again with it. Null: the player gave up.
   */
  askBirthday?: () => Promise<string | null>;
}

/**
 * One-click social log-in for a page: initialises the SDK of each offered provider (nothing is
 * fetched when none is offered), answers the providers whose SDK is ready, and runs a sign-in:
 * SDK credential -> POST /api/accounts/social/:provider -> onSignedIn (asking the birthday first
 * when the sign-in is a sign-up).
 */
export function useSocialLogin({
  config,
  onSignedIn,
  onError,
  init = initSdk,
  signInWith = socialSignIn,
  askBirthday,
}: SocialLoginOptions) {
  const offered = useMemo(() => offeredProviders(config), [config]);
  const key = offered.map((p) => `${p.provider}:${p.clientId}`).join(',');
  const [states, setStates] = useState<Partial<Record<SocialProviderId, SdkState>>>({});
  const [pending, setPending] = useState<SocialProviderId | null>(null);
  const sdks = useRef(new Map<SocialProviderId, SocialSdk>());
  const busy = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-runs when the offered providers change (key)
  useEffect(() => {
    let live = true;
    for (const { provider, clientId } of offered) {
      setStates((s) => ({ ...s, [provider]: 'loading' }));
      void init(provider, clientId).then((sdk) => {
        if (!live) return;
        if (sdk) sdks.current.set(provider, sdk);
        setStates((s) => ({ ...s, [provider]: sdk ? 'ready' : 'failed' }));
      });
    }
    return () => {
      live = false;
    };
  }, [key]);

  const signIn = useCallback(
    async (provider: SocialProviderId) => {
      const sdk = sdks.current.get(provider);
      if (!sdk || busy.current) return;
      busy.current = true;
      setPending(provider);
      try {
        // Called in the tap's task: the provider's window may open.
        const credential = await sdk.signIn();
        let info: SessionInfoBody;
        try {
          info = await signInWith(provider, credential);
        } catch (err) {
          if (!askBirthday || !needsBirthday(err)) throw err;
          const birthday = await askBirthday();
          if (birthday === null) return;
          info = await signInWith(provider, credential, birthday);
        }
        onSignedIn(info);
      } catch (err) {
        if (!(err instanceof SocialSignInCancelled)) onError(err);
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [onSignedIn, onError, signInWith, askBirthday],
  );

  return { providers: shownProviders(offered, states), pending, signIn };
}
