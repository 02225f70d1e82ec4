import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Form, FormAlert, FormPasswordField, useKitForm } from '../../design-system/Form';
import { Stack, sprinkles } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { FormMoneyField } from '../../design-system/MoneyField';
import { bonusKeys } from '../../src/api/bonus';
import type { Withdrawal, WithdrawInfo } from '../../src/api/contract/withdrawals';
import { ApiError, errorKey } from '../../src/api/errors';
import { withdrawalsApi, withdrawKeys } from '../../src/api/withdrawals';
import { walletKey } from '../../src/app/useWallet';
import { formatTime } from '../../src/i18n/dates';
import { PAYMENT_PASSWORD_LENGTH } from '../../src/rules/accountValidation';
import { minorToMajorInput, newClientRequestId } from '../../src/rules/withdrawal';
import { AccountPicker } from './AccountPicker';
import { BindSheet } from './BindSheet';
import { DailyLeft } from './DailyLeft';
import { useForfeitGate } from './ForfeitWarning';
import * as css from './Withdraw.css';
import { checkWithdraw, kitKey, leftToday, type Message, withdrawFailure } from './withdrawRules';

interface WithdrawValues {
  accountId: string;
  amount: string;
  paymentPassword: string;
}

const column = sprinkles({ minWidth: 0 });

