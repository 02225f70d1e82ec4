import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import type { DataColumn } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { StatusBadge, type StatusTone } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import type { GrantDecision } from '../../../src/admin/bonusApi';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminGrant } from '../../../src/api/contract/adminBonus';
import type { GrantStatus } from '../../../src/api/contract/bonus';
import { type Currency, useMoneyText } from './format';

const TONES: Record<GrantStatus, StatusTone> = {
  review: 'caution',
  active: 'pending',
  converted: 'positive',
  forfeited: 'critical',
  expired: 'neutral',
  rejected: 'neutral',
};

/** The grants table's columns: member, bonus and source, amounts, wagering, expiry, status and flag, actions. */
export function useColumns(
  currency: Currency,
  mayAct: boolean,
  onDecide: (grant: AdminGrant, action: GrantDecision) => void,
): DataColumn<AdminGrant>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const money = useMoneyText(currency);
  /** "shared:mobile,device" → "Same mobile number, device as another member's grant". */
  const flagText = (flag: string) => {
    const [kind, list] = flag.split(':');
    if (kind !== 'shared' || !list) return flag;
    const what = list.split(',').map((w) => t(`bonus.flagWhat.${w}`, { defaultValue: w }));
    return t('bonus.flagShared', { what: what.join(t('bonus.listSeparator')) });
  };
  const action = (r: AdminGrant, kind: GrantDecision) => (
    <Button
      size="sm"
      variant={kind === 'approve' ? 'secondary' : 'critical'}
      aria-label={t('bonus.grants.actionLabel', { action: t(`bonus.grants.${kind}`), username: r.username })}
      onPress={() => onDecide(r, kind)}
    >
      {t(`bonus.grants.${kind}`)}
    </Button>
  );
  const columns: DataColumn<AdminGrant>[] = [
    {
      id: 'member',
      header: t('bonus.grants.col.member'),
      kind: 'lead',
      cell: (r) => (
        <Stack as="span" gap="xxs" minWidth={0}>
          <Text wrap="anywhere">{r.username}</Text>
          <Text tone="muted" size="sm" weight="regular">
            {dateTime(r.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('bonus.grants.col.status'),
      card: 'head',
      cell: (r) => <StatusBadge tone={TONES[r.status]}>{t(`bonus.statuses.${r.status}`)}</StatusBadge>,
    },
    {
      id: 'bonus',
      header: t('bonus.grants.col.bonus'),
      cell: (r) => (
        <Stack as="span" gap="xxs" minWidth={0}>
          <Text wrap="anywhere">{r.name ?? t('bonus.manualGrant')}</Text>
          <Text tone="muted" size="sm" weight="regular">
            {t(`bonus.sources.${r.source}`)}
          </Text>
        </Stack>
      ),
    },
    { id: 'amount', header: t('bonus.grants.col.amount'), kind: 'end', cell: (r) => money(r.amount) },
    { id: 'balance', header: t('bonus.grants.col.balance'), kind: 'end', cell: (r) => money(r.balance) },
    {
      id: 'wagered',
      header: t('bonus.grants.col.wagered'),
      kind: 'end',
      cell: (r) =>
        r.wageringRequired === 0
          ? t('bonus.noWagering')
          : t('bonus.grants.wageredOf', { wagered: money(r.wagered), required: money(r.wageringRequired) }),
    },
    { id: 'expires', header: t('bonus.grants.col.expires'), cell: (r) => dateTime(r.expiresAt) },
    {
      id: 'flag',
      header: t('bonus.grants.col.flag'),
      cell: (r) => (r.flagReason ? <Text wrap="anywhere">{flagText(r.flagReason)}</Text> : t('common.none')),
    },
  ];
  if (!mayAct) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('common.actions'),
      kind: 'actions',
      cell: (r) =>
        r.status === 'review' ? (
          <Inline gap="sm">
            {action(r, 'approve')}
            {action(r, 'reject')}
          </Inline>
        ) : r.status === 'active' ? (
          action(r, 'forfeit')
        ) : null,
    },
  ];
}
