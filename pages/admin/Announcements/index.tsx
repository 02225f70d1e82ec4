import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { DataTable } from '../../../design-system/DataTable';
import { FilterBar } from '../../../design-system/FilterBar';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { toast } from '../../../design-system/Toast';
import { contentApi, contentKeys } from '../../../src/admin/contentApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import {
  type AdminAnnouncement,
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementState,
  type AnnouncementType,
} from '../../../src/api/contract/announcements';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { AnnouncementEditor } from './AnnouncementEditor';
import { type AnnouncementAction, useAnnouncementColumns } from './columns';

type Open = { kind: 'create' } | { kind: AnnouncementAction; row: AdminAnnouncement };

/**
 * /admin/announcements (marketing writes; support reads): every announcement of the brand, by type
 * and state; create (a draft), edit, publish or unpublish, delete a draft. Players see a published
 * one from its start to its end, aimed at its target (docs/announcements.md); every change is audited.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'POST /api/admin/announcements');
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const [type, setType] = useState<AnnouncementType | ''>('');
  const [state, setState] = useState<AnnouncementState | ''>('');
  const filter = { type: type || undefined, state: state || undefined };
  const list = useQuery({
    queryKey: [...contentKeys.announcements, filter],
    queryFn: () => contentApi.announcements(filter),
  });
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.announcements });
  const act = useMutation({
    mutationFn: async ({ kind, row }: { kind: AnnouncementAction; row: AdminAnnouncement }): Promise<unknown> =>
      kind === 'delete'
        ? contentApi.deleteAnnouncement(row.id)
        : contentApi.setState(row.id, kind === 'publish' ? 'published' : 'draft'),
    onSuccess: async (_res, { kind, row }) => {
      await refresh();
      toast.success(t(`announcements.${kind}Done`, { title: row.title }), { id: 'announcement-action' });
      close();
    },
    onError: (err) => toast.error(errorMessage(err), { id: 'announcement-action' }),
  });
  const onAction = useCallback((kind: AnnouncementAction, row: AdminAnnouncement) => setOpen({ kind, row }), []);
  const columns = useAnnouncementColumns(mayEdit, onAction);
  const data = list.data;

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader
        title={t('nav.announcements')}
        description={t('announcements.lead')}
        actions={
          mayEdit ? (
            <Button icon={<Plus />} onPress={() => setOpen({ kind: 'create' })} disabled={!data}>
              {t('announcements.new')}
            </Button>
          ) : undefined
        }
      />
      <FilterBar>
        <Select
          label={t('announcements.type')}
          options={[
            { value: '', label: t('announcements.allTypes') },
            ...ANNOUNCEMENT_TYPES.map((v) => ({ value: v, label: t(`announcements.types.${v}`) })),
          ]}
          value={type}
          onChange={(v) => setType(v as AnnouncementType | '')}
        />
        <Select
          label={t('announcements.state')}
          options={[
            { value: '', label: t('announcements.allStates') },
            ...ANNOUNCEMENT_STATES.map((v) => ({ value: v, label: t(`announcements.states.${v}`) })),
          ]}
          value={state}
          onChange={(v) => setState(v as AnnouncementState | '')}
        />
      </FilterBar>
      <DataTable<AdminAnnouncement>
        layout="auto"
        caption={t('nav.announcements')}
        columns={columns}
        rows={data?.list}
        rowKey={(a) => String(a.id)}
        rowLabel={(a) => a.title}
        loading={list.isPending}
        loadingLabel={t('announcements.loading')}
        busy={list.isFetching || act.isPending}
        error={loadError(list)}
        empty={{ title: t('announcements.empty'), description: t('announcements.emptyHint') }}
      />
      {data && (open?.kind === 'create' || open?.kind === 'edit') ? (
        <AnnouncementEditor
          editing={open.kind === 'edit' ? open.row : null}
          languages={data.languages}
          defaultLanguage={data.defaultLanguage}
          onClose={close}
        />
      ) : null}
      {open && open.kind !== 'create' && open.kind !== 'edit' ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && !act.isPending && close()}
          title={t(`announcements.${open.kind}Confirm`, { title: open.row.title })}
          message={t(`announcements.${open.kind}Lead`)}
          confirmLabel={t(`announcements.${open.kind}`)}
          tone={open.kind === 'delete' ? 'critical' : undefined}
          onConfirm={() => act.mutateAsync({ kind: open.kind, row: open.row })}
          onError={() => undefined}
        />
      ) : null}
    </Stack>
  );
}
