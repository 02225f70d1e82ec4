import { useTranslation } from 'react-i18next';
import { Stack } from '../../../design-system/Layout';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { MemberLedgerLine, StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import * as css from '../shared/admin.css';
import { accountLabel, actorLabel, entryTypeLabel } from '../shared/labels';
import { DataTable, useDateTime } from '../shared/parts';
import { MemberMoney } from './MemberSearch';

/** A page of the member's ledger entries: type and time, who, why, and each posting with the balance after. */
export function LedgerTable({ member, lines }: { member: StaffMemberSummary; lines: MemberLedgerLine[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return (
    <DataTable
      caption={t('members.ledgerTitle')}
      rows={lines}
      rowKey={(l) => l.entryId}
      columns={[
        {
          key: 'type',
          label: t('members.col.entry'),
          kind: 'lead',
          cell: (l) => (
            <Stack as="span" gap="xxs" minWidth={0}>
              <span>{entryTypeLabel(t, l.type)}</span>
              <span className={css.muted}>{dateTime(l.time)}</span>
            </Stack>
          ),
        },
        { key: 'actor', label: t('members.col.actor'), cell: (l) => actorLabel(t, l.actor) },
        {
          key: 'reason',
          label: t('members.col.reason'),
          cell: (l) =>
            l.reason || l.reference ? (
              <Stack as="span" gap="xxs" minWidth={0}>
                {l.reason ? <span>{l.reason}</span> : null}
                {l.reference ? <span className={`${css.muted} ${css.mono}`}>{l.reference}</span> : null}
              </Stack>
            ) : (
              <span className={css.muted}>{t('common.none')}</span>
            ),
        },
        {
          key: 'postings',
          label: t('members.col.postings'),
          cell: (l) => (
            <ul className={css.postings}>
              {l.postings.map((p) => (
                <li key={p.account} className={css.posting}>
                  <span className={css.postingAccount}>{accountLabel(t, p.account)}</span>
                  <span className={css.postingFigures}>
                    <MemberMoney member={member} minor={p.amount} signed />
                    <span className={css.muted}>
                      {t('members.balanceAfter')} <MemberMoney member={member} minor={p.balanceAfter} />
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
