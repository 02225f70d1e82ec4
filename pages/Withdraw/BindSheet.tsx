import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../design-system/BottomSheet';
import { Button } from '../../design-system/Button';
import { Form, FormAlert, FormSelect, FormTextField, useKitForm } from '../../design-system/Form';
import { toast } from '../../design-system/Toast';
import type { BankAccount, WithdrawInfo } from '../../src/api/contract/withdrawals';
import { BANK_ACCOUNT_LIMITS, bankName } from '../../src/api/contract/withdrawals.constants';
import { ApiError } from '../../src/api/errors';
import { withdrawalsApi, withdrawKeys } from '../../src/api/withdrawals';
import { compactDigits, validateAccountNumber, validateBankCode, validatePayeeName } from '../../src/rules/withdrawal';

interface BindValues {
  bankName: string;
  accountNumber: string;
  payeeName: string;
}

const FORM_ID = 'bind-bank-account';
const FIELDS = new Set(['bankName', 'accountNumber', 'payeeName']);
const isField = (path: string) => FIELDS.has(path.replace(/^(body|data)\./, ''));

/**
 * Binding a bank account, in a bottom sheet: the bank (the currency's list), the number (digits,
 * spaces between groups allowed) and the payee. Once the member has a name on file the payee is
 * shown and cannot be changed: every account must be in that name. On the form kit: the shared
 * rules, the first wrong field focused, the server's refusals on their fields.
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
  const queryClient = useQueryClient();
  const locked = info.payeeName !== null;
  const kit = useKitForm<BindValues>({
    defaultValues: { bankName: '', accountNumber: '', payeeName: info.payeeName ?? '' },
    rules: {
      bankName: (v) => validateBankCode(String(v ?? ''), info.currencyCode),
      accountNumber: (v) => validateAccountNumber(compactDigits(String(v ?? ''))),
      payeeName: (v) => (locked ? null : validatePayeeName(String(v ?? ''))),
    },
    serverErrors: { 'bank.payee_mismatch': 'payeeName', 'bank.duplicate': 'accountNumber' },
  });

  const submit = kit.handleSubmit(
    async (values) => {
      const account = await withdrawalsApi.bind({
        bankName: values.bankName,
        accountNumber: compactDigits(values.accountNumber),
        payeeName: locked ? (info.payeeName ?? '') : values.payeeName,
      });
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
      toast.success(t('withdraw.bind.done'));
      kit.form.reset({ bankName: '', accountNumber: '', payeeName: info.payeeName ?? values.payeeName });
      onBound(account);
    },
    (err) => {
      kit.applyServerError(err);
      // Field refusals stand on their fields: no second "some fields are not valid" under the form.
      if (err instanceof ApiError && err.code === 'request.invalid' && Object.keys(err.fields).some(isField)) {
        kit.setFormError(null);
      }
      return true;
    },
  );

  const options = info.banks.map((code) => ({ value: code, label: bankName(code, i18n.language) }));
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('withdraw.bind.title')}
      description={t('withdraw.bind.description')}
      footer={
        <Button type="submit" form={FORM_ID} fullWidth loading={kit.form.formState.isSubmitting}>
          {t('withdraw.bind.submit')}
        </Button>
      }
    >
      <Form kit={kit} id={FORM_ID} onSubmit={submit} aria-label={t('withdraw.bind.submit')}>
        <FormSelect
          name="bankName"
          required
          label={t('withdraw.bind.bank')}
          placeholder={t('withdraw.bind.bankPlaceholder')}
          options={options}
        />
        <FormTextField
          name="accountNumber"
          required
          label={t('withdraw.bind.number')}
          hint={t('withdraw.bind.numberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={BANK_ACCOUNT_LIMITS.numberMax + 8}
          transform={(v) => v.replace(/[^\d\s-]/g, '')}
        />
        <FormTextField
          name="payeeName"
          required={!locked}
          label={t('withdraw.bind.payee')}
          hint={locked ? t('withdraw.bind.payeeLocked') : t('withdraw.bind.payeeHint')}
          autoComplete="name"
          maxLength={BANK_ACCOUNT_LIMITS.payeeMax}
          readOnly={locked}
          aria-readonly={locked || undefined}
        />
        <FormAlert />
      </Form>
    </BottomSheet>
  );
}
