import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { toast } from '../../../design-system/Toast';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffAccountKeys, staffAccountsApi } from '../../../src/admin/staffAccountsApi';
import type { StaffAccount } from '../../../src/api/contract/adminStaff';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { BrandsDialog } from './brands';
import { type StaffAction, useStaffColumns } from './columns';
import { CreateStaffDialog, RoleDialog } from './dialogs';
import { PasswordShownDialog } from './password';

type Open =
  | { kind: 'create' }
  | { kind: StaffAction; member: StaffAccount }
  | { kind: 'shown'; username: string; password: string };

/**
 * /admin/staff (admin only): the staff accounts with their role, brands, status and last sign-in;
 * create, change a role or the brands, disable or enable (confirmed), reset a password (a generated
 * one is shown once). The server keeps the rules: never yourself, never the last active admin, a
 * limited admin sees and gives only their brands (docs/admin.md "Staff").
 */
export default function StaffPage() {
  const { t } = useTranslation(ADMIN_NS);
  const me = useStaff();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  // Per admin: the list depends on whose brands (invalidating staffAccountKeys.all still reaches it).
  const list = useQuery({ queryKey: [...staffAccountKeys.all, me?.username ?? ''], queryFn: staffAccountsApi.list });
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const onAction = useCallback((kind: StaffAction, member: StaffAccount) => setOpen({ kind, member }), []);
  const columns = useStaffColumns(me?.username, onAction);
  /** Closes a confirmation, but not what its success opened next (the password shown once). */
  const closeIf = (kind: Open['kind']) => setOpen((cur) => (cur?.kind === kind ? null : cur));
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.all });

  const toggle = useMutation({
    mutationFn: (m: StaffAccount) => staffAccountsApi.update(m.id, { active: !m.active }),
    onSuccess: async (m) => {
      await refresh();
      toast.success(t(m.active ? 'staff.enabled' : 'staff.disabled', { name: m.username }), { id: 'staff-toggle' });
    },
    onError: (err) => toast.error(errorMessage(err), { id: 'staff-toggle' }),
  });
  const reset = useMutation({
    mutationFn: (m: StaffAccount) => staffAccountsApi.resetPassword(m.id),
    onSuccess: async (res) => {
      await refresh();
      if (res.generatedPassword)
        setOpen({ kind: 'shown', username: res.staff.username, password: res.generatedPassword });
    },
    onError: (err) => toast.error(errorMessage(err), { id: 'staff-reset' }),
  });

  const newButton = (
    <Button icon={<Plus />} onPress={() => setOpen({ kind: 'create' })}>
      {t('staff.new')}
    </Button>
  );
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.staff')} description={t('staff.lead')} actions={list.data ? newButton : null} />
      <DataTable
        layout="auto"
        caption={t('staff.caption')}
        rows={list.data}
        rowKey={(m) => m.id}
        rowLabel={(m) => m.username}
        loading={list.isPending}
        loadingLabel={t('staff.loading')}
        skeletonRows={4}
        busy={list.isFetching}
        error={loadError(list)}
        columns={columns}
      />

      {open?.kind === 'create' ? (
        <CreateStaffDialog
          onClose={close}
          onCreated={(username, password) => setOpen(password ? { kind: 'shown', username, password } : null)}
        />
      ) : null}
      {open?.kind === 'role' ? <RoleDialog member={open.member} onClose={close} /> : null}
      {open?.kind === 'brands' ? <BrandsDialog member={open.member} onClose={close} /> : null}
      {open?.kind === 'shown' ? (
        <PasswordShownDialog username={open.username} password={open.password} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'toggle'}
        onOpenChange={(o) => !o && closeIf('toggle')}
        tone={open?.kind === 'toggle' && open.member.active ? 'critical' : 'default'}
        title={
          open?.kind === 'toggle'
            ? t(open.member.active ? 'staff.disableTitle' : 'staff.enableTitle', { name: open.member.username })
            : ''
        }
        message={open?.kind === 'toggle' ? t(open.member.active ? 'staff.disableLead' : 'staff.enableLead') : ''}
        confirmLabel={open?.kind === 'toggle' && !open.member.active ? t('staff.enable') : t('staff.disable')}
        onConfirm={async () => {
          if (open?.kind === 'toggle') await toggle.mutateAsync(open.member);
        }}
      />
      <ConfirmDialog
        open={open?.kind === 'reset'}
        onOpenChange={(o) => !o && closeIf('reset')}
        tone="critical"
        title={open?.kind === 'reset' ? t('staff.resetTitle', { name: open.member.username }) : ''}
        message={t('staff.resetLead')}
        confirmLabel={t('staff.resetPassword')}
        onConfirm={async () => {
          if (open?.kind === 'reset') await reset.mutateAsync(open.member);
        }}
      />
    </Stack>
  );
}
