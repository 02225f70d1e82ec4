import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { useMoneyText } from '../../../design-system/Money';
import { PageHeader } from '../../../design-system/SectionHeader';
import { StatusBadge, type StatusTone } from '../../../design-system/StatusBadge';
import { toast } from '../../../design-system/Toast';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { redRainAdminApi, redRainAdminKeys } from '../../../src/admin/redRainApi';
import { staffMayCall } from '../../../src/api/contract/access';
import type { RedRainResults, RedRainSchedule, RedRainStatus } from '../../../src/api/contract/redrain';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { BrandRainForm } from './BrandRainForm';

const TONES: Record<RedRainStatus, StatusTone> = {
  upcoming: 'pending',
  live: 'caution',
  ended: 'neutral',
  returned: 'neutral',
  closed: 'positive',
};

/**
 * /admin/red-rain (marketing schedules; finance and support look): every red-envelope rain of the
 * brand, agents' and brand-wide, with what was grabbed, paid and returned and the latest winners.
 * Scheduling a brand-wide rain is audited on the server (docs/red-rain.md).
 */
export default function RedRainPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const dateTime = useDateTime();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: redRainAdminKeys.list, queryFn: redRainAdminApi.list });
  const money = useMoneyText(query.data?.currencySymbol ?? '', query.data?.minorUnitDigits ?? 2);
  const schedule = useMutation({
    mutationFn: (body: RedRainSchedule) => redRainAdminApi.schedule(body),
    onSuccess: () => {
      toast.success(t('redRain.scheduled'));
      void queryClient.invalidateQueries({ queryKey: redRainAdminKeys.list });
    },
    onError: (err) => toast.error(message(err)),
  });
  const canSchedule = !!staff && staffMayCall(staff.role, 'POST /api/admin/red-rain');
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.redRain')} description={t('redRain.lead')} />
      {canSchedule && query.data ? (
        <BrandRainForm
          currencySymbol={query.data.currencySymbol}
          digits={query.data.minorUnitDigits}
          onSchedule={(body) => schedule.mutateAsync(body)}
        />
      ) : null}
      <DataTable<RedRainResults>
        caption={t('redRain.listCaption')}
        layout="auto"
        rows={query.data?.rains}
        loading={query.isPending}
        rowKey={(r) => r.id}
        rowLabel={(r) => dateTime(r.startsAt)}
        error={query.isError ? { description: message(query.error), onRetry: () => void query.refetch() } : undefined}
        empty={{ title: t('redRain.empty') }}
        columns={[
          { id: 'startsAt', header: t('redRain.startsAt'), kind: 'lead', cell: (r) => dateTime(r.startsAt) },
          { id: 'funder', header: t('redRain.funder'), cell: (r) => r.funder ?? t('redRain.brandWide') },
          {
            id: 'status',
            header: t('redRain.status'),
            card: 'head',
            cell: (r) => <StatusBadge tone={TONES[r.status]}>{t(`redRain.statuses.${r.status}`)}</StatusBadge>,
          },
          { id: 'budget', header: t('redRain.budget'), kind: 'end', cell: (r) => money(r.budget) },
          { id: 'grabbed', header: t('redRain.grabbed'), kind: 'end', cell: (r) => `${r.grabbed} / ${r.count}` },
          { id: 'paid', header: t('redRain.paid'), kind: 'end', cell: (r) => money(r.paid) },
          { id: 'returned', header: t('redRain.returned'), kind: 'end', cell: (r) => money(r.returned) },
          {
            id: 'winners',
            header: t('redRain.winners'),
            cell: (r) =>
              r.winners
                .slice(0, 3)
                .map((w) => `${w.member} ${money(w.amount)}`)
                .join(' · ') || '—',
          },
        ]}
      />
    </Stack>
  );
}
