import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import type { Paged } from '../../../src/admin/financeApi';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { accountLabel, actorLabel, entryTypeLabel } from '../../../src/admin/labels';
import type { MemberLedgerLine, StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { MemberMoney } from './MemberSearch';
import * as own from './Members.css';

/** A page of the member's ledger entries: type and time, who, why, and each posting with the balance after. */
export function LedgerTable({
  member,
  ledger,
  busy,
  error,
  onRetry,
  onPage,
}: {
  /** Undefined until the first page arrives (with the member's summary). */
  member: StaffMemberSummary | undefined;
  ledger: Paged<MemberLedgerLine> | undefined;
  busy: boolean;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const loadError = useLoadError();
  const money = (minor: number, signed?: boolean) =>
    member ? <MemberMoney member={member} minor={minor} signed={signed} /> : null;
  return (
    <DataTable
      caption={t('members.ledgerTitle')}
      rows={ledger?.list}
      loading={!ledger && !error}
      loadingLabel={t('members.loadingLedger')}
      skeletonRows={4}
      busy={busy}
      rowKey={(l) => l.entryId}
      empty={{ size: 'compact', title: t('members.noEntries'), headingLevel: 3 }}
      error={loadError({ isError: !!error, error, refetch: onRetry })}
      pagination={
        ledger ? { page: ledger.pageNum, pages: ledger.totalPages, total: ledger.total, busy, onPage } : undefined
      }
      columns={[
        {
          id: 'type',
          header: t('members.col.entry'),
          kind: 'lead',
          cell: (l) => (
            <Stack as="span" gap="xxs" minWidth={0}>
              <span>{entryTypeLabel(t, l.type)}</span>
              <Text tone="muted" size="sm" weight="regular">
                {dateTime(l.time)}
              </Text>
            </Stack>
          ),
        },
        { id: 'actor', header: t('members.col.actor'), cell: (l) => actorLabel(t, l.actor) },
        {
          id: 'reason',
          header: t('members.col.reason'),
          cell: (l) =>
            l.reason || l.reference ? (
              <Stack as="span" gap="xxs" minWidth={0}>
                {l.reason ? <span>{l.reason}</span> : null}
                {l.reference ? (
                  <Text tone="muted" size="sm" numeric wrap="anywhere">
                    {l.reference}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <Text tone="muted" size="sm">
                {t('common.none')}
              </Text>
            ),
        },
        {
          id: 'postings',
          header: t('members.col.postings'),
          cell: (l) => (
            <Stack as="ul" gap="sm">
              {l.postings.map((p) => (
                <Inline as="li" key={p.account} justify="between" align="baseline" gap="sm">
                  <Text weight="medium">{accountLabel(t, p.account)}</Text>
                  <Stack as="span" gap="xxs" align="end" className={own.postingFigures}>
                    {money(p.amount, true)}
                    <Text tone="muted" size="sm" weight="regular">
                      {t('members.balanceAfter')} {money(p.balanceAfter)}
                    </Text>
                  </Stack>
                </Inline>
              ))}
            </Stack>
          ),
        },
      ]}
    />
  );
}
