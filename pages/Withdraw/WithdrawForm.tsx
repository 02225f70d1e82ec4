import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Stack, sprinkles } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { PasswordField } from '../../design-system/PasswordField';
import { TextField } from '../../design-system/TextField';
import type { Withdrawal, WithdrawInfo } from '../../src/api/contract/withdrawals';
import { withdrawalsApi, withdrawKeys } from '../../src/api/withdrawals';
import { walletKey } from '../../src/app/useWallet';
import { PAYMENT_PASSWORD_LENGTH } from '../../src/rules/accountValidation';
import { minorToMajorInput, newClientRequestId } from '../../src/rules/withdrawal';
import { FormError, useErrorMessage } from '../shared/AccountFields';
import { AccountPicker } from './AccountPicker';
import { BindSheet } from './BindSheet';
import * as css from './Withdraw.css';
import { checkWithdraw, type Message, type WithdrawErrors, withdrawFailure } from './withdrawRules';

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', minWidth: 0 });

/** The withdrawal form: a bank account (bind one in a sheet), the amount within the limits, the payment password. */
export function WithdrawForm({ info, onSubmitted }: { info: WithdrawInfo; onSubmitted: (w: Withdrawal) => void }) {
  const { t, i18n } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const money = useMoneyText(info.currencySymbol, info.minorUnitDigits);
  const { limits } = info;
  const [accountId, setAccountId] = useState<string | null>(info.bankAccounts[0]?.id ?? null);
  const account = info.bankAccounts.find((a) => a.id === accountId) ?? info.bankAccounts[0] ?? null;
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<WithdrawErrors>({});
  const [formError, setFormError] = useState<Message | null>(() =>
    info.paymentPasswordLockedUntil ? { key: 'withdraw.errors.locked', time: info.paymentPasswordLockedUntil } : null,
  );
  // The last refusal: a message that is the server's own words is read from it.
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // One request id per attempt: a double tap sends the same one (one withdrawal); new input, a new one.
  const attempt = useRef<{ key: string; id: string } | null>(null);

  const left = Math.max(0, limits.dailyCount - limits.usedToday);
  const check = () =>
    checkWithdraw({ hasAccount: account !== null, amountText, pin, info, digits: info.minorUnitDigits });
  const errors: WithdrawErrors = checked ? { ...check().errors, ...serverErrors } : serverErrors;
  // Messages are keys until here: a language change re-renders them in the new language.
  const say = (m: Message | null | undefined) => {
    if (!m) return null;
    if ('server' in m) return messageOf(failure);
    const amounts = Object.fromEntries(Object.entries(m.amounts ?? {}).map(([k, v]) => [k, money(v)]));
    const time =
      m.time === undefined
        ? {}
        : { time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(m.time) };
    return (m.common ? tCommon : t)(m.key, { ...m.values, ...amounts, ...time });
  };

  const edit = (fn: () => void) => {
    fn();
    setServerErrors({});
    setFormError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setChecked(true);
    setServerErrors({});
    setFormError(null);
    const found = check();
    if (found.errors.account || found.errors.amount || found.errors.paymentPassword) return;
    if (!account || found.minor === null) return;
    const key = `${account.id}|${found.minor}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: newClientRequestId() };
    setPending(true);
    try {
      const result = await withdrawalsApi.submit({
        bankAccountId: account.id,
        amount: found.minor,
        paymentPassword: pin,
        clientRequestId: attempt.current.id,
      });
      attempt.current = null;
      setPending(false);
      // The money moved: the header's balance, this page's figures and the list all change.
      void queryClient.invalidateQueries({ queryKey: walletKey });
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      onSubmitted(result.withdrawal);
      window.scrollTo({ top: 0 });
    } catch (err) {
      setPending(false);
      const outcome = withdrawFailure(err, info);
      setFailure(err);
      setServerErrors(outcome.fields);
      setFormError(outcome.form);
      if (outcome.refresh) void queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
    }
  }

  const withdrawAll = () =>
    edit(() => setAmountText(minorToMajorInput(Math.min(info.cash, limits.max), info.minorUnitDigits)));

  return (
    <>
      <form className={column} onSubmit={(e) => void submit(e)} noValidate aria-label={t('withdraw.submit')}>
        <AccountPicker
          info={info}
          value={account?.id ?? null}
          onChange={(id) => edit(() => setAccountId(id))}
          error={say(errors.account)}
          onAdd={() => setSheetOpen(true)}
        />

        <Stack gap="sm">
          <TextField
            label={t('withdraw.amount')}
            value={amountText}
            onChange={(v) => edit(() => setAmountText(v.replace(/[^\d.,]/g, '')))}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('withdraw.amountPlaceholder')}
            prefix={info.currencySymbol}
            suffix={
              <button type="button" className={css.allButton} aria-label={t('withdraw.allLabel')} onClick={withdrawAll}>
                {t('withdraw.all')}
              </button>
            }
            hint={t('withdraw.amountHint', { min: money(limits.min), max: money(limits.max) })}
            error={say(errors.amount)}
          />
          <p className={css.meta}>{t('withdraw.daily', { left, count: limits.dailyCount })}</p>
        </Stack>

        <PasswordField
          label={t('withdraw.password')}
          hint={t('withdraw.passwordHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PAYMENT_PASSWORD_LENGTH}
          value={pin}
          onChange={(v) => edit(() => setPin(v.replace(/\D/g, '')))}
          error={say(errors.paymentPassword)}
        />

        <FormError message={say(formError)} />
        <Stack gap="sm">
          <Button type="submit" fullWidth loading={pending}>
            {t('withdraw.submit')}
          </Button>
          <p className={css.rules}>{t('withdraw.rules')}</p>
        </Stack>
      </form>
      <BindSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        info={info}
        onBound={(a) => {
          edit(() => setAccountId(a.id));
          setSheetOpen(false);
        }}
      />
    </>
  );
}
