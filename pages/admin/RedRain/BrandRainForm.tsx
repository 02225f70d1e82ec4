import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { Form, FormAlert, FormSelect, FormTextField, useKitForm } from '../../../design-system/Form';
import { Columns, Stack } from '../../../design-system/Layout';
import { useMoneyText } from '../../../design-system/Money';
import { FormMoneyField } from '../../../design-system/MoneyField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { RedRainSchedule } from '../../../src/api/contract/redrain';
import { parseMoney } from '../../../src/rules/money';
import {
  readSchedule,
  SCHEDULE_DEFAULTS,
  type ScheduleValues,
  START_OPTIONS,
  WINDOW_MINUTES,
} from '../../../src/rules/redRainSchedule';
import { newClientRequestId } from '../../../src/rules/withdrawal';

/** No balance limits a brand-wide rain: promotion cost pays it. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** Schedules a brand-wide rain (the same fields and messages as the agent's form on /m/redRain). */
export function BrandRainForm(props: {
  currencySymbol: string;
  digits: number;
  onSchedule: (body: RedRainSchedule) => Promise<unknown>;
}) {
  const { currencySymbol, digits, onSchedule } = props;
  const { t } = useTranslation(ADMIN_NS);
  const { t: tr } = useTranslation('redrain');
  const money = useMoneyText(currencySymbol, digits);
  const rule = (name: keyof ScheduleValues) => (_: unknown, v: ScheduleValues) =>
    readSchedule(v, digits, UNLIMITED).errors[name];
  const kit = useKitForm<ScheduleValues>({
    defaultValues: SCHEDULE_DEFAULTS,
    rules: { budget: rule('budget'), count: rule('count'), minAmount: rule('minAmount'), maxAmount: rule('maxAmount') },
    serverErrors: { 'redrain.start_invalid': 'startIn' },
  });
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const values = kit.form.watch();
  const minor = (text: string) => {
    const parsed = parseMoney(text, { digits });
    return parsed.ok ? parsed.minor : 0;
  };
  const count = Number(values.count) || 0;
  const messageValues = { least: money(count * minor(values.minAmount)), most: money(count * minor(values.maxAmount)) };
  const submit = kit.handleSubmit(async (v) => {
    const { plan } = readSchedule(v, digits, UNLIMITED);
    if (!plan) return;
    const key = JSON.stringify(v);
    if (attempt.current?.key !== key) attempt.current = { key, id: newClientRequestId() };
    await onSchedule({
      clientRequestId: attempt.current.id,
      startsAt: new Date(Date.now() + Number(v.startIn) * 1000).toISOString(),
      windowSeconds: Number(v.window) * 60,
      ...plan,
    });
    attempt.current = null;
    kit.form.reset(SCHEDULE_DEFAULTS);
  });
  const amount = (name: 'budget' | 'minAmount' | 'maxAmount', label: string) => (
    <FormMoneyField
      name={name}
      required
      label={label}
      currencySymbol={currencySymbol}
      digits={digits}
      messageValues={messageValues}
      deps={name === 'budget' ? undefined : ['budget']}
    />
  );
  return (
    <Panel title={t('redRain.scheduleTitle')} level={2}>
      <Form kit={kit} onSubmit={submit} aria-label={t('redRain.scheduleTitle')}>
        <Stack>
          <Columns columns={1} wideColumns={3} gap="md">
            <FormSelect
              name="startIn"
              label={tr('form.startIn')}
              options={START_OPTIONS.map((s) => ({ value: String(s), label: tr(`form.startOptions.${s}`) }))}
            />
            <FormSelect
              name="window"
              label={tr('form.window')}
              options={WINDOW_MINUTES.map((m) => ({ value: String(m), label: tr('form.windowOption', { count: m }) }))}
            />
            {amount('budget', tr('form.budget'))}
            <FormTextField
              name="count"
              required
              label={tr('form.count')}
              inputMode="numeric"
              maxLength={4}
              transform={(v) => v.replace(/\D/g, '')}
              deps={['budget']}
            />
            {amount('minAmount', tr('form.min'))}
            {amount('maxAmount', tr('form.max'))}
          </Columns>
          <FormAlert />
          <Button type="submit" loading={kit.form.formState.isSubmitting}>
            {tr('form.submit')}
          </Button>
        </Stack>
      </Form>
    </Panel>
  );
}
