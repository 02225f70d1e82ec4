import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../design-system/BottomSheet';
import { Button } from '../../design-system/Button';
import { Select } from '../../design-system/Select';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import type { BankAccount, WithdrawInfo } from '../../src/api/contract/withdrawals';
import { BANK_ACCOUNT_LIMITS, bankName } from '../../src/api/contract/withdrawals.constants';
import { ApiError } from '../../src/api/errors';
import { withdrawalsApi, withdrawKeys } from '../../src/api/withdrawals';
import { compactDigits, validateAccountNumber, validateBankCode, validatePayeeName } from '../../src/rules/withdrawal';
import { FormError, useErrorMessage } from '../shared/AccountFields';
import * as css from './Withdraw.css';

interface FieldErrors {
  bankName?: string;
  accountNumber?: string;
  payeeName?: string;
}

const FORM_ID = 'bind-bank-account';

/**
 * Binding a bank account, in a bottom sheet: the bank (the currency's list), the number (digits,
 * spaces between groups allowed) and the payee. Once the member has a name on file the payee is
 * shown and cannot be changed: every account must be in that name.
 */
export function BindSheet({
  open,
  onOpenChange,
  info,
  onBound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  info: WithdrawInfo;
  onBound: (account: BankAccount) => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const [bank, setBank] = useState('');
  const [number, setNumber] = useState('');
  const [payee, setPayee] = useState(info.payeeName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const locked = info.payeeName !== null;

  const validate = (): FieldErrors => {
    const out: FieldErrors = {};
    const b = validateBankCode(bank, info.currencyCode);
    if (b) out.bankName = tCommon(b);
    const n = validateAccountNumber(compactDigits(number));
    if (n) out.accountNumber = tCommon(n);
    const p = locked ? null : validatePayeeName(payee);
    if (p) out.payeeName = tCommon(p);
    return out;
  };

  const edit = (field: keyof FieldErrors, fn: () => void) => {
    fn();
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setPending(true);
    try {
      const account = await withdrawalsApi.bind({
        bankName: bank,
        accountNumber: compactDigits(number),
        payeeName: locked ? (info.payeeName ?? '') : payee,
      });
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
      toast.success(t('withdraw.bind.done'));
      setBank('');
      setNumber('');
      onBound(account);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'request.invalid') {
        const out: FieldErrors = {};
        for (const k of ['bankName', 'accountNumber', 'payeeName'] as const) {
          const key = err.fields[k] ?? err.fields[`body.${k}`];
          if (key) out[k] = tCommon(key.startsWith('validation.') ? key : 'errors.request.invalid');
        }
        setErrors(out);
        if (Object.keys(out).length === 0) setFormError(messageOf(err));
      } else if (err instanceof ApiError && err.code === 'bank.payee_mismatch') {
        setErrors({ payeeName: messageOf(err) });
      } else if (err instanceof ApiError && err.code === 'bank.duplicate') {
        setErrors({ accountNumber: messageOf(err) });
      } else {
        setFormError(messageOf(err));
      }
    } finally {
      setPending(false);
    }
  }

  const options = info.banks.map((code) => ({ value: code, label: bankName(code, i18n.language) }));
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('withdraw.bind.title')}
      description={t('withdraw.bind.description')}
      footer={
        <Button type="submit" form={FORM_ID} fullWidth loading={pending}>
          {t('withdraw.bind.submit')}
        </Button>
      }
    >
      <form id={FORM_ID} className={css.sheetForm} onSubmit={(e) => void submit(e)} noValidate>
        <Select
          label={t('withdraw.bind.bank')}
          placeholder={t('withdraw.bind.bankPlaceholder')}
          options={options}
          value={bank}
          onChange={(v) => edit('bankName', () => setBank(v))}
          error={errors.bankName}
        />
        <TextField
          label={t('withdraw.bind.number')}
          hint={t('withdraw.bind.numberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={BANK_ACCOUNT_LIMITS.numberMax + 8}
          value={number}
          onChange={(v) => edit('accountNumber', () => setNumber(v.replace(/[^\d\s-]/g, '')))}
          error={errors.accountNumber}
        />
        <TextField
          label={t('withdraw.bind.payee')}
          hint={locked ? t('withdraw.bind.payeeLocked') : t('withdraw.bind.payeeHint')}
          autoComplete="name"
          maxLength={BANK_ACCOUNT_LIMITS.payeeMax}
          value={payee}
          readOnly={locked}
          aria-readonly={locked || undefined}
          onChange={(v) => edit('payeeName', () => setPayee(v))}
          error={errors.payeeName}
        />
        <FormError message={formError} />
      </form>
    </BottomSheet>
  );
}
