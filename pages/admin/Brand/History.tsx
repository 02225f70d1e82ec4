import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Card } from '../../../design-system/Card';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { toast } from '../../../design-system/Toast';
import { brandAdminApi, brandAdminKeys } from '../../../src/admin/brandApi';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { staffMayCall } from '../../../src/api/contract/access';
import type { BrandVersion } from '../../../src/api/contract/adminBrand';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

const TONES = { draft: 'pending', published: 'positive', superseded: 'neutral' } as const;

/** Every version, newest first, with Roll back (admin) to any earlier one. */
export function History({ liveId }: { liveId: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const dateTime = useDateTime();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: brandAdminKeys.versions, queryFn: brandAdminApi.versions });
  const [target, setTarget] = useState<BrandVersion | null>(null);
  const canRollback = !!staff && staffMayCall(staff.role, 'POST /api/admin/brand/versions/:id/rollback');
  const columns: DataColumn<BrandVersion>[] = [
    { id: 'id', header: t('brand.history.version'), kind: 'lead', cell: (v) => `#${v.id}` },
    {
      id: 'status',
      header: t('brand.history.status'),
      cell: (v) => <StatusBadge tone={TONES[v.status]}>{t(`brand.history.statuses.${v.status}`)}</StatusBadge>,
    },
    { id: 'note', header: t('brand.history.note'), cell: (v) => v.note ?? '' },
    { id: 'by', header: t('brand.history.by'), cell: (v) => v.publishedBy ?? v.createdBy ?? t('brand.history.system') },
    { id: 'at', header: t('brand.history.at'), cell: (v) => dateTime(v.publishedAt ?? v.updatedAt) },
    {
      id: 'actions',
      header: t('brand.history.actions'),
      kind: 'actions',
      cell: (v) =>
        canRollback && v.status !== 'draft' && v.id !== liveId ? (
          <Button size="sm" variant="secondary" onPress={() => setTarget(v)}>
            {t('brand.history.rollback')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card padding="lg" gap="md">
      <SectionHeader title={t('brand.history.title')} level={2} />
      <DataTable
        caption={t('brand.history.title')}
        columns={columns}
        rows={query.data?.list}
        rowKey={(v) => String(v.id)}
        loading={query.isPending}
        error={query.isError ? { onRetry: () => void query.refetch(), retrying: query.isFetching } : undefined}
      />
      <ConfirmReasonDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('brand.history.rollbackTitle', { id: target?.id })}
        description={t('brand.history.rollbackLead')}
        confirmLabel={t('brand.history.rollback')}
        minLength={3}
        maxLength={200}
        onConfirm={async (reason) => {
          if (!target) return;
          const state = await brandAdminApi.rollback(target.id, reason);
          queryClient.setQueryData(brandAdminKeys.editor, state);
          await queryClient.invalidateQueries({ queryKey: brandAdminKeys.versions });
          toast.success(t('brand.history.rolledBack'));
        }}
        errorMessage={message}
      />
    </Card>
  );
}
