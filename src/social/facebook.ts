import { loadScript } from './loadScript';
import { type SocialSdk, SocialSignInCancelled } from './types';

/** The Facebook JS SDK (the CSP allows connect.facebook.net when Facebook is configured). */
export const FACEBOOK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
export const FACEBOOK_GRAPH_VERSION = 'v21.0';

interface LoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}
interface FacebookSdk {
  init(config: Record<string, unknown>): void;
  login(callback: (response: LoginResponse) => void, options?: Record<string, unknown>): void;
}
declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

/**
 * Facebook: FB.login opens Facebook's log-in window and answers a user access token for our app,
 * which the server checks with the Graph API (debug_token). `signIn` calls FB.login at once, in
 * the tap's task, so the browser lets the window open.
 */
export function createFacebookSdk(): SocialSdk {
  let sdk: FacebookSdk | undefined;
  return {
    id: 'facebook',
    async init(appId) {
      if (!(await loadScript(FACEBOOK_SCRIPT))) return false;
      const fb = window.FB;
      if (!fb) return false;
      try {
        fb.init({ appId, version: FACEBOOK_GRAPH_VERSION, cookie: false, xfbml: false, status: false });
      } catch {
        return false;
      }
      sdk = fb;
      return true;
    },
    signIn() {
      const fb = sdk;
      if (!fb) return Promise.reject(new Error('Facebook sign-in is not initialised'));
      return new Promise<string>((resolve, reject) => {
        fb.login(
          (response) => {
            const token = response.authResponse?.accessToken;
            if (response.status === 'connected' && token) resolve(token);
            else reject(new SocialSignInCancelled());
          },
          { scope: 'public_profile' },
        );
      });
    },
  };
}
