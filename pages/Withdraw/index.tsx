import { useQueryClient } from '@tanstack/react-query';
import { Check, Clock, Hourglass, Landmark, Plus, ShieldAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BalanceCard } from '../../design-system/BalanceCard';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Money } from '../../design-system/Money';
import { PasswordField } from '../../design-system/PasswordField';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { TextField } from '../../design-system/TextField';
import type { BankAccount, Withdrawal, WithdrawInfo } from '../../src/api/contract/withdrawals';
import { bankName } from '../../src/api/contract/withdrawals.constants';
import { ApiError } from '../../src/api/errors';
import { useWithdrawInfo, withdrawalsApi, withdrawKeys } from '../../src/api/withdrawals';
import { useBalanceHidden, walletKey } from '../../src/app/useWallet';
import { PAYMENT_PASSWORD_LENGTH } from '../../src/rules/accountValidation';
import { minorToMajorInput, newClientRequestId, parseMajorAmount } from '../../src/rules/withdrawal';
import { vars } from '../../themes/contract.css';
import * as layout from '../layout.css';
import { FormError, useErrorMessage } from '../shared/AccountFields';
import { WalletLoadFailure } from '../shared/WalletLoadFailure';
import { BindSheet } from './BindSheet';
import { RecentWithdrawals, StatusPill, useMoneyText } from './parts';
import * as css from './Withdraw.css';

export const SECURITY_CENTRE = '/m/securityCenter';
const RECORDS = '/m/transaction/record';

