import { useCallback } from 'react';
import { SocialLoginButtons } from '../../design-system/SocialLoginButtons';
import { toast } from '../../design-system/Toast';
import type { SessionInfoBody } from '../../src/api/contract/accounts';
import { useSiteConfig } from '../../src/api/queries';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useSocialLogin } from '../../src/social/useSocialLogin';

/**
 * The one-click social log-in of the log-in and registration pages (docs/social-login.md): a
 * button per provider whose white-label flag is on, that the server is configured for, and whose
 * sign-in service initialised here. A tap signs in like the password log-in (`onSignedIn`); a
 * failure shows as a toast. Renders nothing while no provider is ready.
 */
export function SocialLogin({ onSignedIn }: { onSignedIn: (info: SessionInfoBody) => void }) {
  const config = useSiteConfig();
  const messageOf = useErrorMessage();
  const onError = useCallback((err: unknown) => toast.error(messageOf(err)), [messageOf]);
  const { providers, pending, signIn } = useSocialLogin({ config: config.data, onSignedIn, onError });
  return (
    <SocialLoginButtons
      providers={providers}
      pending={pending}
      onSelect={(provider) => void signIn(provider)}
      ageLimit={config.data?.ageLimit}
    />
  );
}
