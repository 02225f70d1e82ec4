import { useTranslation } from 'react-i18next';
import type { SocialProviderId } from '../../src/api/contract/accounts.constants';
import { Button } from '../Button';
import { ProviderMark } from './marks';
import * as css from './SocialLoginButtons.css';

/** Brand names are not translated. */
export const PROVIDER_NAMES: Record<SocialProviderId, string> = { facebook: 'Facebook', google: 'Google' };

export interface SocialLoginButtonsProps {
  /** The providers to offer, in order: only those that are enabled and whose sign-in service is ready. */
  providers: readonly SocialProviderId[];
  /** A tap on a provider's button. */
  onSelect: (provider: SocialProviderId) => void;
  /** The provider whose sign-in is running: its button shows a spinner, the others wait. */
  pending?: SocialProviderId | null;
  /** Shows "by continuing you accept the terms and are at least {ageLimit}" under the buttons. */
  ageLimit?: number;
}

/**
 * One-click social log-in (spec §2 Login, Registration): "or", then a "Continue with ..." button per
 * provider with the provider's mark. Renders nothing without providers.
 */
export function SocialLoginButtons({ providers, onSelect, pending = null, ageLimit }: SocialLoginButtonsProps) {
  const { t } = useTranslation('dsForms');
  if (providers.length === 0) return null;
  return (
    <fieldset className={css.root}>
      <legend className={css.divider}>{t('social.or')}</legend>
      <div className={css.buttons}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            fullWidth
            icon={<ProviderMark provider={provider} />}
            loading={pending === provider}
            disabled={pending !== null && pending !== provider}
            onPress={() => onSelect(provider)}
          >
            {t('social.continueWith', { provider: PROVIDER_NAMES[provider] })}
          </Button>
        ))}
      </div>
      {ageLimit !== undefined && <p className={css.note}>{t('social.note', { age: ageLimit })}</p>}
    </fieldset>
  );
}
