import { UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../design-system/Button';
import { Callout } from '../../../design-system/Callout';
import { Panel } from '../../../design-system/Card';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Inline, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { MemberMoney, MemberPills } from '../Members/MemberSearch';
import { useLinkTo } from '../Members/useLinkTo';
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
  const linkTo = useLinkTo();
  const accounts: Account[] = ['cash', 'bonus'];
  return (
    <Panel
      title={
        <>
          {member.username}
          {member.nickname ? (
            <Text tone="muted" size="sm" weight="regular">
              {' · '}
              {member.nickname}
            </Text>
          ) : null}
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
      <Inline>
        <ButtonLink {...linkTo(`/admin/members?member=${member.id}`)} variant="secondary" size="sm">
          {t('adjust.openLedger')}
        </ButtonLink>
      </Inline>
    </Panel>
  );
}

/** What the last adjustment did, and the account's new balance. */
export function AdjustResult({ done, money }: { done: Done; money: (minor: number) => string }) {
  const { t } = useTranslation(ADMIN_NS);
  const account = t(`adjust.accountWords.${done.pending.account}`);
  return (
    <div role="status" data-testid="adjust-result">
      <Callout tone="positive">
        <Stack as="span" gap="xxs" minWidth={0}>
          <Text weight="bold">
            {t(done.pending.direction === 'credit' ? 'adjust.doneCredit' : 'adjust.doneDebit', {
              amount: money(done.pending.minor),
              account,
              username: done.pending.member.username,
            })}
          </Text>
          <span>{t('adjust.newBalance', { account, balance: money(done.result.balances[done.pending.account]) })}</span>
          {done.result.replayed ? <Text tone="muted">{t('adjust.replayed')}</Text> : null}
        </Stack>
      </Callout>
    </div>
  );
}
