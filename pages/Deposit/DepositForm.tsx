import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { ChoiceCards } from '../../design-system/ChoiceCards';
import { Stack, sprinkles } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { TextField } from '../../design-system/TextField';
import type { Deposit, DepositChannels } from '../../src/api/contract/deposits';
import { DEPOSIT_REFERENCE, DEPOSIT_RESULT_PATH } from '../../src/api/contract/deposits.constants';
import { depositsApi } from '../../src/api/deposits';
import { ApiError } from '../../src/api/errors';
import { newClientRequestId } from '../../src/rules/withdrawal';
import { FormError, useErrorMessage } from '../shared/AccountFields';
import { checkDeposit, type DepositErrors, depositServerErrors, type Message } from './depositRules';
import { channelIcon } from './parts';
import { QuickAmounts } from './QuickAmounts';
import { ReceivingAccount } from './ReceivingAccount';
import { Submitted } from './Submitted';

const pageColumn = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'md' });

/** The deposit form: a channel, an amount in its range, and for a bank transfer the reference. */
export function DepositForm({ data }: { data: DepositChannels }) {
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
  const [serverErrors, setServerErrors] = useState<DepositErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  // One request id per attempt: a double tap sends the same one (one deposit); new input, a new one.
  const attempt = useRef<{ key: string; id: string } | null>(null);

  const manual = channel.kind === 'manual_bank';
  const check = () => checkDeposit({ amountText, reference, manual, channel, digits: data.minorUnitDigits });
  const { minor } = check();
  const errors: DepositErrors = checked ? { ...serverErrors, ...check().errors } : serverErrors;
  // Messages are keys until here: a language change re-renders them in the new language.
  const say = (m?: Message) => {
    if (!m) return undefined;
    const amounts = Object.fromEntries(Object.entries(m.amounts ?? {}).map(([k, v]) => [k, money(v)]));
    return (m.common ? tCommon : t)(m.key, { ...m.values, ...amounts });
  };

  const edit = (fn: () => void) => {
    fn();
    setServerErrors({});
    setFormError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    setFormError(null);
    const found = check();
    if (found.errors.amount || found.errors.reference || found.minor === null) return;
    const ref = manual ? reference.trim() : undefined;
    const key = `${channel.id}|${found.minor}|${ref ?? ''}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: newClientRequestId() };
    setPending(true);
    try {
      const result = await depositsApi.create(
        { channelId: channel.id, amount: found.minor, reference: ref, clientRequestId: attempt.current.id },
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
      const fields = err instanceof ApiError ? depositServerErrors(err.fields, channel) : {};
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
    <form className={pageColumn} onSubmit={(e) => void submit(e)} noValidate>
      <ChoiceCards
        legend={t('deposit.method')}
        name="channel"
        columns={2}
        value={channel.id}
        onChange={(id) => edit(() => setChannelId(id))}
        options={data.channels.map((c) => ({
          value: c.id,
          title: c.name,
          description: t('deposit.range', { min: money(c.minAmount), max: money(c.maxAmount) }),
          icon: channelIcon(c.icon),
        }))}
      />

      <Stack gap="sm">
        <TextField
          label={t('deposit.amount')}
          value={amountText}
          onChange={(v) => edit(() => setAmountText(v.replace(/[^\d.,]/g, '')))}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposit.amountPlaceholder')}
          prefix={data.currencySymbol}
          hint={t('deposit.amountHint', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          error={say(errors.amount)}
        />
        <QuickAmounts
          legend={t('deposit.quickAmounts')}
          amounts={channel.quickAmounts}
          selected={minor}
          digits={data.minorUnitDigits}
          format={money}
          onPick={(text) => edit(() => setAmountText(text))}
        />
      </Stack>

      {manual && channel.receivingAccount ? (
        <>
          <ReceivingAccount account={channel.receivingAccount} />
          <TextField
            label={t('deposit.manual.reference')}
            value={reference}
            onChange={(v) => edit(() => setReference(v))}
            maxLength={DEPOSIT_REFERENCE.max}
            autoComplete="off"
            hint={t('deposit.manual.referenceHint')}
            error={say(errors.reference)}
          />
        </>
      ) : (
        <Callout icon={ShieldCheck}>{t('deposit.gateway.lead')}</Callout>
      )}

      <FormError message={formError} />
      <Button type="submit" fullWidth loading={pending}>
        {manual ? t('deposit.manual.submit') : t('deposit.gateway.submit')}
      </Button>
    </form>
  );
}
