import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Card, Panel } from '../../../design-system/Card';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { sprinkles } from '../../../design-system/Layout';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { vars } from '../../../themes/contract.css';
import { MemberMoney, MemberPills } from './MemberSearch';

export function SummarySkeleton() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Card gap="lg">
      <SkeletonGroup
        label={t('members.loadingMember')}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
      >
        <Skeleton shape="text" lines={2} />
        <Skeleton height={`calc(${vars.size.touch} * 2)`} />
      </SkeletonGroup>
    </Card>
  );
}

/** Who the member is, and what they hold: cash, bonus, withdrawal hold, play money, turnover owed. */
export function MemberSummary({ member, onWaive }: { member: StaffMemberSummary; onWaive?: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const money = (minor: number) => <MemberMoney member={member} minor={minor} />;
  return (
    <Panel title={t('members.summaryTitle')} actions={<MemberPills member={member} />} gap="lg">
      <div data-testid="member-balances">
        <KeyValueList
          layout="grid"
          items={[
            { id: 'cash', label: t('ledger.accounts.cash'), value: money(member.balances.cash) },
            { id: 'bonus', label: t('ledger.accounts.bonus'), value: money(member.balances.bonus) },
            { id: 'hold', label: t('ledger.accounts.withdrawal_hold'), value: money(member.balances.withdrawalHold) },
            { id: 'play', label: t('ledger.accounts.play_money'), value: money(member.balances.playMoney) },
            {
              id: 'turnover',
              label: t('members.turnover'),
              value: money(member.outstandingTurnover),
              action: onWaive ? (
                <Button size="sm" variant="secondary" onPress={onWaive}>
                  {t('members.waive')}
                </Button>
              ) : undefined,
            },
          ]}
        />
      </div>
      <KeyValueList
        layout="grid"
        items={[
          { id: 'mobile', label: t('members.mobile'), value: member.mobile ?? t('common.none') },
          { id: 'payee', label: t('members.payeeName'), value: member.payeeName ?? t('common.none') },
          { id: 'joined', label: t('members.joined'), value: dateTime(member.createdAt) },
          {
            id: 'id',
            label: t('members.memberId'),
            value: (
              <Text numeric wrap="anywhere">
                {member.id}
              </Text>
            ),
          },
        ]}
      />
    </Panel>
  );
}
