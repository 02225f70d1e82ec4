import { CircleCheck, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Stack } from '../../../design-system/Layout';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { MemberMoney, MemberPills } from '../Members/MemberSearch';
import * as css from '../shared/admin.css';
import type { Account, Done } from './useAdjustment';

/** The member being adjusted: who, their cash and bonus, a way to their ledger or to another member. */
export function AdjustMemberCard({
  member,
  onChangeMember,
}: {
  member: StaffMemberSummary;
  onChangeMember: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const accounts: Account[] = ['cash', 'bonus'];
  return (
    <Panel
      title={
        <>
          {member.username}
          {member.nickname ? <span className={css.muted}> · {member.nickname}</span> : null}
        </>
      }
      actions={
        <Button variant="secondary" size="sm" icon={<UserRoundPen />} onPress={onChangeMember}>
          {t('adjust.changeMember')}
        </Button>
      }
      gap="lg"
    >
      <MemberPills member={member} />
      <div data-testid="adjust-balances">
        <KeyValueList
          layout="grid"
          items={accounts.map((account) => ({
            id: account,
            label: t(`ledger.accounts.${account}`),
            value: <MemberMoney member={member} minor={member.balances[account]} />,
          }))}
        />
      </div>
      <div>
        <Link className={css.linkButton} to={`/admin/members?member=${member.id}`}>
          {t('adjust.openLedger')}
        </Link>
      </div>
    </Panel>
  );
}

/** What the last adjustment did, and the account's new balance. */
export function AdjustResult({ done, money }: { done: Done; money: (minor: number) => string }) {
  const { t } = useTranslation(ADMIN_NS);
  const account = t(`adjust.accountWords.${done.pending.account}`);
  return (
    <div className={css.notice.positive} role="status" data-testid="adjust-result">
      <CircleCheck className={css.noticeIcon} aria-hidden="true" />
      <Stack as="div" gap="xxs" minWidth={0} className={css.noticeText}>
        <span className={css.strong}>
          {t(done.pending.direction === 'credit' ? 'adjust.doneCredit' : 'adjust.doneDebit', {
            amount: money(done.pending.minor),
            account,
            username: done.pending.member.username,
          })}
        </span>
        <span>{t('adjust.newBalance', { account, balance: money(done.result.balances[done.pending.account]) })}</span>
        {done.result.replayed ? <span className={css.muted}>{t('adjust.replayed')}</span> : null}
      </Stack>
    </div>
  );
}
