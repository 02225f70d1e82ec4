import { loadScript } from './loadScript';
import { type SocialSdk, SocialSignInCancelled } from './types';

/** Google Identity Services (the CSP allows exactly this script when Google is configured). */
export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}
interface PromptMoment {
  getMomentType?: () => 'display' | 'skipped' | 'dismissed';
  getDismissedReason?: () => string;
}
interface GoogleIdentity {
  initialize(config: Record<string, unknown>): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/**
 * Google: GIS issues an ID token (a JWT whose audience is our client id) to the `callback` after the
 * player picks an account in Google's prompt. A prompt that is skipped or dismissed without a
 * credential (closed, or held back by Google's cool-down after earlier dismissals) is a cancel.
 */
export function createGoogleSdk(): SocialSdk {
  let identity: GoogleIdentity | undefined;
  let waiting: { resolve: (credential: string) => void; reject: (err: Error) => void } | null = null;
  const settle = (credential?: string) => {
    const w = waiting;
    waiting = null;
    if (!w) return;
    if (credential) w.resolve(credential);
    else w.reject(new SocialSignInCancelled());
  };
  return {
    id: 'google',
    async init(clientId) {
      if (!(await loadScript(GOOGLE_SCRIPT))) return false;
      const id = window.google?.accounts?.id;
      if (!id) return false;
      try {
        id.initialize({
          client_id: clientId,
          callback: (response: CredentialResponse) => settle(response.credential),
          auto_select: false,
          cancel_on_tap_outside: true,
          context: 'signin',
          ux_mode: 'popup',
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
      } catch {
        return false;
      }
      identity = id;
      return true;
    },
    signIn() {
      const id = identity;
      if (!id) return Promise.reject(new Error('Google sign-in is not initialised'));
      settle();
      return new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject };
        id.prompt((moment) => {
          const type = moment.getMomentType?.();
          if (type === 'skipped') settle();
          else if (type === 'dismissed' && moment.getDismissedReason?.() !== 'credential_returned') settle();
        });
      });
    },
  };
}
