import { Copy, Info, ShieldCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { IconButton } from '../../design-system/IconButton';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Money } from '../../design-system/Money';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import type { Deposit, DepositChannel, DepositChannels } from '../../src/api/contract/deposits';
import { DEPOSIT_REFERENCE, DEPOSIT_RESULT_PATH } from '../../src/api/contract/deposits.constants';
import { depositsApi, useDepositChannels } from '../../src/api/deposits';
import { ApiError } from '../../src/api/errors';
import { minorToMajorInput, newClientRequestId, parseMajorAmount } from '../../src/rules/withdrawal';
import { vars } from '../../themes/contract.css';
import * as layout from '../layout.css';
import { FormError, useErrorMessage } from '../shared/AccountFields';
import { WalletLoadFailure } from '../shared/WalletLoadFailure';
import * as css from './Deposit.css';
import { channelIcon, StatusHero, useMoneyText } from './parts';

/**
 * /m/voucherCenter: deposit. The player picks a channel, types or taps an amount within the
 * channel's range, and either transfers to the shown bank account and submits the reference (the
 * deposit waits for staff), or goes to the payment gateway's page. Only real accounts reach it (the
 * route's guard); the server refuses anyone else as well.
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const channels = useDepositChannels();

  if (channels.isPending) return <DepositSkeleton />;
  if (!channels.data) {
    return (
      <WalletLoadFailure
        query={channels}
        homeLabel={t('deposit.result.play')}
        failedTitle={t('deposit.loadFailed')}
        retryLabel={t('deposit.retry')}
      />
    );
  }
  if (channels.data.channels.length === 0) {
    return (
      <div className={layout.stack}>
        <EmptyState variant="noData" title={t('deposit.empty.title')} description={t('deposit.empty.description')} />
      </div>
    );
  }
  return <DepositForm data={channels.data} />;
}

const METHOD_HEIGHT = `calc(${vars.space.huge} + ${vars.space.xl})`;

function DepositSkeleton() {
  return (
    <SkeletonGroup className={layout.stack}>
      <div className={css.methods}>
        <Skeleton shape="rect" height={METHOD_HEIGHT} />
        <Skeleton shape="rect" height={METHOD_HEIGHT} />
      </div>
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="rect" height={vars.space.huge} />
      <div className={css.chips}>
        {[1, 2, 3, 4].map((k) => (
          <Skeleton key={k} shape="rect" height={vars.size.touch} />
        ))}
      </div>
      <Skeleton shape="rect" height={`calc(${vars.space.huge} * 3)`} />
    </SkeletonGroup>
  );
}

interface FieldErrors {
  amount?: string;
  reference?: string;
}

function DepositForm({ data }: { data: DepositChannels }) {
  const { t, i18n } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const money = useMoneyText(data.currencySymbol, data.minorUnitDigits);
  const [channelId, setChannelId] = useState(data.channels[0]!.id);
  const channel = data.channels.find((c) => c.id === channelId) ?? data.channels[0]!;
  const [amountText, setAmountText] = useState('');
  const [reference, setReference] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  // One request id per attempt: a double tap sends the same one (one deposit); new input, a new one.
  const attempt = useRef<{ key: string; id: string } | null>(null);

  const manual = channel.kind === 'manual_bank';
  const parsed = parseMajorAmount(amountText, data.minorUnitDigits);

  function validate(): FieldErrors {
    const out: FieldErrors = {};
    if (parsed.error === 'validation.required') out.amount = tCommon('validation.required');
    else if (parsed.error) out.amount = t('deposit.errors.amountFormat');
    else if (parsed.minor < channel.minAmount)
      out.amount = t('deposit.errors.amountMin', { min: money(channel.minAmount) });
    else if (parsed.minor > channel.maxAmount)
      out.amount = t('deposit.errors.amountMax', { max: money(channel.maxAmount) });
    if (manual) {
      const ref = reference.trim();
      if (!ref) out.reference = tCommon('validation.required');
      else if (ref.length < DEPOSIT_REFERENCE.min || ref.length > DEPOSIT_REFERENCE.max) {
        out.reference = t('deposit.errors.reference', DEPOSIT_REFERENCE);
      }
    }
    return out;
  }
  const errors: FieldErrors = checked ? { ...serverErrors, ...validate() } : serverErrors;

  const edit = (fn: () => void) => {
    fn();
    setServerErrors({});
    setFormError(null);
  };

  /** The server's field keys in this page's words (with the channel's numbers). */
  function fromServer(fields: Record<string, string>): FieldErrors {
    const out: FieldErrors = {};
    const amount = fields.amount ?? fields['body.amount'];
    if (amount === 'validation.amountMin')
      out.amount = t('deposit.errors.amountMin', { min: money(channel.minAmount) });
    else if (amount === 'validation.amountMax')
      out.amount = t('deposit.errors.amountMax', { max: money(channel.maxAmount) });
    else if (amount) out.amount = t('deposit.errors.amountFormat');
    const ref = fields.reference ?? fields['body.reference'];
    if (ref) out.reference = t('deposit.errors.reference', DEPOSIT_REFERENCE);
    return out;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    setFormError(null);
    const found = validate();
    if (found.amount || found.reference || parsed.minor === null) return;
    const ref = manual ? reference.trim() : undefined;
    const key = `${channel.id}|${parsed.minor}|${ref ?? ''}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: newClientRequestId() };
    setPending(true);
    try {
      const result = await depositsApi.create(
        { channelId: channel.id, amount: parsed.minor, reference: ref, clientRequestId: attempt.current.id },
        i18n.language,
      );
      if (result.redirectUrl) {
        // The gateway's page is not part of this app: a full navigation. The button keeps spinning.
        window.location.assign(result.redirectUrl);
        return;
      }
      attempt.current = null;
      setSubmitted(result.deposit);
      setPending(false);
      window.scrollTo({ top: 0 });
    } catch (err) {
      setPending(false);
      const fields = err instanceof ApiError ? fromServer(err.fields) : {};
      if (fields.amount || fields.reference) setServerErrors(fields);
      else setFormError(messageOf(err));
    }
  }

  if (submitted) {
    return (
      <Submitted
        deposit={submitted}
        symbol={data.currencySymbol}
        onAgain={() => {
          setSubmitted(null);
          setAmountText('');
          setReference('');
          setChecked(false);
        }}
        onView={() => navigate(`${DEPOSIT_RESULT_PATH}?deposit=${submitted.id}`)}
      />
    );
  }

  return (
    <form className={layout.stack} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={css.section}>
        <legend className={css.sectionTitle}>{t('deposit.method')}</legend>
        <div className={css.methods}>
          {data.channels.map((c) => (
            <MethodCard
              key={c.id}
              channel={c}
              checked={c.id === channel.id}
              range={t('deposit.range', { min: money(c.minAmount), max: money(c.maxAmount) })}
              onSelect={() => edit(() => setChannelId(c.id))}
            />
          ))}
        </div>
      </fieldset>

      <div className={css.section}>
        <TextField
          label={t('deposit.amount')}
          value={amountText}
          onChange={(v) => edit(() => setAmountText(v.replace(/[^\d.,]/g, '')))}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposit.amountPlaceholder')}
          prefix={data.currencySymbol}
          hint={t('deposit.amountHint', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          error={errors.amount}
        />
        {channel.quickAmounts.length > 0 && (
          <fieldset className={css.section}>
            <legend className={css.sectionTitle}>{t('deposit.quickAmounts')}</legend>
            <div className={css.chips}>
              {channel.quickAmounts.map((q) => (
                <button
                  key={q}
                  type="button"
                  className={css.chip}
                  aria-pressed={parsed.minor === q}
                  onClick={() => edit(() => setAmountText(minorToMajorInput(q, data.minorUnitDigits)))}
                >
                  {money(q)}
                </button>
              ))}
            </div>
          </fieldset>
        )}
      </div>

      {manual && channel.receivingAccount ? (
        <>
          <ReceivingAccount channel={channel} />
          <TextField
            label={t('deposit.manual.reference')}
            value={reference}
            onChange={(v) => edit(() => setReference(v))}
            maxLength={DEPOSIT_REFERENCE.max}
            autoComplete="off"
            hint={t('deposit.manual.referenceHint')}
            error={errors.reference}
          />
        </>
      ) : (
        <p className={css.noteBox}>
          <ShieldCheck className={css.noteIcon} aria-hidden />
          {t('deposit.gateway.lead')}
        </p>
      )}

      <FormError message={formError} />
      <div className={css.actions}>
        <Button type="submit" fullWidth loading={pending}>
          {manual ? t('deposit.manual.submit') : t('deposit.gateway.submit')}
        </Button>
      </div>
    </form>
  );
}

function MethodCard({
  channel,
  checked,
  range,
  onSelect,
}: {
  channel: DepositChannel;
  checked: boolean;
  range: string;
  onSelect: () => void;
}) {
  const Icon = channelIcon(channel.icon);
  return (
    <label className={css.method}>
      <input
        type="radio"
        name="channel"
        value={channel.id}
        checked={checked}
        onChange={onSelect}
        className={css.radio}
      />
      <span className={css.methodIcon} aria-hidden>
        <Icon />
      </span>
      <span className={css.methodName}>{channel.name}</span>
      <span className={css.methodRange}>{range}</span>
    </label>
  );
}

/** The account to transfer to, each value with a copy button. */
function ReceivingAccount({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('wallet');
  const account = channel.receivingAccount!;
  const rows = [
    { label: t('deposit.manual.bankName'), value: account.bankName },
    { label: t('deposit.manual.accountName'), value: account.accountName },
    {
      label: t('deposit.manual.accountNumber'),
      value: account.accountNumber,
      copy: account.accountNumber.replace(/\s/g, ''),
    },
    ...(account.branch ? [{ label: t('deposit.manual.branch'), value: account.branch }] : []),
  ];
  const copy = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('deposit.manual.copied', { label }));
    } catch {
      toast.error(t('deposit.manual.copyFailed'));
    }
  };
  return (
    <section className={css.card} aria-labelledby="receiving-account">
      <h2 id="receiving-account" className={css.cardTitle}>
        {t('deposit.manual.accountTitle')}
      </h2>
      <dl className={css.details}>
        {rows.map((r) => (
          <div key={r.label} className={css.detail}>
            <dt className={css.detailLabel}>{r.label}</dt>
            <dd className={css.detailValue}>{r.value}</dd>
            <dd className={css.detailCopy}>
              <IconButton
                label={t('deposit.manual.copy', { label: r.label })}
                size="sm"
                variant="soft"
                onPress={() => void copy(r.label, r.copy ?? r.value)}
              >
                <Copy />
              </IconButton>
            </dd>
          </div>
        ))}
      </dl>
      {account.instructions ? (
        <p className={css.noteBox}>
          <Info className={css.noteIcon} aria-hidden />
          {account.instructions}
        </p>
      ) : null}
    </section>
  );
}

/** A manual deposit was made: it is pending until staff find the transfer. */
function Submitted({
  deposit,
  symbol,
  onAgain,
  onView,
}: {
  deposit: Deposit;
  symbol: string;
  onAgain: () => void;
  onView: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className={layout.stack}>
      <StatusHero status={deposit.status} title={t('deposit.submitted.title')} lead={t('deposit.submitted.lead')}>
        <Money
          symbol={symbol}
          minor={deposit.amount}
          digits={deposit.minorUnitDigits}
          decimals={deposit.amount % 10 ** deposit.minorUnitDigits === 0 ? 0 : 2}
          size="xl"
          tone="accent"
        />
      </StatusHero>
      <Card>
        <KeyValueList
          items={[
            { label: t('deposit.result.method'), value: deposit.channelName },
            { label: t('deposit.submitted.reference'), value: deposit.reference ?? '' },
          ]}
        />
      </Card>
      <div className={css.actions}>
        <Button fullWidth onPress={onView}>
          {t('deposit.submitted.view')}
        </Button>
        <Button fullWidth variant="secondary" onPress={onAgain}>
          {t('deposit.submitted.again')}
        </Button>
      </div>
    </div>
  );
}
