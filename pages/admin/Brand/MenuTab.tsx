import { useTranslation } from 'react-i18next';
import { Card } from '../../../design-system/Card';
import { Columns } from '../../../design-system/Layout';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { Switch } from '../../../design-system/Switch';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { FEATURE_KEYS, MENU_KEYS, type MenuKey } from '../../../src/api/contract/whitelabel';
import type { TabProps } from './types';

/** The spec's menu groups: side menu, game categories, agent menu (src/api/contract/whitelabel.ts). */
const GROUPS: { key: string; keys: readonly MenuKey[] }[] = [
  { key: 'sideMenu', keys: MENU_KEYS.slice(0, 10) },
  { key: 'categories', keys: MENU_KEYS.slice(10, 18) },
  { key: 'agentMenu', keys: MENU_KEYS.slice(18) },
];

/** Menu and features: every white-label flag (`whitelabelVal` per menu key) and feature switch. */
export function MenuTab({ settings, onChange }: TabProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      {GROUPS.map((group) => (
        <Card key={group.key} padding="lg" gap="md">
          <SectionHeader
            title={t(`brand.menu.${group.key}`)}
            description={t(`brand.menu.${group.key}Hint`)}
            level={2}
          />
          <Columns columns={1} wideColumns={2} gap="sm">
            {group.keys.map((key) => (
              <Switch
                key={key}
                label={t(`brand.menuKeys.${key}`)}
                hint={key}
                checked={settings.whitelabel[key] ?? false}
                onChange={(on) => onChange({ ...settings, whitelabel: { ...settings.whitelabel, [key]: on } })}
              />
            ))}
          </Columns>
        </Card>
      ))}
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.menu.features')} description={t('brand.menu.featuresHint')} level={2} />
        <Columns columns={1} wideColumns={2} gap="sm">
          {FEATURE_KEYS.map((key) => (
            <Switch
              key={key}
              label={t(`brand.features.${key}`)}
              hint={t(`brand.featureHints.${key}`)}
              checked={settings.features[key] ?? false}
              onChange={(on) => onChange({ ...settings, features: { ...settings.features, [key]: on } })}
            />
          ))}
        </Columns>
      </Card>
    </>
  );
}
