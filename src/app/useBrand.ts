import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brands, defaultBrand, isBrandName, uploadedLogo } from '../../themes';
import type { SiteConfig } from '../api/contract';
import { useSiteConfig } from '../api/queries';

/** The active brand's logo and site name, from the white-label config (the default brand until it loads). */
export function useBrand() {
  const { t } = useTranslation();
  const config = useSiteConfig().data;
  const brand = config && isBrandName(config.brand) ? config.brand : defaultBrand;
  // An uploaded logo (the brand editor's look) replaces the brand's drawn one, at runtime.
  const logoUrl = config?.look?.logoUrl;
  const Logo = useMemo(() => (logoUrl ? uploadedLogo(logoUrl) : brands[brand].Logo), [logoUrl, brand]);
  return { brand, Logo, siteName: config?.siteName ?? t('appName') };
}

/** Whether the operator offers any app download (the bar, popup and floating button need one). */
export const hasDownloads = (config: SiteConfig | undefined) => Object.values(config?.downloads ?? {}).some(Boolean);
