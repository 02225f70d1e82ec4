import { Ban, CircleCheck, CircleX, Clock, Hourglass, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../design-system/Layout';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { depositQueue } from '../../../src/admin/queues';
import { queuesApi } from '../../../src/admin/queuesApi';
import type { StaffDeposit } from '../../../src/api/contract/deposits';
import { DEPOSIT_REJECT_REASON_MAX, type DepositStatus } from '../../../src/api/contract/deposits.constants';
import { QueuePage, type StatusLook } from '../Queue';

/** Each status's badge: waiting is amber with a clock, as on the player's deposit page. */
const looks: Record<DepositStatus, StatusLook> = {
  pending: { tone: 'caution', icon: Clock },
  created: { tone: 'pending', icon: Hourglass },
  confirmed: { tone: 'positive', icon: CircleCheck },
  paid: { tone: 'positive', icon: CircleCheck },
  rejected: { tone: 'critical', icon: CircleX },
  failed: { tone: 'critical', icon: CircleX },
  abandoned: { tone: 'neutral', icon: Ban },
};

/**
 * /admin/deposits (finance; support reads, without actions): the deposit queue, pending first by
 * default. A manual bank transfer that is pending can be confirmed (the member's cash is credited) or
 * rejected with a reason. When another staff member acted first the server answers "already
 * processed" and the row is refreshed.
 */
export default function DepositsPage() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <QueuePage<StaffDeposit, DepositStatus>
      source={depositQueue}
      looks={looks}
      columns={[
        {
          id: 'channel',
          header: t('deposits.col.channel'),
          cell: (d) => (
            <ChannelCell
              name={d.channelName}
              kind={t(`deposits.kinds.${d.channelKind}`, { defaultValue: d.channelKind })}
            />
          ),
        },
        {
          id: 'reference',
          header: t('deposits.col.reference'),
          cell: (d) =>
            d.reference || d.providerOrderId ? (
              <Stack gap="xxs" align="start">
                {d.reference ? (
                  <Text numeric wrap="anywhere">
                    {d.reference}
                  </Text>
                ) : null}
                {d.providerOrderId ? (
                  <Text tone="muted" size="sm" numeric wrap="anywhere">
                    {d.providerOrderId}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <Text tone="muted" size="sm">
                {t('common.none')}
              </Text>
            ),
        },
      ]}
      statusNotes={(d) =>
        d.flag ? (
          <>
            <StatusBadge tone="critical" icon={TriangleAlert}>
              {t('deposits.flagged')}
            </StatusBadge>
            <Text tone="muted" size="sm" numeric wrap="anywhere">
              {d.flag}
            </Text>
          </>
        ) : null
      }
      actionable={(d) => d.status === 'pending' && d.channelKind === 'manual_bank'}
      approval={{
        label: t('deposits.confirm'),
        title: (d, amount) => t('deposits.confirmTitle', { amount, username: d.username }),
        message: (d, amount) =>
          t('deposits.confirmMessage', {
            amount,
            reference: d.reference ?? t('common.none'),
            channel: d.channelName,
          }),
        done: (d, amount) => t('deposits.confirmed', { amount, username: d.username }),
        call: (d) => queuesApi.confirmDeposit(d.id),
      }}
      rejection={{
        title: (d, amount) => t('deposits.rejectTitle', { amount, username: d.username }),
        description: t('deposits.rejectMessage'),
        max: DEPOSIT_REJECT_REASON_MAX,
        done: (d) => t('deposits.rejected', { username: d.username }),
        call: (d, reason) => queuesApi.rejectDeposit(d.id, reason),
      }}
    />
  );
}

/** The channel's name, and its kind when the name does not already say it. */
function ChannelCell({ name, kind }: { name: string; kind: string }) {
  return (
    <Stack gap="xxs" align="start">
      <span>{name}</span>
      {kind !== name ? (
        <Text tone="muted" size="sm">
          {kind}
        </Text>
      ) : null}
    </Stack>
  );
}
