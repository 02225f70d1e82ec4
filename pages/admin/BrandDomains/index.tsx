import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { Dialog } from '../../../design-system/Dialog';
import { EmptyState } from '../../../design-system/EmptyState';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { brandDomainKeys, brandDomainsApi } from '../../../src/admin/brandDomainsApi';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { BrandDomain } from '../../../src/api/contract/adminBrandDomains';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import * as css from '../shared/admin.css';
import { DataTable, ErrorState, RowsSkeleton } from '../shared/parts';

/**
 * /admin/brand-domains (admin only): the host names each brand answers on (ADR 0015). A host not
 * listed, localhost and IP addresses get the default brand. Add a host to a brand; remove one
 * (confirmed). The server checks the host and keeps an audit row of every change.
 */
export default function BrandDomainsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const dateTime = useDateTime();
  const list = useQuery({ queryKey: brandDomainKeys.all, queryFn: brandDomainsApi.list });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BrandDomain | null>(null);
  const remove = useMutation({
    mutationFn: (d: BrandDomain) => brandDomainsApi.remove(d.host),
    onSuccess: async (_res, d) => {
      await queryClient.invalidateQueries({ queryKey: brandDomainKeys.all });
      toast.success(t('brandDomains.removed', { host: d.host }), { id: 'brand-domain-removed' });
    },
    onError: (err) => toast.error(errorMessage(err), { id: 'brand-domain-removed' }),
  });

  const addButton = (
    <Button icon={<Plus />} onPress={() => setAdding(true)}>
      {t('brandDomains.add')}
    </Button>
  );
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader
        title={t('nav.brandDomains')}
        description={t('brandDomains.lead', { brand: list.data?.defaultBrand ?? '' })}
        actions={list.data ? addButton : null}
      />
      {list.isPending ? (
        <RowsSkeleton label={t('brandDomains.loading')} />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('brandDomains.empty')} description={t('brandDomains.emptyHint')} />
      ) : (
        <DataTable
          caption={t('nav.brandDomains')}
          rows={list.data.list}
          rowKey={(d) => d.host}
          rowLabel={(d) => d.host}
          columns={[
            {
              key: 'host',
              label: t('brandDomains.col.host'),
              kind: 'lead',
              cell: (d) => <span className={css.mono}>{d.host}</span>,
            },
            {
              key: 'brand',
              label: t('brandDomains.col.brand'),
              cell: (d) => <span className={css.mono}>{d.brand}</span>,
            },
            { key: 'created', label: t('brandDomains.col.created'), cell: (d) => dateTime(d.createdAt) },
            {
              key: 'actions',
              label: t('common.actions'),
              kind: 'actions',
              cell: (d) => (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Trash2 />}
                  aria-label={t('brandDomains.removeLabel', { host: d.host })}
                  onPress={() => setRemoving(d)}
                >
                  {t('brandDomains.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {adding && list.data ? <AddDialog brands={list.data.brands} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        tone="critical"
        title={removing ? t('brandDomains.removeTitle', { host: removing.host }) : ''}
        message={t('brandDomains.removeLead', { brand: list.data?.defaultBrand ?? '' })}
        confirmLabel={t('brandDomains.remove')}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing);
        }}
      />
    </Stack>
  );
}

/** Add: a host name and the brand it opens; the server lower-cases and checks it. */
function AddDialog({ brands, onClose }: { brands: string[]; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [host, setHost] = useState('');
  const [brand, setBrand] = useState(brands[0] ?? '');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => brandDomainsApi.create({ host: host.trim(), brand }),
    onSuccess: async (d) => {
      await queryClient.invalidateQueries({ queryKey: brandDomainKeys.all });
      toast.success(t('brandDomains.added', { host: d.host, brand: d.brand }), { id: 'brand-domain-added' });
      onClose();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (host.trim() === '') {
      setError(t('brandDomains.hostRule'));
      return;
    }
    setError(undefined);
    create.mutate();
  };
  const busy = create.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('brandDomains.addTitle')}
      description={t('brandDomains.addLead')}
      dismissible={!busy}
      size="form"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onPress={onClose}>
            {t('queue.cancel')}
          </Button>
          <Button type="submit" form="brand-domain-form" loading={busy}>
            {t('brandDomains.addConfirm')}
          </Button>
        </>
      }
    >
      <form id="brand-domain-form" onSubmit={submit} noValidate>
        <Stack gap="lg">
          <TextField
            label={t('brandDomains.host')}
            hint={t('brandDomains.hostRule')}
            value={host}
            autoComplete="off"
            error={error}
            onChange={setHost}
          />
          <Select
            label={t('brandDomains.brand')}
            options={brands.map((b) => ({ value: b, label: b }))}
            value={brand}
            onChange={setBrand}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
