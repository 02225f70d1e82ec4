import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { queuesApi } from '../../../src/admin/queuesApi';
import type { StaffDeposit } from '../../../src/api/contract/deposits';
import { DEPOSIT_REJECT_REASON_MAX, type DepositStatus } from '../../../src/api/contract/deposits.constants';
import * as css from '../shared/admin.css';
import { Pill } from '../shared/parts';
import { depositQueue, QueuePage } from '../shared/QueuePage';

const statusTone: Record<DepositStatus, css.PillTone> = {
  pending: 'caution',
  confirmed: 'positive',
  paid: 'positive',
  rejected: 'critical',
  failed: 'critical',
  created: 'info',
  abandoned: 'neutral',
};

/**
 * /admin/deposits (finance; support reads, without actions): the deposit queue, pending first by default. A manual bank transfer
 * that is pending can be confirmed (the member's cash is credited) or rejected with a reason. When
 * another staff member acted first the server answers "already processed" and the row is refreshed.
 */
export default function DepositsPage() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <QueuePage<StaffDeposit, DepositStatus>
      source={depositQueue}
      tone={statusTone}
      columns={[
        {
          key: 'channel',
          label: t('deposits.col.channel'),
          cell: (d) => (
            <ChannelCell
              name={d.channelName}
              kind={t(`deposits.kinds.${d.channelKind}`, { defaultValue: d.channelKind })}
            />
          ),
        },
        {
          key: 'reference',
          label: t('deposits.col.reference'),
          cell: (d) =>
            d.reference || d.providerOrderId ? (
              <span className={css.cellStack}>
                {d.reference ? <span className={css.mono}>{d.reference}</span> : null}
                {d.providerOrderId ? <span className={`${css.muted} ${css.mono}`}>{d.providerOrderId}</span> : null}
              </span>
            ) : (
              <span className={css.muted}>{t('common.none')}</span>
            ),
        },
      ]}
      statusNotes={(d) =>
        d.flag ? (
          <>
            <Pill tone="critical" icon={<TriangleAlert className={css.pillIcon} aria-hidden="true" />}>
              {t('deposits.flagged')}
            </Pill>
            <span className={`${css.muted} ${css.mono}`}>{d.flag}</span>
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
    <span className={css.cellStack}>
      <span>{name}</span>
      {kind !== name ? <span className={css.muted}>{kind}</span> : null}
    </span>
  );
}
