import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../design-system/Toast';
import type { SiteConfig } from '../api/contract';

/**
 * Opens the first configured customer-service channel: web links in a new tab, mailto: in place.
 * With none configured, the person is told so instead of a silent tap.
 */
export function useCustomerService(config: SiteConfig | undefined) {
  const { t } = useTranslation();
  return useCallback(() => {
    const channel = config?.customerService[0];
    if (!channel) {
      toast.info(t('errors.forbidden'));
      return;
    }
    if (channel.url.startsWith('mailto:')) window.location.href = channel.url;
    else window.open(channel.url, '_blank', 'noopener');
  }, [config, t]);
}
