import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { Columns, Inline, sprinkles } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import * as css from '../shared/admin.css';
import * as own from './Adjustments.css';
import { AdjustMemberCard, AdjustResult } from './AdjustParts';
import { type Account, type Direction, REASON, useAdjustment } from './useAdjustment';

/**
 * The chosen member's balances, the form (account, credit or debit, amount, reason) and the
 * confirmation that repeats what will happen; the new balance shows after.
 */
export function AdjustForm({ member, onChangeMember }: { member: StaffMemberSummary; onChangeMember: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const a = useAdjustment(member);
  const { draft, fieldErrors, pending, money } = a;
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
        <form
          className={`${sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })} ${own.form}`}
          onSubmit={a.review}
          noValidate
        >
          <Columns columns={1} wideColumns={2} gap="lg">
            <Select
              label={t('adjust.account')}
              value={draft.account}
              onChange={(v) => a.set('account', v as Account)}
              options={[
                { value: 'cash', label: accountName('cash') },
                { value: 'bonus', label: accountName('bonus') },
              ]}
            />
            <Select
              label={t('adjust.direction')}
              value={draft.direction}
              onChange={(v) => a.set('direction', v as Direction)}
              options={[
                { value: 'credit', label: t('adjust.credit') },
                { value: 'debit', label: t('adjust.debit') },
              ]}
            />
          </Columns>
          <TextField
            ref={a.amountRef}
            label={t('adjust.amount')}
            hint={t('adjust.amountHint', { digits: member.minorUnitDigits, symbol: member.currencySymbol })}
            prefix={member.currencySymbol}
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount}
            error={fieldErrors.amount}
            onChange={(v) => a.set('amount', v)}
          />
          <TextField
            ref={a.reasonRef}
            label={t('adjust.reason')}
            hint={t('adjust.reasonHint', REASON)}
            maxLength={REASON.max}
            autoComplete="off"
            value={draft.reason}
            error={fieldErrors.reason}
            onChange={(v) => a.set('reason', v)}
          />
          {a.formError ? (
            <div className={css.notice.critical} role="alert">
              <TriangleAlert className={css.noticeIcon} aria-hidden="true" />
              <span className={css.noticeText}>{a.formError}</span>
            </div>
          ) : null}
          <Inline>
            <Button type="submit">{t('adjust.review')}</Button>
          </Inline>
        </form>
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
