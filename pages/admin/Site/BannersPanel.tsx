import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { siteApi, siteKeys } from '../../../src/admin/siteApi';
import type { AdminBanner } from '../../../src/api/contract/adminSite';
import { BANNER_GROUPS, type BannerGroup } from '../../../src/api/contract/system';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { BannerDialog } from './BannerDialog';
import { useBannerColumns } from './bannerColumns';

/**
 * The banners of one group (m_home, m_hotgames, m_leftmenu, m_reg) in display order: add one (art
 * uploaded, title, link, schedule), edit, move up or down, hide or delete. Players see the active ones
 * within their schedule.
 */
export function BannersPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const [group, setGroup] = useState<BannerGroup>('m_home');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminBanner | null>(null);
  const list = useQuery({ queryKey: siteKeys.banners(group), queryFn: () => siteApi.banners(group) });
  const onError = (err: unknown) => toast.error(errorMessage(err), { id: 'banner' });
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) => siteApi.moveBanner(id, direction),
    onSuccess: (data) => queryClient.setQueryData(siteKeys.banners(group), data),
    onError,
  });
  const remove = useMutation({
    mutationFn: (b: AdminBanner) => siteApi.deleteBanner(b.id),
    onSuccess: async (_r, b) => {
      await queryClient.invalidateQueries({ queryKey: siteKeys.banners(group) });
      toast.success(t('site.banners.deleted', { title: b.title }), { id: 'banner' });
    },
    onError,
  });
  const columns = useBannerColumns({
    rows: list.data?.list ?? [],
    busy: move.isPending,
    onMove: (b, direction) => move.mutate({ id: b.id, direction }),
    onEdit: setEditing,
    onRemove: setRemoving,
  });

  return (
    <Panel
      title={t('site.banners.title')}
      description={t('site.banners.lead')}
      actions={
        <Button icon={<Plus />} onPress={() => setEditing('new')}>
          {t('site.banners.add')}
        </Button>
      }
    >
      <Stack gap="md">
        <Select
          label={t('site.banners.group')}
          options={BANNER_GROUPS.map((g) => ({ value: g, label: t(`site.banners.groups.${g}`) }))}
          value={group}
          onChange={(g) => setGroup(g as BannerGroup)}
        />
        <DataTable
          layout="auto"
          caption={t('site.banners.title')}
          columns={columns}
          rows={list.data?.list}
          rowKey={(b) => String(b.id)}
          rowLabel={(b) => b.title}
          loading={list.isPending}
          loadingLabel={t('site.banners.loading')}
          skeletonRows={3}
          busy={list.isFetching}
          error={loadError(list)}
          empty={{ title: t('site.banners.empty'), description: t('site.banners.emptyHint') }}
        />
      </Stack>
      {editing ? (
        <BannerDialog group={group} editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        tone="critical"
        title={removing ? t('site.banners.deleteTitle', { title: removing.title }) : ''}
        message={t('site.banners.deleteLead')}
        confirmLabel={t('site.banners.delete')}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing);
        }}
      />
    </Panel>
  );
}
