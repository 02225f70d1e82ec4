import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, QrCode, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { brandDomainKeys, brandDomainsApi } from '../../../src/admin/brandDomainsApi';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import type { BrandDomain } from '../../../src/api/contract/adminBrandDomains';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { AddDialog } from './AddDialog';
import { QrDialog } from './QrDialog';

/**
 * /admin/brand-domains (admin only): the host names each brand answers on (ADR 0015). A host not
 * listed, localhost and IP addresses get the default brand. Add a host to a brand; show a host's QR
 * code (its home page, to open the brand on a phone); remove one (confirmed). The server checks the
 * host and keeps an audit row of every change.
 */
export default function BrandDomainsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const list = useQuery({ queryKey: brandDomainKeys.all, queryFn: brandDomainsApi.list });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BrandDomain | null>(null);
  const [showing, setShowing] = useState<BrandDomain | null>(null);
  const columns = useDomainColumns(setShowing, setRemoving);
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
      <DataTable
        layout="auto"
        caption={t('nav.brandDomains')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(d) => d.host}
        rowLabel={(d) => d.host}
        loading={list.isPending}
        loadingLabel={t('brandDomains.loading')}
        skeletonRows={4}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('brandDomains.empty'), description: t('brandDomains.emptyHint') }}
      />
      {adding && list.data ? <AddDialog brands={list.data.brands} onClose={() => setAdding(false)} /> : null}
      {showing ? <QrDialog host={showing.host} brand={showing.brand} onClose={() => setShowing(null)} /> : null}
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

/** The host, its brand, when it was added, and the row's QR code and Remove. */
function useDomainColumns(
  onQr: (d: BrandDomain) => void,
  onRemove: (d: BrandDomain) => void,
): DataColumn<BrandDomain>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return useMemo(
    () => [
      {
        id: 'host',
        header: t('brandDomains.col.host'),
        kind: 'lead',
        cell: (d) => (
          <Text numeric wrap="anywhere">
            {d.host}
          </Text>
        ),
      },
      { id: 'brand', header: t('brandDomains.col.brand'), cell: (d) => <Text numeric>{d.brand}</Text> },
      { id: 'created', header: t('brandDomains.col.created'), cell: (d) => dateTime(d.createdAt) },
      {
        id: 'actions',
        header: t('common.actions'),
        kind: 'actions',
        cell: (d) => (
          <Inline as="span" gap="sm">
            <Button
              size="sm"
              variant="secondary"
              icon={<QrCode />}
              aria-label={t('brandDomains.qrLabel', { host: d.host })}
              onPress={() => onQr(d)}
            >
              {t('brandDomains.qr')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              icon={<Trash2 />}
              aria-label={t('brandDomains.removeLabel', { host: d.host })}
              onPress={() => onRemove(d)}
            >
              {t('brandDomains.remove')}
            </Button>
          </Inline>
        ),
      },
    ],
    [t, dateTime, onQr, onRemove],
  );
}
