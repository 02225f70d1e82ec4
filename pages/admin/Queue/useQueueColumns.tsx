import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import type { DataColumn } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { TextLink } from '../../../design-system/TextLink';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { type QueueItem, useQueuePermissions } from '../../../src/admin/queues';
import { amountOf, QueueMoney } from './amount';
import type { QueueControls, QueuePageProps } from './types';

/** The member's page in Members & ledger. */
const memberPath = (item: QueueItem) =>
  `/admin/members?q=${encodeURIComponent(item.username)}&member=${encodeURIComponent(item.memberId)}`;

/**
 * The queue's columns: member and time, amount, the page's own, status (with who reviewed it and the
 * reason), and the actions when the role may act. On a phone each row is a card: the member is its
 * title, the amount beside it, the actions at the end.
 */
export function useQueueColumns<T extends QueueItem, S extends string>(
  {
    source: { section, actions },
    looks,
    columns,
    statusNotes,
    actionable,
    moreActions,
    approval,
  }: QueuePageProps<T, S>,
  controls: QueueControls<T>,
): DataColumn<T>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const navigate = useNavigate();
  const may = useQueuePermissions(actions);
  const status = (item: T) => item.status as S;
  return [
    {
      id: 'member',
      header: t('queue.col.member'),
      kind: 'lead',
      cell: (item) => (
        <Stack gap="xxs" align="start">
          <TextLink href={memberPath(item)} onPress={() => navigate(memberPath(item))}>
            {item.username}
          </TextLink>
          <Text tone="muted" size="sm" weight="regular">
            {dateTime(item.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'amount',
      header: t('queue.col.amount'),
      kind: 'end',
      card: 'head',
      cell: (item) => <QueueMoney {...amountOf(item)} />,
    },
    ...columns,
    {
      id: 'status',
      header: t('queue.col.status'),
      cell: (item) => (
        <Stack gap="xxs" align="start">
          <StatusBadge tone={looks[status(item)].tone} icon={looks[status(item)].icon}>
            {t(`${section}.statuses.${status(item)}`)}
          </StatusBadge>
          {statusNotes?.(item)}
          {item.reviewedBy ? (
            <Text tone="muted" size="sm">
              {t('queue.reviewedBy', {
                staff: item.reviewedBy,
                time: item.reviewedAt ? dateTime(item.reviewedAt) : '',
              })}
            </Text>
          ) : null}
          {item.reason ? (
            <Text tone="muted" size="sm" wrap="anywhere">
              {t('queue.reasonShown', { reason: item.reason })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    ...(may.readOnly
      ? []
      : [
          {
            id: 'actions',
            header: t('common.actions'),
            kind: 'actions' as const,
            cell: (item: T) =>
              actionable(item) ? (
                <Inline gap="sm">
                  {moreActions?.(item)}
                  {may.approve ? (
                    <Button size="sm" icon={<Check />} onPress={() => controls.approve(item)}>
                      {approval.label}
                    </Button>
                  ) : null}
                  {may.reject ? (
                    <Button size="sm" variant="secondary" icon={<X />} onPress={() => controls.reject(item)}>
                      {t('queue.reject')}
                    </Button>
                  ) : null}
                </Inline>
              ) : (
                <Text tone="muted" size="sm">
                  {t('queue.noAction')}
                </Text>
              ),
          },
        ]),
  ];
}
