import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { withdrawalQueue } from '../../../src/admin/queues';
import { queuesApi } from '../../../src/admin/queuesApi';
import type { StaffWithdrawal } from '../../../src/api/contract/withdrawals';
import {
  bankName,
  WITHDRAWAL_REASON_MAX,
  type WithdrawalStatus,
} from '../../../src/api/contract/withdrawals.constants';
import { QueuePage } from '../Queue';
import { DetailsDialog } from './DetailsDialog';
import { withdrawalLooks } from './looks';

/**
 * /admin/withdrawals (finance; support reads, without actions): the withdrawal queue, pending by
 * default. "Pay details" opens one withdrawal with the full account number (fetched only then; the
 * server audits each view), the member's cash and outstanding turnover. Approve after paying (the
 * hold goes to clearing), or reject with a reason (the hold goes back to the member's cash).
 */
export default function WithdrawalsPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  /** The bank's name in the reader's language, from its code (as the player's withdraw page names it). */
  const bank = (w: StaffWithdrawal) => bankName(w.bankCode, i18n.language);
  const [details, setDetails] = useState<StaffWithdrawal | null>(null);
  return (
    <QueuePage<StaffWithdrawal, WithdrawalStatus>
      source={withdrawalQueue}
      looks={withdrawalLooks}
      columns={[
        {
          id: 'bank',
          header: t('withdrawals.col.bank'),
          cell: (w) => (
            <Stack gap="xxs" align="start">
              <span>{bank(w)}</span>
              <Text numeric wrap="anywhere">
                {w.accountMasked}
              </Text>
              <Text tone="muted" size="sm">
                {w.payeeName}
              </Text>
            </Stack>
          ),
        },
      ]}
      actionable={(w) => w.status === 'pending'}
      moreActions={(w) => (
        <Button size="sm" variant="secondary" icon={<Eye />} onPress={() => setDetails(w)}>
          {t('withdrawals.details')}
        </Button>
      )}
      approval={{
        label: t('withdrawals.approve'),
        title: (w, amount) => t('withdrawals.approveTitle', { amount, username: w.username }),
        message: (w, amount) => t('withdrawals.approveMessage', { amount, payee: w.payeeName, bank: bank(w) }),
        done: (w, amount) => t('withdrawals.approved', { amount, username: w.username }),
        call: (w) => queuesApi.approveWithdrawal(w.id),
      }}
      rejection={{
        title: (w, amount) => t('withdrawals.rejectTitle', { amount, username: w.username }),
        description: t('withdrawals.rejectMessage'),
        max: WITHDRAWAL_REASON_MAX,
        done: (w, amount) => t('withdrawals.rejected', { amount, username: w.username }),
        call: (w, reason) => queuesApi.rejectWithdrawal(w.id, reason),
      }}
      onSettled={() => setDetails(null)}
      dialogs={(queue) =>
        details ? (
          <DetailsDialog
            withdrawal={details}
            onClose={() => setDetails(null)}
            onApprove={() => {
              setDetails(null);
              queue.approve(details);
            }}
            onReject={() => {
              setDetails(null);
              queue.reject(details);
            }}
          />
        ) : null
      }
    />
  );
}
