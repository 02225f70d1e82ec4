import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { Form, FormAlert, FormSelect, FormTextField } from '../../../design-system/Form';
import { Columns, Inline } from '../../../design-system/Layout';
import { FormMoneyField } from '../../../design-system/MoneyField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import * as own from './Adjustments.css';
import { AdjustMemberCard, AdjustResult } from './AdjustParts';
import { type Account, REASON, useAdjustment } from './useAdjustment';

/**
 * The chosen member's balances, the form (account, credit or debit, amount, reason) and the
 * confirmation that repeats what will happen; the new balance shows after.
 */
export function AdjustForm({ member, onChangeMember }: { member: StaffMemberSummary; onChangeMember: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const a = useAdjustment(member);
  const { pending, money } = a;
  const current = pending ? member.balances[pending.account] : 0;
  const after = pending ? current + (pending.direction === 'credit' ? pending.minor : -pending.minor) : 0;
  const accountName = (acc: Account) => t(`ledger.accounts.${acc}`);
  /** The account's name inside a sentence (lower case in English). */
  const accountWord = (acc: Account) => t(`adjust.accountWords.${acc}`);

  return (
    <>
      <AdjustMemberCard member={member} onChangeMember={onChangeMember} />
      {a.done ? <AdjustResult done={a.done} money={money} /> : null}
      <Panel title={t('adjust.formTitle')} gap="lg">
        <Form kit={a.kit} onSubmit={a.review} className={own.form} aria-label={t('adjust.formTitle')}>
          <Columns columns={1} wideColumns={2} gap="lg">
            <FormSelect
              name="account"
              label={t('adjust.account')}
              options={[
                { value: 'cash', label: accountName('cash') },
                { value: 'bonus', label: accountName('bonus') },
              ]}
            />
            <FormSelect
              name="direction"
              label={t('adjust.direction')}
              options={[
                { value: 'credit', label: t('adjust.credit') },
                { value: 'debit', label: t('adjust.debit') },
              ]}
            />
          </Columns>
          <FormMoneyField
            name="amount"
            required
            label={t('adjust.amount')}
            hint={t('adjust.amountHint', { digits: member.minorUnitDigits, symbol: member.currencySymbol })}
            currencySymbol={member.currencySymbol}
            digits={member.minorUnitDigits}
            messageValues={{ digits: member.minorUnitDigits }}
          />
          <FormTextField
            name="reason"
            required
            label={t('adjust.reason')}
            hint={t('adjust.reasonHint', REASON)}
            maxLength={REASON.max}
            autoComplete="off"
            messageValues={REASON}
          />
          <FormAlert />
          <Inline>
            <Button type="submit">{t('adjust.review')}</Button>
          </Inline>
        </Form>
      </Panel>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) a.cancel();
        }}
        title={
          pending
            ? t(pending.direction === 'credit' ? 'adjust.confirmCredit' : 'adjust.confirmDebit', {
                amount: money(pending.minor),
                account: accountWord(pending.account),
                username: pending.member.username,
              })
            : ''
        }
        message={
          pending ? (
            <>
              {t('adjust.confirmBalance', {
                account: accountWord(pending.account),
                from: money(current),
                to: after < 0 ? t('adjust.belowZero') : money(after),
              })}
              <br />
              {t('adjust.confirmReason', { reason: pending.reason })}
            </>
          ) : null
        }
        confirmLabel={pending?.direction === 'debit' ? t('adjust.confirmDebitButton') : t('adjust.confirmCreditButton')}
        tone={pending?.direction === 'debit' ? 'critical' : 'default'}
        onConfirm={a.confirm}
      />
    </>
  );
}