/** The withdrawal form, on the form kit: a bank account (bind one in a sheet), the amount within the limits, the payment password. */
export function WithdrawForm({ info, onSubmitted }: { info: WithdrawInfo; onSubmitted: (w: Withdrawal) => void }) {
  const { t, i18n } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const money = useMoneyText(info.currencySymbol, info.minorUnitDigits);
  const { limits } = info;
  const check = (v: WithdrawValues) =>
    checkWithdraw({
      hasAccount: info.bankAccounts.length > 0,
      amountText: v.amount,
      pin: v.paymentPassword,
      info,
      digits: info.minorUnitDigits,
    });
  const rule = (name: 'account' | 'amount' | 'paymentPassword') => (_: unknown, v: WithdrawValues) => {
    const m = check(v).errors[name];
    return m && !('server' in m) ? kitKey(m) : undefined;
  };
  const kit = useKitForm<WithdrawValues>({
    defaultValues: { accountId: info.bankAccounts[0]?.id ?? '', amount: '', paymentPassword: '' },
    rules: { accountId: rule('account'), amount: rule('amount'), paymentPassword: rule('paymentPassword') },
  });
  const { watch, setValue, formState } = kit.form;
  const accountId = watch('accountId');
  const account = info.bankAccounts.find((a) => a.id === accountId) ?? info.bankAccounts[0] ?? null;
  // Numbers a server refusal brings (the tries left, its limits), for the field messages.
  const [serverValues, setServerValues] = useState<Record<string, unknown>>({});
  const [sheetOpen, setSheetOpen] = useState(false);
  // One request id per attempt: a double tap sends the same one (one withdrawal); new input, a new one.
  const attempt = useRef<{ key: string; id: string } | null>(null);
  // Bonuses that a withdrawal request forfeits (docs/bonuses.md): the player confirms that first.
  const forfeit = useForfeitGate(money, () => void submit());

  /** A wallet message with its amounts and time formatted, as the kit's message. */
  const kitMessage = (m: Message, err: unknown) => {
    if ('server' in m) return errorKey(err instanceof ApiError ? err.code : 'unknown');
    const amounts = Object.fromEntries(Object.entries(m.amounts ?? {}).map(([k, v]) => [k, money(v)]));
    const time = m.time === undefined ? {} : { time: formatTime(m.time, i18n.language) };
    return { key: kitKey(m), values: { ...m.values, ...amounts, ...time } };
  };

  // A locked payment password is said before any try; a new input clears the last refusal.
  const lockedUntil = info.paymentPasswordLockedUntil;
  const { setFormError } = kit;
  useEffect(() => {
    if (lockedUntil) {
      const time = formatTime(lockedUntil, i18n.language);
      setFormError({ key: 'wallet:withdraw.errors.locked', values: { time } });
    }
    const sub = watch(() => setFormError(null));
    return () => sub.unsubscribe();
  }, [lockedUntil, i18n.language, watch, setFormError]);

  const submit = kit.handleSubmit(
    async (v) => {
      const minor = check(v).minor;
      if (!account || minor === null) return;
      if (!forfeit.pass()) return;
      const key = `${account.id}|${minor}`;
      if (attempt.current?.key !== key) attempt.current = { key, id: newClientRequestId() };
      const result = await withdrawalsApi.submit({
        bankAccountId: account.id,
        amount: minor,
        paymentPassword: v.paymentPassword,
        clientRequestId: attempt.current.id,
      });
      attempt.current = null;
      // The money moved: the header's balance, this page's figures and the list all change.
      void queryClient.invalidateQueries({ queryKey: walletKey });
      void queryClient.invalidateQueries({ queryKey: bonusKeys.grants });
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      onSubmitted(result.withdrawal);
      window.scrollTo({ top: 0 });
    },
    (err) => {
      const outcome = withdrawFailure(err, info);
      const values: Record<string, unknown> = {};
      for (const [name, m] of Object.entries(outcome.fields)) {
        const said = kitMessage(m, err);
        if (typeof said !== 'string') Object.assign(values, said.values);
        const field = name === 'account' ? 'accountId' : (name as 'amount' | 'paymentPassword');
        kit.setFieldError(field, typeof said === 'string' ? said : said.key);
      }
      setServerValues(values);
      kit.setFormError(outcome.form ? kitMessage(outcome.form, err) : null);
      if (outcome.refresh) void queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
      return true;
    },
  );

  const touched = formState.isSubmitted;
  const withdrawAll = () =>
    setValue('amount', minorToMajorInput(Math.min(info.cash, limits.max, leftToday(limits)), info.minorUnitDigits), {
      shouldValidate: touched,
    });

  return (
    <>
      <Form kit={kit} onSubmit={submit} className={column} aria-label={t('withdraw.submit')}>
        <Stack>
          <AccountPicker
            info={info}
            value={account?.id ?? null}
            onChange={(id) => setValue('accountId', id, { shouldValidate: touched })}
            error={formState.errors.accountId?.message ?? null}
            onAdd={() => setSheetOpen(true)}
          />
          <Stack gap="sm">
            <FormMoneyField
              name="amount"
              required
              label={t('withdraw.amount')}
              currencySymbol={info.currencySymbol}
              digits={info.minorUnitDigits}
              placeholder={t('withdraw.amountPlaceholder')}
              suffix={
                <button
                  type="button"
                  className={css.allButton}
                  aria-label={t('withdraw.allLabel')}
                  onClick={withdrawAll}
                >
                  {t('withdraw.all')}
                </button>
              }
              hint={t('withdraw.amountHint', { min: money(limits.min), max: money(limits.max) })}
              messageValues={{
                min: money(limits.min),
                max: money(limits.max),
                cash: money(info.cash),
                amount: money(Number.isFinite(leftToday(limits)) ? leftToday(limits) : 0),
                ...serverValues,
              }}
            />
            <DailyLeft limits={limits} money={money} />
          </Stack>
          <FormPasswordField
            name="paymentPassword"
            required
            label={t('withdraw.password')}
            hint={t('withdraw.passwordHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={PAYMENT_PASSWORD_LENGTH}
            transform={(v) => v.replace(/\D/g, '')}
            messageValues={serverValues}
          />
          <FormAlert />
          <Stack gap="sm">
            <Button type="submit" fullWidth loading={formState.isSubmitting}>
              {t('withdraw.submit')}
            </Button>
            <p className={css.rules}>{t('withdraw.rules')}</p>
          </Stack>
        </Stack>
      </Form>
      {forfeit.dialog}
      <BindSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        info={info}
        onBound={(a) => {
          setValue('accountId', a.id, { shouldValidate: touched });
          setSheetOpen(false);
        }}
      />
    </>
  );
}
