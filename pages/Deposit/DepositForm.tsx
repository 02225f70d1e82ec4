import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { ChoiceCards } from '../../design-system/ChoiceCards';
import { Form, FormAlert, FormTextField, useKitForm } from '../../design-system/Form';
import { Stack, sprinkles } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { FormMoneyField } from '../../design-system/MoneyField';
import type { Deposit, DepositChannels } from '../../src/api/contract/deposits';
import { DEPOSIT_REFERENCE, DEPOSIT_RESULT_PATH } from '../../src/api/contract/deposits.constants';
import { depositsApi } from '../../src/api/deposits';
import { ApiError } from '../../src/api/errors';
import { ProtectionBanner } from '../../src/app/ProtectionBanner';
import { useMemberInfo } from '../../src/app/useAuth';
import { newClientRequestId } from '../../src/rules/withdrawal';
import { checkDeposit, depositServerErrors, kitKey } from './depositRules';
import { DepositLimitPrompt, type ProtectionRefusal, RefusalCallout, useProtectionRefusal } from './ProtectionNotice';
import { channelIcon } from './parts';
import { QuickAmounts } from './QuickAmounts';
import { ReceivingAccount } from './ReceivingAccount';
import { Submitted } from './Submitted';

const gutter = sprinkles({ padding: 'md' });

interface DepositValues {
  channelId: string;
  amount: string;
  reference: string;
}

/** The deposit form, on the form kit: a channel, an amount in its range, and for a bank transfer the reference. */
export function DepositForm({ data }: { data: DepositChannels }) {
  const { t, i18n } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const money = useMoneyText(data.currencySymbol, data.minorUnitDigits);
  const first = data.channels[0]!;
  const channelOf = (id: string) => data.channels.find((c) => c.id === id) ?? first;
  const check = (v: DepositValues) => {
    const channel = channelOf(v.channelId);
    const manual = channel.kind === 'manual_bank';
    const input = { amountText: v.amount, reference: v.reference, manual, channel, digits: data.minorUnitDigits };
    return checkDeposit(input);
  };
  const kit = useKitForm<DepositValues>({
    defaultValues: { channelId: first.id, amount: '', reference: '' },
    rules: {
      amount: (_, v) => {
        const m = check(v).errors.amount;
        return m && kitKey(m);
      },
      reference: (_, v) => {
        const m = check(v).errors.reference;
        return m && kitKey(m);
      },
    },
  });
  const { watch, setValue, reset, formState } = kit.form;
  const values = watch();
  const channel = channelOf(values.channelId);
  const manual = channel.kind === 'manual_bank';
  const [redirecting, setRedirecting] = useState(false);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  // One request id per attempt: a double tap sends the same one (one deposit); new input, a new one.
  const attempt = useRef<{ key: string; id: string } | null>(null);
  // A deposit limit or an exclusion refused the last try (issue 19): said with its figures.
  const refusalOf = useProtectionRefusal(data.currencySymbol, data.minorUnitDigits);
  const [refusal, setRefusal] = useState<ProtectionRefusal | null>(null);
  const protectionState = useMemberInfo().data?.protection;

  // A new input clears the last refusal under the form.
  useEffect(() => {
    const sub = watch(() => {
      kit.setFormError(null);
      setRefusal(null);
    });
    return () => sub.unsubscribe();
  }, [watch, kit.setFormError]);

  const submit = kit.handleSubmit(
    async (v) => {
      const minor = check(v).minor!;
      const ref = manual ? v.reference.trim() : undefined;
      const key = `${channel.id}|${minor}|${ref ?? ''}`;
      if (attempt.current?.key !== key) attempt.current = { key, id: newClientRequestId() };
      const result = await depositsApi.create(
        { channelId: channel.id, amount: minor, reference: ref, clientRequestId: attempt.current.id },
        i18n.language,
      );
      if (result.redirectUrl) {
        // The gateway's page is not part of this app: a full navigation. The button keeps spinning.
        setRedirecting(true);
        window.location.assign(result.redirectUrl);
        return;
      }
      attempt.current = null;
      setSubmitted(result.deposit);
      window.scrollTo({ top: 0 });
    },
    (err) => {
      const protection = refusalOf(err);
      setRefusal(protection);
      if (protection) return true;
      // The server's field refusals in this page's words, with the channel's numbers.
      const fields = err instanceof ApiError ? depositServerErrors(err.fields, channel) : {};
      if (fields.amount) kit.setFieldError('amount', kitKey(fields.amount));
      if (fields.reference) kit.setFieldError('reference', kitKey(fields.reference), { focus: !fields.amount });
      return Boolean(fields.amount || fields.reference);
    },
  );

  if (submitted) {
    return (
      <Submitted
        deposit={submitted}
        symbol={data.currencySymbol}
        onAgain={() => {
          setSubmitted(null);
          reset({ channelId: channel.id, amount: '', reference: '' });
        }}
        onView={() => navigate(`${DEPOSIT_RESULT_PATH}?deposit=${submitted.id}`)}
      />
    );
  }

  const touched = formState.isSubmitted;
  return (
    <Form kit={kit} onSubmit={submit} className={gutter} aria-label={tCommon('title.deposit')}>
      <Stack>
        <ProtectionBanner state={protectionState} />
        {protectionState ? null : <DepositLimitPrompt />}
        <ChoiceCards
          legend={t('deposit.method')}
          name="channel"
          columns={2}
          value={channel.id}
          onChange={(id) => {
            setValue('channelId', id);
            // The range changed with the channel: re-check what was already checked.
            if (touched) void kit.form.trigger();
          }}
          options={data.channels.map((c) => ({
            value: c.id,
            title: c.name,
            description: t('deposit.range', { min: money(c.minAmount), max: money(c.maxAmount) }),
            icon: channelIcon(c.icon),
          }))}
        />

        <Stack gap="sm">
          <FormMoneyField
            name="amount"
            required
            label={t('deposit.amount')}
            currencySymbol={data.currencySymbol}
            digits={data.minorUnitDigits}
            placeholder={t('deposit.amountPlaceholder')}
            hint={t('deposit.amountHint', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
            messageValues={{ min: money(channel.minAmount), max: money(channel.maxAmount) }}
          />
          <QuickAmounts
            legend={t('deposit.quickAmounts')}
            amounts={channel.quickAmounts}
            selected={check(values).minor}
            digits={data.minorUnitDigits}
            format={money}
            onPick={(text) => setValue('amount', text, { shouldValidate: touched })}
          />
        </Stack>

        {manual && channel.receivingAccount ? (
          <>
            <ReceivingAccount account={channel.receivingAccount} />
            <FormTextField
              name="reference"
              required
              label={t('deposit.manual.reference')}
              maxLength={DEPOSIT_REFERENCE.max}
              autoComplete="off"
              hint={t('deposit.manual.referenceHint')}
              messageValues={{ ...DEPOSIT_REFERENCE }}
            />
          </>
        ) : (
          <Callout icon={ShieldCheck}>{t('deposit.gateway.lead')}</Callout>
        )}

        {refusal ? <RefusalCallout refusal={refusal} /> : null}
        <FormAlert />
        <Button type="submit" fullWidth loading={formState.isSubmitting || redirecting}>
          {manual ? t('deposit.manual.submit') : t('deposit.gateway.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
