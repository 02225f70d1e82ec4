import { CloudRain } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { Form, FormAlert, FormSelect, FormTextField, useKitForm } from '../../design-system/Form';
import { Stack } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { FormMoneyField } from '../../design-system/MoneyField';
import { Text } from '../../design-system/Text';
import type { RedRainSchedule } from '../../src/api/contract/redrain';
import { parseMoney } from '../../src/rules/money';
import {
  readSchedule,
  SCHEDULE_DEFAULTS,
  type ScheduleValues,
  START_OPTIONS,
  WINDOW_MINUTES,
} from '../../src/rules/redRainSchedule';
import { newClientRequestId } from '../../src/rules/withdrawal';

export interface ScheduleFormProps {
  currencySymbol: string;
  digits: number;
  /** The agent's cash, in minor units: the budget leaves it when the rain is scheduled. */
  balance: number;
  /** Sends the plan (a double tap sends the same request id); rejects with the server's error. */
  onSchedule: (body: RedRainSchedule) => Promise<unknown>;
  /** Now, in ms (the server's clock as this device sees it). */
  now?: () => number;
}

const SERVER_FIELDS = { 'redrain.start_invalid': 'startIn', 'wallet.insufficient_funds': 'budget' } as const;

/** The agent's form: when, how long, the budget and how it is split (the kit's form, spec-style messages). */
export function ScheduleForm({ currencySymbol, digits, balance, onSchedule, now = Date.now }: ScheduleFormProps) {
  const { t } = useTranslation('redrain');
  const money = useMoneyText(currencySymbol, digits);
  const rule = (name: keyof ScheduleValues) => (_: unknown, v: ScheduleValues) =>
    readSchedule(v, digits, balance).errors[name];
  const kit = useKitForm<ScheduleValues>({
    defaultValues: SCHEDULE_DEFAULTS,
    rules: { budget: rule('budget'), count: rule('count'), minAmount: rule('minAmount'), maxAmount: rule('maxAmount') },
    serverErrors: SERVER_FIELDS,
  });
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const { watch, formState, reset } = kit.form;
  const values = watch();
  const { plan } = readSchedule(values, digits, balance);
  const count = Number(values.count) || 0;
  const minor = (text: string) => {
    const parsed = parseMoney(text, { digits });
    return parsed.ok ? parsed.minor : 0;
  };
  const least = money(count * minor(values.minAmount));
  const most = money(count * minor(values.maxAmount));

  const submit = kit.handleSubmit(async (v) => {
    const read = readSchedule(v, digits, balance);
    if (!read.plan) return;
    const key = JSON.stringify([v, read.plan]);
    if (attempt.current?.key !== key) attempt.current = { key, id: newClientRequestId() };
    await onSchedule({
      clientRequestId: attempt.current.id,
      startsAt: new Date(now() + Number(v.startIn) * 1000).toISOString(),
      windowSeconds: Number(v.window) * 60,
      ...read.plan,
    });
    attempt.current = null;
    reset(SCHEDULE_DEFAULTS);
  });

  const amountField = (name: 'budget' | 'minAmount' | 'maxAmount', label: string) => (
    <FormMoneyField
      name={name}
      required
      label={label}
      currencySymbol={currencySymbol}
      digits={digits}
      messageValues={{ least, most }}
      deps={name === 'budget' ? undefined : ['budget']}
    />
  );
  return (
    <Panel title={t('form.title')} description={t('form.intro')} level={2}>
      <Form kit={kit} onSubmit={submit} aria-label={t('form.title')}>
        <Stack>
          <FormSelect
            name="startIn"
            label={t('form.startIn')}
            options={START_OPTIONS.map((s) => ({ value: String(s), label: t(`form.startOptions.${s}`) }))}
          />
          <FormSelect
            name="window"
            label={t('form.window')}
            options={WINDOW_MINUTES.map((m) => ({ value: String(m), label: t('form.windowOption', { count: m }) }))}
          />
          {amountField('budget', t('form.budget'))}
          <Text tone="muted" size="sm">
            {t('form.balance', { amount: money(balance) })}
          </Text>
          <FormTextField
            name="count"
            required
            label={t('form.count')}
            placeholder={t('form.countPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            transform={(v) => v.replace(/\D/g, '')}
            deps={['budget']}
          />
          {amountField('minAmount', t('form.min'))}
          {amountField('maxAmount', t('form.max'))}
          <FormAlert />
          <Button
            type="submit"
            fullWidth
            icon={<CloudRain />}
            loading={formState.isSubmitting}
            disabled={formState.isSubmitted && !plan}
          >
            {t('form.submit')}
          </Button>
        </Stack>
      </Form>
    </Panel>
  );
}
