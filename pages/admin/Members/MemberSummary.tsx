import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { vars } from '../../../themes/contract.css';
import * as css from '../shared/admin.css';
import { useDateTime } from '../shared/parts';
import { MemberMoney, MemberPills } from './MemberSearch';

export function SummarySkeleton() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <SkeletonGroup label={t('members.loadingMember')} className={css.card}>
      <Skeleton shape="text" lines={2} />
      <Skeleton height={`calc(${vars.size.touch} * 2)`} />
    </SkeletonGroup>
  );
}

/** Who the member is, and what they hold: cash, bonus, withdrawal hold, play money, turnover owed. */
export function MemberSummary({ member, onWaive }: { member: StaffMemberSummary; onWaive?: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const figures: { key: string; label: string; minor: number }[] = [
    { key: 'cash', label: t('ledger.accounts.cash'), minor: member.balances.cash },
    { key: 'bonus', label: t('ledger.accounts.bonus'), minor: member.balances.bonus },
    { key: 'hold', label: t('ledger.accounts.withdrawal_hold'), minor: member.balances.withdrawalHold },
    { key: 'play', label: t('ledger.accounts.play_money'), minor: member.balances.playMoney },
    { key: 'turnover', label: t('members.turnover'), minor: member.outstandingTurnover },
  ];
  return (
    <section className={css.card} aria-labelledby="member-summary-title">
      <div className={css.cardHeader}>
        <h2 className={css.cardTitle} id="member-summary-title">
          {t('members.summaryTitle')}
        </h2>
        <MemberPills member={member} />
      </div>
      <dl className={css.facts} data-testid="member-balances">
        {figures.map((f) => (
          <div key={f.key} className={css.fact}>
            <dt className={css.muted}>{f.label}</dt>
            <dd className={f.key === 'turnover' && onWaive ? css.factValueWithAction : css.factValue}>
              <MemberMoney member={member} minor={f.minor} />
              {f.key === 'turnover' && onWaive ? (
                <Button size="sm" variant="secondary" onPress={onWaive}>
                  {t('members.waive')}
                </Button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.muted}>{t('members.mobile')}</dt>
          <dd className={css.factValue}>{member.mobile ?? t('common.none')}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.muted}>{t('members.payeeName')}</dt>
          <dd className={css.factValue}>{member.payeeName ?? t('common.none')}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.muted}>{t('members.joined')}</dt>
          <dd className={css.factValue}>{dateTime(member.createdAt)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.muted}>{t('members.memberId')}</dt>
          <dd className={`${css.factValue} ${css.mono}`}>{member.id}</dd>
        </div>
      </dl>
    </section>
  );
}
