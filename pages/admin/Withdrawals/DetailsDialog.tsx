import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { queueKeys, queuesApi } from '../../../src/admin/queuesApi';
import type { StaffWithdrawal } from '../../../src/api/contract/withdrawals';
import { bankName } from '../../../src/api/contract/withdrawals.constants';
import { QueueMoney } from '../Queue';
import { withdrawalLooks } from './looks';

/**
 * One withdrawal for paying it. The full account number is fetched when this opens (never with the
 * list) and dropped from the cache when it closes.
 */
export function DetailsDialog({
  withdrawal,
  onClose,
  onApprove,
  onReject,
}: {
  withdrawal: StaffWithdrawal;
  onClose: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const detail = useQuery({
    queryKey: queueKeys.withdrawal(withdrawal.id),
    queryFn: () => queuesApi.withdrawal(withdrawal.id),
    gcTime: 0,
    staleTime: 0,
  });
  const d = detail.data;
  const money = (minor: number) => (
    <QueueMoney minor={minor} symbol={withdrawal.currencySymbol} digits={withdrawal.minorUnitDigits} />
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('withdrawals.detailsTitle', { username: withdrawal.username })}
      description={t('withdrawals.detailsNote')}
      size="md"
      footer={
        d?.status === 'pending' ? (
          <>
            <Button variant="secondary" icon={<X />} onPress={onReject}>
              {t('queue.reject')}
            </Button>
            <Button icon={<Check />} onPress={onApprove}>
              {t('withdrawals.approve')}
            </Button>
          </>
        ) : undefined
      }
    >
      {detail.isPending ? (
        <SkeletonGroup label={t('withdrawals.loadingDetails')}>
          <Skeleton shape="text" lines={5} />
        </SkeletonGroup>
      ) : detail.isError || !d ? (
        <LoadError compact error={detail.error} retrying={detail.isFetching} onRetry={() => void detail.refetch()} />
      ) : (
        <KeyValueList
          layout="grid"
          items={[
            { id: 'amount', label: t('queue.col.amount'), value: money(d.amount) },
            { id: 'payee', label: t('withdrawals.payee'), value: d.payeeName },
            { id: 'bank', label: t('withdrawals.col.bank'), value: bankName(d.bankCode, i18n.language) },
            {
              id: 'account',
              label: t('withdrawals.accountNumber'),
              value: (
                <Text numeric wrap="anywhere" data-testid="withdrawal-account-number">
                  {d.accountNumber ?? d.accountMasked}
                </Text>
              ),
            },
            { id: 'cash', label: t('withdrawals.memberCash'), value: money(d.memberCash) },
            { id: 'turnover', label: t('withdrawals.turnover'), value: money(d.turnoverOutstanding) },
            { id: 'requested', label: t('withdrawals.requested'), value: dateTime(d.createdAt) },
            {
              id: 'status',
              label: t('queue.col.status'),
              value: (
                <StatusBadge tone={withdrawalLooks[d.status].tone} icon={withdrawalLooks[d.status].icon}>
                  {t(`withdrawals.statuses.${d.status}`)}
                </StatusBadge>
              ),
            },
          ]}
        />
      )}
    </Dialog>
  );
}
