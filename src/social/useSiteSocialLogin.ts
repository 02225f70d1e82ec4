import { useCallback } from 'react';
import type { SocialLoginButtonsProps } from '../../design-system/SocialLoginButtons';
import { toast } from '../../design-system/Toast';
import type { SessionInfoBody } from '../api/contract/accounts';
import { useSiteConfig } from '../api/queries';
import { useErrorMessage } from '../api/useErrorMessage';
import { askSocialBirthday } from './birthdayQuestion';
import { useSocialLogin } from './useSocialLogin';

/**
 * The one-click social log-in of the log-in and registration pages (docs/social-login.md), as the
 * props of the kit's SocialLoginButtons: a button per provider whose white-label flag is on, that
 * the server is configured for, and whose sign-in service initialised here. A tap signs in like the
 * password log-in (`onSignedIn`); a sign-up first asks the birthday (SocialBirthdayDialog, hosted by
 * the shell); a failure shows as a toast. No providers while none is ready.
 */
export function useSiteSocialLogin(onSignedIn: (info: SessionInfoBody) => void): SocialLoginButtonsProps {
  const config = useSiteConfig();
  const messageOf = useErrorMessage();
  const onError = useCallback((err: unknown) => toast.error(messageOf(err)), [messageOf]);
  const ageLimit = config.data?.ageLimit ?? 18;
  const askBirthday = useCallback(() => askSocialBirthday(ageLimit), [ageLimit]);
  const { providers, pending, signIn } = useSocialLogin({ config: config.data, onSignedIn, onError, askBirthday });
  return {
    providers,
    pending,
    onSelect: (provider) => void signIn(provider),
    ageLimit: config.data?.ageLimit,
  };
}
