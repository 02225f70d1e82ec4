import { useCallback } from 'react';
import type { SiteConfig } from '../api/contract';

/** Opens the first configured customer-service channel in a new tab. */
export function useCustomerService(config: SiteConfig | undefined) {
  return useCallback(() => {
    const channel = config?.customerService[0];
    if (channel) window.open(channel.url, '_blank', 'noopener');
  }, [config]);
}
