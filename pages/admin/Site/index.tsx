import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Skeleton } from '../../../design-system/Skeleton';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { siteApi, siteKeys } from '../../../src/admin/siteApi';
import { staffMayCall } from '../../../src/api/contract/access';
import { vars } from '../../../themes/contract.css';
import { BannersPanel } from './BannersPanel';
import { MaintenancePanel } from './MaintenancePanel';
import { ModulesPanel } from './ModulesPanel';
import { RegionPanel } from './RegionPanel';

/**
 * /admin/site (docs/admin.md "Site settings"): the admin runs maintenance, the region restriction and
 * the module kill switches (ADR 0032); marketing (and the admin) keep the banners. Every change is
 * audited on the server.
 */
export default function SiteSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const admin = !!staff && staffMayCall(staff.role, 'GET /api/admin/site');
  const settings = useQuery({ queryKey: siteKeys.settings, queryFn: siteApi.get, enabled: admin });
  const tabs = [...(admin ? (['maintenance', 'region', 'modules'] as const) : []), 'banners' as const].map((value) => ({
    value,
    label: t(`site.tabs.${value}`),
  }));

  const settingsPanel = (render: (s: NonNullable<typeof settings.data>) => React.ReactNode) =>
    settings.isError ? (
      <LoadError error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
    ) : settings.data ? (
      render(settings.data)
    ) : (
      <Skeleton shape="rect" height={`calc(${vars.space.huge} * 4)`} />
    );

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.site')} description={t('site.lead')} />
      <Tabs items={tabs} label={t('nav.site')} variant="pill">
        {admin ? (
          <>
            <TabPanel value="maintenance">
              {settingsPanel((s) => (
                <MaintenancePanel settings={s} />
              ))}
            </TabPanel>
            <TabPanel value="region">
              {settingsPanel((s) => (
                <RegionPanel settings={s} />
              ))}
            </TabPanel>
            <TabPanel value="modules">
              {settingsPanel((s) => (
                <ModulesPanel settings={s} />
              ))}
            </TabPanel>
          </>
        ) : null}
        <TabPanel value="banners">
          <BannersPanel />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
