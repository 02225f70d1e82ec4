import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { LimitView } from '../../../src/api/contract/protection';

export interface Currency {
  symbol: string;
  digits: number;
}

/** Every limit (kind × period): the player's, the operator's, what applies, the use, a pending change. */
export function LimitsTable({
  limits,
  currency,
  onEdit,
}: {
  limits: readonly LimitView[];
  currency: Currency;
  onEdit?: (limit: LimitView) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const lang = i18n.language;
  const columns = useMemo((): DataColumn<LimitView>[] => {
    const money = (minor: number | null) =>
      minor === null
        ? t('protection.none')
        : `${currency.symbol}${formatMinor(minor, currency.digits, lang, { decimals: currency.digits })}`;
    return [
      {
        id: 'limit',
        header: t('protection.col.limit'),
        kind: 'lead',
        cell: (l) => t(`protection.limitName.${l.kind}.${l.period}`),
      },
      { id: 'player', header: t('protection.col.player'), cell: (l) => money(l.amount) },
      { id: 'operator', header: t('protection.col.operator'), cell: (l) => money(l.operator) },
      {
        id: 'used',
        header: t('protection.col.used'),
        cell: (l) =>
          l.effective === null ? (
            t('protection.none')
          ) : (
            <Stack as="span" gap="xxs" minWidth={0}>
              <span>{t('protection.usedOf', { used: money(l.used), limit: money(l.effective) })}</span>
              <Text tone="muted" size="sm" weight="regular">
                {t('protection.resetsAt', { time: dateTime(l.resetsAt) })}
              </Text>
            </Stack>
          ),
      },
      {
        id: 'pending',
        header: t('protection.col.pending'),
        cell: (l) =>
          l.pending
            ? t(`protection.pending.${l.pending.status}`, {
                amount: l.pending.amount === null ? t('protection.removal') : money(l.pending.amount),
                time: dateTime(l.pending.status === 'cooling_off' ? l.pending.confirmableAt : l.pending.lapsesAt),
              })
            : t('protection.none'),
      },
      ...(onEdit
        ? [
            {
              id: 'actions',
              header: t('protection.col.actions'),
              kind: 'actions' as const,
              cell: (l: LimitView) => (
                <Button size="sm" variant="secondary" onPress={() => onEdit(l)}>
                  {t('protection.setOperator')}
                  <Text visuallyHidden>{` ${t(`protection.limitName.${l.kind}.${l.period}`)}`}</Text>
                </Button>
              ),
            },
          ]
        : []),
    ];
  }, [t, lang, dateTime, currency, onEdit]);
  return (
    <DataTable<LimitView>
      layout="auto"
      caption={t('protection.limits')}
      columns={columns}
      rows={limits}
      rowKey={(l) => `${l.kind}.${l.period}`}
      rowLabel={(l) => t(`protection.limitName.${l.kind}.${l.period}`)}
    />
  );
}
