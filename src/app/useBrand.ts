import { useTranslation } from 'react-i18next';
import { brands, defaultBrand, isBrandName } from '../../themes';
import type { SiteConfig } from '../api/contract';
import { useSiteConfig } from '../api/queries';

/** The active brand's logo and site name, from the white-label config (the default brand until it loads). */
export function useBrand() {
  const { t } = useTranslation();
  const config = useSiteConfig().data;
  const brand = config && isBrandName(config.brand) ? config.brand : defaultBrand;
  return { brand, Logo: brands[brand].Logo, siteName: config?.siteName ?? t('appName') };
}

/** Whether the operator offers any app download (the bar, popup and floating button need one). */
export const hasDownloads = (config: SiteConfig | undefined) => Object.values(config?.downloads ?? {}).some(Boolean);
