import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { changesOf } from '../../../src/admin/auditDiff';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffProtection } from '../../../src/admin/protectionApi';
import type { Currency } from './LimitsTable';
import { LiftStatusBadge } from './parts';

type Exclusion = StaffProtection['exclusions'][number];
type Lift = StaffProtection['liftRequests'][number];
type Change = StaffProtection['changes'][number];

/** Time-outs and self-exclusions, current and past, with their brand and any early lift. */
export function ExclusionTable({ items }: { items: readonly Exclusion[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const columns = useMemo(
    (): DataColumn<Exclusion>[] => [
      {
        id: 'kind',
        header: t('protection.col.kind'),
        kind: 'lead',
        cell: (x) =>
          `${t(`protection.kinds.${x.kind}`)} · ${t(`protection.durations.${x.duration}`, { defaultValue: x.duration })}`,
      },
      { id: 'brand', header: t('protection.col.brand'), cell: (x) => x.brand },
      { id: 'start', header: t('protection.col.start'), cell: (x) => dateTime(x.startsAt) },
      {
        id: 'end',
        header: t('protection.col.end'),
        cell: (x) => (x.endsAt ? dateTime(x.endsAt) : t('protection.permanent')),
      },
      {
        id: 'lift',
        header: t('protection.col.liftsAt'),
        cell: (x) => (x.liftsAt ? dateTime(x.liftsAt) : t('protection.none')),
      },
      {
        id: 'active',
        header: t('protection.col.active'),
        card: 'head',
        cell: (x) => (
          <StatusBadge tone={x.active ? 'caution' : 'neutral'}>
            {x.active ? t('protection.active') : t('protection.ended')}
          </StatusBadge>
        ),
      },
    ],
    [t, dateTime],
  );
  return (
    <DataTable<Exclusion>
      layout="auto"
      caption={t('protection.exclusions')}
      columns={columns}
      rows={items}
      rowKey={(x) => x.id}
      empty={{ title: t('protection.noExclusions') }}
    />
  );
}

/** The player's early-lift requests with their decisions. */
export function LiftTable({ items }: { items: readonly Lift[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const columns = useMemo(
    (): DataColumn<Lift>[] => [
      { id: 'requested', header: t('protection.col.requested'), kind: 'lead', cell: (r) => dateTime(r.requestedAt) },
      { id: 'decideBy', header: t('protection.lifts.col.decideBy'), cell: (r) => dateTime(r.decideBy) },
      {
        id: 'decided',
        header: t('protection.col.decided'),
        cell: (r) => (r.decidedAt ? dateTime(r.decidedAt) : t('protection.none')),
      },
      { id: 'reason', header: t('protection.col.reason'), cell: (r) => r.reason ?? t('protection.none') },
      {
        id: 'status',
        header: t('protection.lifts.col.status'),
        card: 'head',
        cell: (r) => <LiftStatusBadge status={r.status} />,
      },
    ],
    [t, dateTime],
  );
  return (
    <DataTable<Lift>
      layout="auto"
      caption={t('protection.lifts.title')}
      columns={columns}
      rows={items}
      rowKey={(r) => r.id}
      empty={{ title: t('protection.noLifts') }}
    />
  );
}

/** Every change, newest first: who (the player or a staff member), when, from which IP, what changed. */
export function ChangeLog({ items, currency }: { items: readonly Change[]; currency: Currency }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const lang = i18n.language;
  // Amounts are minor units in the log: shown as money, so 10000 never reads as ¥10,000.
  const shown = useCallback(
    (key: string, value: string | undefined) =>
      value !== undefined && /amount$/i.test(key) && /^\d+$/.test(value)
        ? `${currency.symbol}${formatMinor(Number(value), currency.digits, lang, { decimals: currency.digits })}`
        : (value ?? '—'),
    [currency, lang],
  );
  const columns = useMemo(
    (): DataColumn<Change>[] => [
      {
        id: 'when',
        header: t('protection.col.when'),
        kind: 'lead',
        cell: (c) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{dateTime(c.at)}</span>
            <Text tone="muted" size="sm" weight="regular">
              {t(`protection.actor.${c.actorKind}`, { name: c.actorName })}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'action',
        header: t('protection.col.action'),
        cell: (c) => t(`protection.actions.${c.action}`, { defaultValue: c.action }),
      },
      { id: 'ip', header: t('protection.col.ip'), cell: (c) => c.ip ?? t('protection.none') },
      {
        id: 'change',
        header: t('protection.col.change'),
        cell: (c) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            {changesOf(c.before, c.after).map((line) => (
              <Text key={line.key} size="sm" weight="regular">
                {`${line.key}: ${shown(line.key, line.before)} → ${shown(line.key, line.after)}`}
              </Text>
            ))}
          </Stack>
        ),
      },
    ],
    [t, dateTime, shown],
  );
  return (
    <DataTable<Change>
      layout="auto"
      caption={t('protection.changes')}
      columns={columns}
      rows={items}
      rowKey={(c) => String(c.id)}
      empty={{ title: t('protection.noChanges') }}
    />
  );
}
