import { useTranslation } from 'react-i18next';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { PromotionKey } from '../../../src/api/contract/activities';

/** Whether players see it, whether the side menu features it (one per brand), and its flag (REFERRAL). */
export function ShownFields(props: {
  enabled: boolean;
  onEnabled: (v: boolean) => void;
  featured: boolean;
  onFeatured: (v: boolean) => void;
  promotionKey: PromotionKey | '';
  onPromotionKey: (v: PromotionKey | '') => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <Switch label={t('promotions.enabled')} checked={props.enabled} onChange={props.onEnabled} />
      <Switch
        label={t('promotions.featured')}
        hint={t('promotions.featuredHint')}
        checked={props.featured}
        onChange={props.onFeatured}
      />
      <Select
        label={t('promotions.key')}
        hint={t('promotions.keyHint')}
        options={[
          { value: '', label: t('promotions.keys.none') },
          { value: 'REFERRAL', label: t('promotions.keys.REFERRAL') },
        ]}
        value={props.promotionKey}
        onChange={(v) => props.onPromotionKey(v as PromotionKey | '')}
      />
    </>
  );
}
