import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../../../src/api/contract/accounts.constants';
import type { SocialLoginProvider } from '../../../src/api/contract/system';
import type { Config } from '../../config';
import type { ThirdPartySources } from '../../lib/security';

/**
 * Social log-in providers (docs/social-login.md). The browser's SDK signs the player in with the
 * provider and hands the server a credential; a provider here checks that credential with the
 * provider itself and answers who the player is. Nothing the browser says about the player is
 * trusted without that check.
 */

/** Who the provider says the player is. `subject` is the provider's stable id for this app. */
export interface SocialIdentity {
  subject: string;
  /** Only an address the provider vouches for (Google: `email_verified`); absent otherwise. */
  email?: string;
  name?: string;
}

export interface SocialProvider {
  id: SocialProviderId;
  /** The public id the browser SDK needs (Google client id, Facebook app id). Never a secret. */
  clientId: string;
  /**
   * Checks `credential` with the provider. Rejects with SocialCredentialError when the provider does
   * not accept it (forged, expired, for another app); any other rejection means the provider could
   * not be asked (network, timeout, outage, wrong server credentials).
   */
  verify(credential: string): Promise<SocialIdentity>;
}

/** The provider does not accept the credential: the player's problem, not the server's. */
export class SocialCredentialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocialCredentialError';
  }
}

/** The configured providers, by id. Empty when none is configured (the default). */
export type SocialProviders = ReadonlyMap<SocialProviderId, SocialProvider>;

/** How long one call to a provider may take before the sign-in answers auth.social_unreachable. */
export const SOCIAL_TIMEOUT_MS = 5_000;

export const isSocialProviderId = (v: string): v is SocialProviderId =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(v);

// ---------------------------------------------------------------------------------------------------
// Google: an ID token (JWT) from Google Identity Services, checked against Google's published keys
// ---------------------------------------------------------------------------------------------------

/** Google's signing keys for ID tokens (JWKS), and the issuers its tokens carry. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleProviderOptions {
  clientId: string;
  /** The key set; default Google's remote JWKS (fetched with a timeout, cached, refreshed on rotation). */
  keys?: JWTVerifyGetKey;
}

/** jose errors that mean "this token is not good"; every other failure means the keys could not be had. */
const TOKEN_ERRORS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

