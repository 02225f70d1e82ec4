import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { vendorsApi, vendorsKeys } from '../../../src/admin/vendorsApi';
import { staffMayCall } from '../../../src/api/contract/access';
import type { AdminVendor, VendorSaved } from '../../../src/api/contract/adminVendors';
import { errorKey } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { useVendorColumns } from './columns';
import { SecretDialog } from './SecretDialog';
import { VendorDialog, type VendorForm } from './VendorDialog';
import { VendorGames } from './VendorGames';

/**
 * /admin/vendors (the admin edits; marketing and support look): the brand's game vendors, house and
 * third-party (docs/vendors.md). The admin adds a vendor (code, names, category, logo, wallet secret,
 * launch URL template, flags), edits it, rotates its secret, and opens its games (?vendor=CODE) to add
 * and edit them. A generated secret is shown once. Every change is audited on the server.
 */
export default function VendorsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'POST /api/admin/vendors');
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const [params, setParams] = useSearchParams();
  const open = params.get('vendor');
  const list = useQuery({ queryKey: vendorsKeys.all, queryFn: vendorsApi.list });
  const [editing, setEditing] = useState<AdminVendor | 'new' | null>(null);
  const [rotating, setRotating] = useState<AdminVendor | null>(null);
  const [issued, setIssued] = useState<VendorSaved | null>(null);
  const data = list.data;
  const { t: tCommon } = useTranslation();
  const notFound = tCommon(errorKey('vendors.not_found'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorsKeys.all });

  const save = async (form: VendorForm) => {
    if (editing === 'new') {
      const saved = await vendorsApi.create(form);
      toast.success(t('vendors.added', { name: form.names.en }));
      if (saved.secret) setIssued(saved);
    } else if (editing) {
      const { code: _, secret: __, ...rest } = form;
      const body = editing.house
        ? { names: rest.names, logoUrl: rest.logoUrl, enabled: rest.enabled, sorting: rest.sorting }
        : rest;
      await vendorsApi.update(editing.code, body);
      toast.success(t('vendors.saved', { name: form.names.en }));
    }
    await refresh();
  };

  const columns = useVendorColumns({ mayEdit, onEdit: setEditing, onGames: (v) => setParams({ vendor: v.code }) });

  const openVendor = open ? data?.list.find((v) => v.code === open) : undefined;
  return (
    <Stack gap="xl" minWidth={0}>
      {open && data ? (
        openVendor ? (
          <VendorGames
            vendor={openVendor}
            currency={{ symbol: data.currencySymbol, digits: data.currencyDigits }}
            mayEdit={mayEdit}
            onBack={() => setParams({})}
            onChanged={refresh}
          />
        ) : (
          <Text tone="muted">{notFound}</Text>
        )
      ) : (
        <>
          <PageHeader
            title={t('nav.vendors')}
            description={t('vendors.lead')}
            actions={
              mayEdit ? (
                <Button icon={<Plus size={16} aria-hidden />} onPress={() => setEditing('new')}>
                  {t('vendors.add')}
                </Button>
              ) : undefined
            }
          />
          <DataTable<AdminVendor>
            layout="auto"
            caption={t('nav.vendors')}
            columns={columns}
            rows={data?.list}
            rowKey={(v) => v.code}
            rowLabel={(v) => v.names.en}
            loading={list.isPending}
            loadingLabel={t('vendors.loading')}
            busy={list.isFetching}
            error={loadError(list)}
            empty={{ title: t('vendors.empty') }}
          />
        </>
      )}
      {editing ? (
        <VendorDialog
          vendor={editing === 'new' ? null : editing}
          onSave={save}
          onRotate={editing !== 'new' && !editing.house ? () => setRotating(editing) : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {rotating ? (
        <ConfirmDialog
          open
          tone="critical"
          title={t('vendors.rotateTitle', { name: rotating.names.en })}
          message={t('vendors.rotateMessage')}
          confirmLabel={t('vendors.rotateConfirm')}
          cancelLabel={t('vendors.cancel')}
          onConfirm={async () => {
            const saved = await vendorsApi.rotateSecret(rotating.code);
            setRotating(null);
            setEditing(null);
            setIssued(saved);
          }}
          onError={(err) => toast.error(errorMessage(err))}
          onCancel={() => setRotating(null)}
        />
      ) : null}
      {issued ? <SecretDialog saved={issued} onClose={() => setIssued(null)} /> : null}
    </Stack>
  );
}