/**
 * /m/withdraw: the player's withdrawable cash, the turnover still owed, a bank account to pay to
 * (bind one in a sheet), the amount within the limits and the payment password. Submitting moves
 * the amount to the withdrawal hold until staff pay or reject it; it cannot be cancelled. Only real
 * accounts reach it (the route's guard); the server refuses anyone else as well.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const info = useWithdrawInfo();

  if (info.isPending) return <WithdrawSkeleton />;
  if (!info.data) {
    return (
      <WalletLoadFailure
        query={info}
        homeLabel={t('withdraw.home')}
        failedTitle={t('withdraw.loadFailed')}
        retryLabel={t('withdraw.retry')}
      />
    );
  }
  return <Withdraw info={info.data} refreshing={info.isFetching} onRefresh={() => void info.refetch()} />;
}

function WithdrawSkeleton() {
  return (
    <SkeletonGroup className={layout.stack}>
      <Skeleton shape="rect" aspectRatio="12 / 5" />
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="rect" height={`calc(${vars.space.huge} + ${vars.space.lg})`} />
      <Skeleton shape="rect" height={vars.space.huge} />
      <Skeleton shape="rect" height={vars.space.huge} />
      <Skeleton shape="rect" height={vars.size.touch} />
    </SkeletonGroup>
  );
}

function Withdraw({ info, refreshing, onRefresh }: { info: WithdrawInfo; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('wallet');
  const balanceHidden = useBalanceHidden();
  const money = useMoneyText(info.currencySymbol, info.minorUnitDigits);
  const [submitted, setSubmitted] = useState<Withdrawal | null>(null);

  if (submitted) {
    return <Submitted withdrawal={submitted} symbol={info.currencySymbol} onDone={() => setSubmitted(null)} />;
  }
  return (
    <div className={layout.stack}>
      <BalanceCard
        symbol={info.currencySymbol}
        minor={info.cash}
        digits={info.minorUnitDigits}
        hidden={balanceHidden.hidden}
        loading={refreshing}
        onToggleHidden={balanceHidden.toggle}
        onRefresh={onRefresh}
        note={
          info.withdrawalHold > 0
            ? `${t('withdraw.cashNote')} · ${t('withdraw.onHold', { amount: balanceHidden.hidden ? '****' : money(info.withdrawalHold) })}`
            : t('withdraw.cashNote')
        }
      />
      {info.turnover.outstanding > 0 ? (
        <Notice
          tone="caution"
          title={t('withdraw.turnover.title')}
          body={t('withdraw.turnover.body', { amount: money(info.turnover.outstanding) })}
        />
      ) : null}
      {info.paymentPasswordSet ? (
        <WithdrawForm info={info} onSubmitted={setSubmitted} />
      ) : (
        <Notice
          tone="info"
          title={t('withdraw.pin.title')}
          body={t('withdraw.pin.body')}
          link={{ to: `${SECURITY_CENTRE}?tab=payment`, label: t('withdraw.pin.action') }}
        />
      )}
      <RecentWithdrawals symbol={info.currencySymbol} />
    </div>
  );
}

function Notice({
  tone,
  title,
  body,
  link,
}: {
  tone: 'caution' | 'info';
  title: string;
  body: string;
  link?: { to: string; label: string };
}) {
  const Icon = tone === 'caution' ? Hourglass : ShieldAlert;
  return (
    <section className={`${css.notice} ${css.noticeTone[tone]}`} aria-label={title}>
      <Icon className={`${css.noticeIcon} ${css.noticeIconTone[tone]}`} aria-hidden />
      <h2 className={css.noticeTitle}>{title}</h2>
      <p className={css.noticeBody}>{body}</p>
      {link ? (
        <Link to={link.to} className={css.noticeLink}>
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}

interface FieldErrors {
  account?: string;
  amount?: string;
  paymentPassword?: string;
}

function WithdrawForm({ info, onSubmitted }: { info: WithdrawInfo; onSubmitted: (w: Withdrawal) => void }) {
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
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const lockedMessage = (retryAt: number) =>
    t('withdraw.errors.locked', {
      time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(retryAt),
    });
  const [formError, setFormError] = useState<string | null>(() =>
    info.paymentPasswordLockedUntil ? lockedMessage(info.paymentPasswordLockedUntil) : null,
  );
  const [pending, setPending] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // One request id per attempt: a double tap sends the same one (one withdrawal); new input, a new one.
  const attempt = useRef<{ key: string; id: string } | null>(null);

  const parsed = parseMajorAmount(amountText, info.minorUnitDigits);
  const left = Math.max(0, limits.dailyCount - limits.usedToday);
  const canAdd = info.bankAccounts.length < info.bankAccountLimit;

  function validate(): FieldErrors {
    const out: FieldErrors = {};
    if (!account) out.account = t('withdraw.errors.account');
    if (parsed.error === 'validation.required') out.amount = tCommon('validation.required');
    else if (parsed.error) out.amount = t('withdraw.errors.format');
    else if (parsed.minor < limits.min) out.amount = t('withdraw.errors.min', { min: money(limits.min) });
    else if (parsed.minor > limits.max) out.amount = t('withdraw.errors.max', { max: money(limits.max) });
    else if (parsed.minor > info.cash) out.amount = t('withdraw.errors.cash', { cash: money(info.cash) });
    if (!new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`).test(pin)) out.paymentPassword = t('withdraw.errors.pin');
    return out;
  }
  const errors: FieldErrors = checked ? { ...validate(), ...serverErrors } : serverErrors;

  const edit = (fn: () => void) => {
    fn();
    setServerErrors({});
    setFormError(null);
  };

  /** A refusal in this page's words: on its field when it belongs to one, else under the form. */
  function showFailure(err: unknown) {
    if (!(err instanceof ApiError)) {
      setFormError(messageOf(err));
      return;
    }
    const f = err.fields;
    switch (err.code) {
      case 'request.invalid': {
        const amount = f.amount ?? f['body.amount'];
        if (amount === 'validation.withdrawMin') {
          setServerErrors({ amount: t('withdraw.errors.min', { min: money(Number(f.min ?? limits.min)) }) });
        } else if (amount === 'validation.withdrawMax') {
          setServerErrors({ amount: t('withdraw.errors.max', { max: money(Number(f.max ?? limits.max)) }) });
        } else if (amount) setServerErrors({ amount: t('withdraw.errors.format') });
        else setFormError(messageOf(err));
        return;
      }
      case 'withdraw.payment_password_invalid': {
        const count = Number(f.attemptsLeft);
        setServerErrors({
          paymentPassword: Number.isFinite(count) ? t('withdraw.errors.pinWrong', { count }) : messageOf(err),
        });
        return;
      }
      case 'withdraw.payment_password_locked':
        setFormError(err.retryAt ? lockedMessage(err.retryAt) : messageOf(err));
        return;
      case 'withdraw.turnover_outstanding': {
        const remaining = Number(f.remaining);
        setFormError(
          Number.isSafeInteger(remaining)
            ? t('withdraw.errors.turnover', { amount: money(remaining) })
            : messageOf(err),
        );
        void queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
        return;
      }
      case 'withdraw.daily_limit':
        setFormError(t('withdraw.errors.daily', { count: limits.dailyCount }));
        return;
      case 'wallet.insufficient_funds':
      case 'withdraw.payment_password_unset':
      case 'finance.not_found':
        setFormError(messageOf(err));
        void queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
        return;
      default:
        setFormError(messageOf(err));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setChecked(true);
    setServerErrors({});
    setFormError(null);
    const found = validate();
    if (found.account || found.amount || found.paymentPassword || !account || parsed.minor === null) return;
    const key = `${account.id}|${parsed.minor}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: newClientRequestId() };
    setPending(true);
    try {
      const result = await withdrawalsApi.submit({
        bankAccountId: account.id,
        amount: parsed.minor,
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
      showFailure(err);
    }
  }

  const withdrawAll = () =>
    edit(() => setAmountText(minorToMajorInput(Math.min(info.cash, limits.max), info.minorUnitDigits)));

  return (
    <>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('withdraw.submit')}>
        <fieldset className={css.section}>
          <div className={css.sectionHead}>
            <legend className={css.sectionTitle}>{t('withdraw.accounts.title')}</legend>
          </div>
          {info.bankAccounts.length > 0 ? (
            <div className={css.accounts}>
              {info.bankAccounts.map((a) => (
                <AccountCard
                  key={a.id}
                  account={a}
                  checked={a.id === account?.id}
                  onSelect={() => edit(() => setAccountId(a.id))}
                />
              ))}
            </div>
          ) : (
            <EmptyState
              size="compact"
              icon={Landmark}
              headingLevel={3}
              title={t('withdraw.accounts.empty')}
              description={t('withdraw.accounts.emptyHint')}
            />
          )}
          <FormError message={errors.account ?? null} />
          {canAdd ? (
            <Button
              variant={info.bankAccounts.length === 0 ? 'primary' : 'secondary'}
              icon={<Plus />}
              fullWidth
              onPress={() => setSheetOpen(true)}
            >
              {t('withdraw.accounts.add')}
            </Button>
          ) : (
            <p className={css.meta}>{t('withdraw.accounts.limit', { count: info.bankAccountLimit })}</p>
          )}
        </fieldset>

        <div className={css.section}>
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
            error={errors.amount}
          />
          <p className={css.meta}>{t('withdraw.daily', { left, count: limits.dailyCount })}</p>
        </div>

        <PasswordField
          label={t('withdraw.password')}
          hint={t('withdraw.passwordHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PAYMENT_PASSWORD_LENGTH}
          value={pin}
          onChange={(v) => edit(() => setPin(v.replace(/\D/g, '')))}
          error={errors.paymentPassword}
        />

        <FormError message={formError} />
        <div className={css.actions}>
          <Button type="submit" fullWidth loading={pending}>
            {t('withdraw.submit')}
          </Button>
          <p className={css.rules}>{t('withdraw.rules')}</p>
        </div>
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

function AccountCard({ account, checked, onSelect }: { account: BankAccount; checked: boolean; onSelect: () => void }) {
  const { i18n } = useTranslation();
  const name = bankName(account.bankCode, i18n.language);
  return (
    <label className={css.account}>
      <input
        type="radio"
        name="bankAccount"
        value={account.id}
        checked={checked}
        onChange={onSelect}
        className={css.radio}
        aria-label={`${name} ${account.accountMasked}`}
      />
      <span className={css.accountIcon} aria-hidden>
        <Landmark />
      </span>
      <span className={css.accountText}>
        <span className={css.accountBank}>{name}</span>
        <span className={css.accountNumber}>{account.accountMasked}</span>
      </span>
      <Check className={css.check} aria-hidden />
    </label>
  );
}

/** The withdrawal was made: it is pending until staff pay or reject it. */
function Submitted({ withdrawal, symbol, onDone }: { withdrawal: Withdrawal; symbol: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const cents = withdrawal.amount % 10 ** withdrawal.minorUnitDigits !== 0;
  return (
    <div className={layout.stack}>
      <section className={css.hero} aria-labelledby="withdraw-outcome">
        <span className={`${css.heroIcon} ${css.tone.caution}`} aria-hidden>
          <Clock />
        </span>
        <h2 id="withdraw-outcome" className={css.heroTitle}>
          {t('withdraw.submitted.title')}
        </h2>
        <StatusPill status={withdrawal.status} />
        <Money
          symbol={symbol}
          minor={withdrawal.amount}
          digits={withdrawal.minorUnitDigits}
          decimals={cents ? 2 : 0}
          size="xl"
          tone="accent"
        />
        <p className={css.heroLead}>{t('withdraw.submitted.lead')}</p>
      </section>
      <Card>
        <KeyValueList
          items={[
            {
              label: t('withdraw.submitted.to'),
              value: `${bankName(withdrawal.bankCode, i18n.language)} ${withdrawal.accountMasked}`,
            },
            { label: t('withdraw.submitted.time'), value: when.format(withdrawal.createdAt) },
          ]}
        />
      </Card>
      <div className={css.actions}>
        <Button fullWidth onPress={onDone}>
          {t('withdraw.submitted.done')}
        </Button>
        <Link to={RECORDS} className={css.centerLink}>
          {t('withdraw.submitted.records')}
        </Link>
      </div>
    </div>
  );
}
