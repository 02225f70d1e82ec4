import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../api/contract/system';
import { offeredProviders, shownProviders } from './offered';

const features = (facebookLogin: boolean, googleLogin: boolean) =>
  ({ facebookLogin, googleLogin }) as unknown as SiteConfig['features'];
const both: SiteConfig['socialLogin'] = [
  { provider: 'facebook', clientId: '555000111' },
  { provider: 'google', clientId: 'abc.apps.googleusercontent.com' },
];

describe('which social log-in buttons show', () => {
  it('none without a config, or when the server is not configured for any provider', () => {
    expect(offeredProviders(undefined)).toEqual([]);
    expect(offeredProviders({ features: features(true, true) })).toEqual([]);
    expect(offeredProviders({ features: features(true, true), socialLogin: [] })).toEqual([]);
  });

  it('none for a provider whose white-label flag is off, even when the server lists it', () => {
    expect(offeredProviders({ features: features(false, false), socialLogin: both })).toEqual([]);
    expect(offeredProviders({ features: features(false, true), socialLogin: both }).map((p) => p.provider)).toEqual([
      'google',
    ]);
  });

  it('none for a provider without a client id', () => {
    const blank = [{ provider: 'google' as const, clientId: ' ' }];
    expect(offeredProviders({ features: features(true, true), socialLogin: blank })).toEqual([]);
  });

  it('an offered provider shows only once its SDK initialised: not while loading, never after a failure', () => {
    const offered = offeredProviders({ features: features(true, true), socialLogin: both });
    expect(shownProviders(offered, {})).toEqual([]);
    expect(shownProviders(offered, { facebook: 'loading', google: 'loading' })).toEqual([]);
    expect(shownProviders(offered, { facebook: 'failed', google: 'ready' })).toEqual(['google']);
    expect(shownProviders(offered, { facebook: 'ready', google: 'failed' })).toEqual(['facebook']);
    expect(shownProviders(offered, { google: 'ready', facebook: 'ready' })).toEqual(['facebook', 'google']);
  });
});

// ---------------------------------------------------------------------------------------------------
// The SDK adapters against stand-ins for the page and the providers' scripts (no provider is
// reachable from here, so the real scripts never load in any test).
// ---------------------------------------------------------------------------------------------------

type Outcome = 'load' | 'error' | 'never';

/** A document whose <script> elements load, fail or hang, running `onLoad` before the load event. */
function fakeDocument(outcome: Outcome, onLoad: () => void = () => {}) {
  const appended: { src: string }[] = [];
  const doc = {
    createElement: () => {
      const el = {
        src: '',
        async: false,
        onload: null as null | (() => void),
        onerror: null as null | (() => void),
        remove: vi.fn(),
      };
      return el;
    },
    head: {
      appendChild: (el: { src: string; onload: null | (() => void); onerror: null | (() => void) }) => {
        appended.push(el);
        queueMicrotask(() => {
          if (outcome === 'load') {
            onLoad();
            el.onload?.();
          } else if (outcome === 'error') el.onerror?.();
        });
      },
    },
  };
  return { doc, appended };
}

describe('SDK adapters', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loadScript: answers true on load, false on error or after the timeout, and adds a script once', async () => {
    const ok = fakeDocument('load');
    vi.stubGlobal('document', ok.doc);
    const { loadScript } = await import('./loadScript');
    const [a, b] = await Promise.all([loadScript('https://x.test/a.js'), loadScript('https://x.test/a.js')]);
    expect([a, b]).toEqual([true, true]);
    expect(ok.appended).toHaveLength(1);

    vi.stubGlobal('document', fakeDocument('error').doc);
    expect(await loadScript('https://x.test/b.js')).toBe(false);

    vi.useFakeTimers();
    vi.stubGlobal('document', fakeDocument('never').doc);
    const hanging = loadScript('https://x.test/c.js', 8_000);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await hanging).toBe(false);
  });

  it('without a page (server render, tests) nothing loads and the SDK is unavailable', async () => {
    const { initSdk } = await import('./sdks');
    expect(await initSdk('google', 'abc.apps.googleusercontent.com')).toBeNull();
    expect(await initSdk('facebook', '555000111')).toBeNull();
  });

  it('Google: initialises GIS with the client id; a sign-in answers the ID token; a skipped prompt is a cancel', async () => {
    let config: Record<string, unknown> = {};
    let moment: 'credential' | 'skipped' = 'credential';
    const gis = {
      initialize: vi.fn((c: Record<string, unknown>) => {
        config = c;
      }),
      prompt: vi.fn((listener?: (m: { getMomentType: () => string }) => void) => {
        if (moment === 'credential')
          (config.callback as (r: { credential: string }) => void)({ credential: 'id.jwt.token' });
        else listener?.({ getMomentType: () => 'skipped' });
      }),
    };
    const win: Record<string, unknown> = {};
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', fakeDocument('load', () => (win.google = { accounts: { id: gis } })).doc);
    const { createGoogleSdk } = await import('./google');
    const { SocialSignInCancelled } = await import('./types');
    const sdk = createGoogleSdk();
    await expect(sdk.signIn()).rejects.toThrow('not initialised');
    expect(await sdk.init('abc.apps.googleusercontent.com')).toBe(true);
    expect(config).toMatchObject({ client_id: 'abc.apps.googleusercontent.com', auto_select: false });
    expect(await sdk.signIn()).toBe('id.jwt.token');
    moment = 'skipped';
    await expect(sdk.signIn()).rejects.toBeInstanceOf(SocialSignInCancelled);
  });

  it('Google: a script that fails to load, or loads without GIS, leaves the SDK uninitialised', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', fakeDocument('error').doc);
    const { createGoogleSdk } = await import('./google');
    expect(await createGoogleSdk().init('abc.apps.googleusercontent.com')).toBe(false);
    vi.stubGlobal('document', fakeDocument('load').doc);
    expect(await createGoogleSdk().init('abc.apps.googleusercontent.com')).toBe(false);
  });

  it('Facebook: initialises the SDK with the app id; a sign-in answers the access token; a declined one is a cancel', async () => {
    let answer: { status: string; authResponse?: { accessToken: string } } = {
      status: 'connected',
      authResponse: { accessToken: 'EAAB-token' },
    };
    const fb = { init: vi.fn(), login: vi.fn((cb: (r: typeof answer) => void) => cb(answer)) };
    const win: Record<string, unknown> = {};
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', fakeDocument('load', () => (win.FB = fb)).doc);
    const { createFacebookSdk } = await import('./facebook');
    const { SocialSignInCancelled } = await import('./types');
    const sdk = createFacebookSdk();
    expect(await sdk.init('555000111')).toBe(true);
    expect(fb.init).toHaveBeenCalledWith(expect.objectContaining({ appId: '555000111', xfbml: false }));
    expect(await sdk.signIn()).toBe('EAAB-token');
    answer = { status: 'unknown' };
    await expect(sdk.signIn()).rejects.toBeInstanceOf(SocialSignInCancelled);
  });
});
