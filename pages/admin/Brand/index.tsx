import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { Callout } from '../../../design-system/Callout';
import { Card } from '../../../design-system/Card';
import { Inline, Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Skeleton } from '../../../design-system/Skeleton';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { brandAdminApi, brandAdminKeys } from '../../../src/admin/brandApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import type { BrandEditor } from '../../../src/api/contract/adminBrand';
import type { BrandSettings } from '../../../src/api/contract/system';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { vars } from '../../../themes/contract.css';
import { History } from './History';
import { LanguagesTab } from './LanguagesTab';
import { LinksTab } from './LinksTab';
import { LookTab } from './LookTab';
import { MenuTab } from './MenuTab';
import { Preview } from './Preview';
import { PublishDialog } from './PublishDialog';
import { RegistrationTab } from './RegistrationTab';

const TABS = ['menu', 'links', 'registration', 'look', 'languages', 'domains'] as const;

/**
 * /admin/brand (admin; marketing drafts): the brand editor. Every change is saved to the brand's one
 * draft, reviewed as a diff against the live version, then published at once with no rebuild; the
 * history rolls back to any earlier version. A live preview frames the real home page (ADR 0031).
 */
export default function BrandEditorPage() {
  const { t } = useTranslation(ADMIN_NS);
  const query = useQuery({ queryKey: brandAdminKeys.editor, queryFn: brandAdminApi.get });
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.brand')} description={t('brand.lead')} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Skeleton shape="rect" height={`calc(${vars.space.huge} * 6)`} />
      ) : (
        <Editor key={`${query.data.live.id}:${query.data.draft?.updatedAt ?? ''}`} state={query.data} />
      )}
    </Stack>
  );
}

function Editor({ state }: { state: BrandEditor }) {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const navigate = useNavigate();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<BrandSettings>(state.draft?.settings ?? state.live.settings);
  const [tab, setTab] = useState<string>('menu');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [publishing, setPublishing] = useState(false);
  const canPublish = !!staff && staffMayCall(staff.role, 'POST /api/admin/brand/publish');
  const done = (data: BrandEditor) => {
    setErrors({});
    queryClient.setQueryData(brandAdminKeys.editor, data);
    void queryClient.invalidateQueries({ queryKey: brandAdminKeys.versions });
  };
  const onError = (err: unknown) => {
    const text = message(err);
    if (err instanceof ApiError && err.fields) {
      setErrors(Object.fromEntries(Object.keys(err.fields).map((k) => [k.replace(/^settings\./, ''), text])));
    }
    toast.error(text);
  };
  const save = useMutation({
    mutationFn: () => brandAdminApi.save(settings),
    onSuccess: (data) => {
      done(data);
      toast.success(t('brand.saved'));
    },
    onError,
  });
  const discard = useMutation({ mutationFn: brandAdminApi.discard, onSuccess: done, onError });
  const dirty = JSON.stringify(settings) !== JSON.stringify(state.draft?.settings ?? state.live.settings);
  const tabProps = { settings, onChange: setSettings, errors, brand: state.brand };

  return (
    <Stack gap="xl" minWidth={0}>
      <Card padding="lg" gap="md">
        <Text size="sm" tone="muted">
          {t('brand.liveVersion', { id: state.live.id })}
          {state.draft ? ` · ${t('brand.draftVersion', { id: state.draft.id })}` : ''}
        </Text>
        {state.draft?.stale ? <Callout tone="caution">{t('brand.staleDraft')}</Callout> : null}
        {dirty ? <Callout tone="info">{t('brand.unsaved')}</Callout> : null}
        <Inline gap="sm" wrap>
          <Button onPress={() => save.mutate()} loading={save.isPending} disabled={!dirty}>
            {t('brand.saveDraft')}
          </Button>
          {canPublish && state.draft ? (
            <Button variant="secondary" onPress={() => setPublishing(true)} disabled={dirty}>
              {t('brand.reviewPublish')}
            </Button>
          ) : null}
          {state.draft ? (
            <Button variant="ghost" onPress={() => discard.mutate()} loading={discard.isPending}>
              {t('brand.discard')}
            </Button>
          ) : null}
        </Inline>
      </Card>
      <Tabs
        items={TABS.map((value) => ({ value, label: t(`brand.tabs.${value}`) }))}
        value={tab}
        onValueChange={setTab}
        label={t('brand.tabsLabel')}
      >
        <TabPanel value="menu">
          <MenuTab {...tabProps} />
        </TabPanel>
        <TabPanel value="links">
          <LinksTab {...tabProps} />
        </TabPanel>
        <TabPanel value="registration">
          <RegistrationTab {...tabProps} />
        </TabPanel>
        <TabPanel value="look">
          <LookTab {...tabProps} />
        </TabPanel>
        <TabPanel value="languages">
          <LanguagesTab {...tabProps} appLanguages={state.appLanguages} />
        </TabPanel>
        <TabPanel value="domains">
          <Card padding="lg" gap="md">
            <Text>{t('brand.domainsLead')}</Text>
            <div>
              <Button variant="secondary" onPress={() => navigate('/admin/brand-domains')}>
                {t('brand.domainsOpen')}
              </Button>
            </div>
          </Card>
        </TabPanel>
      </Tabs>
      <Preview settings={settings} />
      <History liveId={state.live.id} />
      {state.draft ? (
        <PublishDialog
          open={publishing}
          onOpenChange={setPublishing}
          draftId={state.draft.id}
          diff={state.diff}
          onDone={done}
        />
      ) : null}
    </Stack>
  );
}