export function googleProvider(opts: GoogleProviderOptions): SocialProvider {
  const keys =
    opts.keys ??
    createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), {
      timeoutDuration: SOCIAL_TIMEOUT_MS,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
  return {
    id: 'google',
    clientId: opts.clientId,
    async verify(credential) {
      let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
      try {
        ({ payload } = await jwtVerify(credential, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: opts.clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 60,
        }));
      } catch (err) {
        if (err instanceof joseErrors.JOSEError && TOKEN_ERRORS.has(err.code)) {
          throw new SocialCredentialError(`Google ID token refused: ${err.code}`);
        }
        throw err;
      }
      if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 255) {
        throw new SocialCredentialError('Google ID token has no subject');
      }
      const identity: SocialIdentity = { subject: payload.sub };
      if (payload.email_verified === true && typeof payload.email === 'string') identity.email = payload.email;
      if (typeof payload.name === 'string' && payload.name.trim() !== '') identity.name = payload.name.trim();
      return identity;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Facebook: a user access token from the Facebook JS SDK, checked with the Graph API's debug_token
// ---------------------------------------------------------------------------------------------------

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export interface FacebookProviderOptions {
  appId: string;
  appSecret: string;
  /** The HTTP client; default the global fetch. */
  fetch?: typeof fetch;
  /** Per call; default SOCIAL_TIMEOUT_MS. */
  timeoutMs?: number;
}

interface DebugToken {
  data?: {
    app_id?: string | number;
    type?: string;
    is_valid?: boolean;
    user_id?: string | number;
    expires_at?: number;
  };
}

export function facebookProvider(opts: FacebookProviderOptions): SocialProvider {
  const fetchImpl = opts.fetch ?? fetch;
  const get = async (url: URL) => {
    const res = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(opts.timeoutMs ?? SOCIAL_TIMEOUT_MS),
    });
    // The Graph API answers a bad *input* token with 200 and is_valid false. A non-2xx answer means
    // our app credentials are wrong or Facebook is failing: the server's problem, not the player's.
    if (!res.ok) throw new Error(`Facebook Graph API answered HTTP ${res.status}`);
    return (await res.json()) as unknown;
  };
  return {
    id: 'facebook',
    clientId: opts.appId,
    async verify(credential) {
      const debug = new URL(`${FACEBOOK_GRAPH_URL}/debug_token`);
      debug.searchParams.set('input_token', credential);
      debug.searchParams.set('access_token', `${opts.appId}|${opts.appSecret}`);
      const data = ((await get(debug)) as DebugToken).data;
      if (data?.is_valid !== true) throw new SocialCredentialError('Facebook token is not valid');
      if (String(data.app_id) !== opts.appId) throw new SocialCredentialError('Facebook token is for another app');
      if (data.type !== undefined && data.type !== 'USER') throw new SocialCredentialError('Not a user token');
      const subject = data.user_id === undefined ? '' : String(data.user_id);
      if (!/^[0-9]{1,40}$/.test(subject)) throw new SocialCredentialError('Facebook token has no user');
      if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at * 1000 <= Date.now()) {
        throw new SocialCredentialError('Facebook token has expired');
      }
      const identity: SocialIdentity = { subject };
      // The display name, for the nickname; the sign-in does not depend on it. The e-mail Facebook
      // returns is not marked verified, so it is not asked for.
      try {
        const me = new URL(`${FACEBOOK_GRAPH_URL}/me`);
        me.searchParams.set('fields', 'id,name');
        me.searchParams.set('access_token', credential);
        me.searchParams.set('appsecret_proof', createHmac('sha256', opts.appSecret).update(credential).digest('hex'));
        const profile = (await get(me)) as { id?: unknown; name?: unknown };
        if (String(profile.id) === subject && typeof profile.name === 'string' && profile.name.trim() !== '') {
          identity.name = profile.name.trim();
        }
      } catch {
        // No name: the member gets none.
      }
      return identity;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// From the configuration
// ---------------------------------------------------------------------------------------------------

/** The real providers the environment configures (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID + _SECRET). */
export function socialProvidersFromConfig(social: Config['social']): SocialProviders {
  const providers = new Map<SocialProviderId, SocialProvider>();
  if (social.facebookAppId && social.facebookAppSecret) {
    providers.set('facebook', facebookProvider({ appId: social.facebookAppId, appSecret: social.facebookAppSecret }));
  }
  if (social.googleClientId) providers.set('google', googleProvider({ clientId: social.googleClientId }));
  return providers;
}

/** What the browser may learn: each configured provider and its public client id, in button order. */
export function publicSocialProviders(providers: SocialProviders): SocialLoginProvider[] {
  return SOCIAL_PROVIDERS.flatMap((id) => {
    const p = providers.get(id);
    return p ? [{ provider: id, clientId: p.clientId }] : [];
  });
}

/**
 * The origins each provider's browser SDK needs in the Content-Security-Policy: its script, the
 * endpoints it calls, its stylesheet (its frames are covered by frame-src https:). Both open a
 * sign-in pop-up that reports back to the page, so the opener policy must allow pop-ups.
 */
export const SOCIAL_CSP: Record<SocialProviderId, Omit<ThirdPartySources, 'popups'>> = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  facebook: {
    script: ['https://connect.facebook.net'],
    connect: ['https://graph.facebook.com', 'https://www.facebook.com', 'https://connect.facebook.net'],
    style: [],
  },
};

/** The CSP additions for the configured providers; none (undefined) when no provider is configured. */
export function socialCsp(providers: SocialProviders): ThirdPartySources | undefined {
  const ids = SOCIAL_PROVIDERS.filter((id) => providers.has(id));
  if (ids.length === 0) return undefined;
  return {
    script: ids.flatMap((id) => SOCIAL_CSP[id].script),
    connect: ids.flatMap((id) => SOCIAL_CSP[id].connect),
    style: ids.flatMap((id) => SOCIAL_CSP[id].style),
    popups: true,
  };
}
