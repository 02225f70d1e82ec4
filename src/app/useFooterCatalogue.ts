import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FooterCategory, FooterImage } from '../../design-system/Footer';
import { useVendors } from '../api/games';
import { footerVendorLogos, lobbyPathOf, lobbyType } from '../rules/lobby';

/**
 * The footer's game categories (vendor sorting order) and vendor logos (at most 22), from the
 * catalogue; `loading` until its first answer.
 */
export function useFooterCatalogue(): { categories: FooterCategory[]; vendors: FooterImage[]; loading: boolean } {
  const { t } = useTranslation();
  const vendors = useVendors();
  return useMemo(() => {
    const data = vendors.data;
    if (!data) return { categories: [], vendors: [], loading: vendors.isPending };
    const all = Object.values(data.mapping).flat();
    const names = data.sorting.flatMap((s) => s.vendorNames.map((v) => v.vendorName));
    const ordered = [...new Set(names)].flatMap((n) => all.find((v) => v.vassalage === n) ?? []);
    return {
      categories: data.sorting
        .filter((s) => s.gameCategory !== 'ELOTT')
        .map((s) => ({
          key: s.gameCategory,
          label: t(`gameCategories.${s.gameCategory}`),
          to: lobbyPathOf(lobbyType(s.gameCategory)),
        })),
      vendors: footerVendorLogos(ordered).map((v) => ({ name: v.displayName, imageUrl: v.mobileLargeIcon })),
      loading: false,
    };
  }, [vendors.data, vendors.isPending, t]);
}
