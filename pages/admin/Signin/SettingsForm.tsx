import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Callout } from '../../../design-system/Callout';
import { Card } from '../../../design-system/Card';
import { Columns, Stack } from '../../../design-system/Layout';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { MoneyField } from '../../../design-system/MoneyField';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { SIGNIN_MAX_CYCLE_DAYS, type SigninSettings, type SigninSettingsView } from '../../../src/api/contract/signin';
import { parseMoney } from '../../../src/rules/money';

const FALLBACK_ZONES = ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Manila', 'Asia/Singapore', 'Asia/Tokyo', 'UTC'];
const zones = (): string[] => {
  const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone');
  return all && all.length > 0 ? (all.includes('UTC') ? all : [...all, 'UTC']) : FALLBACK_ZONES;
};

export interface SettingsFormProps {
  settings: SigninSettingsView;
  /** Marketing (and admin) may save; other roles read. */
  canEdit: boolean;
  busy?: boolean;
  /** The server's answer to the last save: field name → message. */
  serverErrors?: Record<string, string>;
  onSave: (settings: SigninSettings) => void;
}

/** The sign-in settings editor: on, cycle, one reward a day, payout, make-up, time zone. */
export function SettingsForm({ settings, canEdit, busy = false, serverErrors = {}, onSave }: SettingsFormProps) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const digits = settings.minorUnitDigits;
  const major = (minor: number) => formatMinor(minor, digits, 'en', { decimals: digits }).replace(/,/g, '');
  const [enabled, setEnabled] = useState(settings.enabled);
  const [cycleDays, setCycleDays] = useState(settings.cycleDays);
  const [rewards, setRewards] = useState(() => settings.rewards.map(major));
  const [payout, setPayout] = useState(settings.payout);
  const [templateId, setTemplateId] = useState(settings.templateId ?? '');
  const [makeupAllowed, setMakeupAllowed] = useState(settings.makeupAllowed);
  const [makeupPerCycle, setMakeupPerCycle] = useState(settings.makeupPerCycle);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const resize = (n: number) => {
    setCycleDays(n);
    setRewards((r) => Array.from({ length: n }, (_, i) => r[i] ?? r[r.length - 1] ?? ''));
    if (makeupPerCycle > n) setMakeupPerCycle(n);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amounts = rewards.map((text, i) => {
      const parsed = parseMoney(text, { digits });
      if (!parsed.ok) found[`reward${i}`] = t('signin.amountInvalid');
      return parsed.ok ? parsed.minor : 0;
    });
    if (payout === 'bonus' && !/^[0-9a-f-]{36}$/i.test(templateId.trim()))
      found.templateId = t('signin.templateRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave({
      enabled,
      cycleDays,
      rewards: amounts,
      payout,
      templateId: payout === 'bonus' ? templateId.trim() : null,
      makeupAllowed,
      makeupPerCycle: makeupAllowed ? makeupPerCycle : 0,
      timeZone,
    });
  };
  const numbers = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

  return (
    <form onSubmit={submit} aria-label={t('signin.formLabel')} noValidate lang={i18n.language}>
      <Stack gap="xl">
        <Card padding="lg" gap="lg">
          <SectionHeader title={t('signin.cycleTitle')} level={2} />
          <Switch
            label={t('signin.enabled')}
            hint={t('signin.enabledHint')}
            checked={enabled}
            onChange={setEnabled}
            disabled={!canEdit}
          />
          <Columns columns={1} wideColumns={2} gap="lg">
            <Select
              label={t('signin.cycleDays')}
              value={String(cycleDays)}
              onChange={(v) => resize(Number(v))}
              options={numbers(1, SIGNIN_MAX_CYCLE_DAYS)}
              disabled={!canEdit}
            />
            <Select
              label={t('signin.timeZone')}
              hint={t('signin.timeZoneHint')}
              value={timeZone}
              onChange={setTimeZone}
              options={zones().map((z) => ({ value: z, label: z }))}
              error={shown.timeZone}
              disabled={!canEdit}
            />
          </Columns>
        </Card>
        <Card padding="lg" gap="lg">
          <SectionHeader title={t('signin.rewardsTitle')} description={t('signin.rewardsLead')} level={2} />
          {shown.rewards ? <Callout tone="caution">{shown.rewards}</Callout> : null}
          <Columns columns={2} wideColumns={4} gap="md">
            {rewards.map((text, i) => (
              <MoneyField
                // biome-ignore lint/suspicious/noArrayIndexKey: one field per cycle day, the day is its identity
                key={i}
                label={t('signin.dayReward', { day: i + 1 })}
                currencySymbol={settings.currencySymbol}
                digits={digits}
                value={text}
                onChange={(v) => setRewards((r) => r.map((x, j) => (j === i ? v : x)))}
                error={shown[`reward${i}`]}
                disabled={!canEdit}
              />
            ))}
          </Columns>
          <Columns columns={1} wideColumns={2} gap="lg">
            <Select
              label={t('signin.payout')}
              value={payout}
              onChange={(v) => setPayout(v as SigninSettings['payout'])}
              options={[
                { value: 'cash', label: t('signin.payouts.cash') },
                { value: 'bonus', label: t('signin.payouts.bonus') },
              ]}
              disabled={!canEdit}
            />
            {payout === 'bonus' ? (
              <TextField
                label={t('signin.templateId')}
                hint={t('signin.templateHint')}
                value={templateId}
                onChange={setTemplateId}
                error={shown.templateId}
                disabled={!canEdit}
              />
            ) : null}
          </Columns>
        </Card>
        <Card padding="lg" gap="lg">
          <SectionHeader title={t('signin.makeupTitle')} level={2} />
          <Switch
            label={t('signin.makeupAllowed')}
            hint={t('signin.makeupHint')}
            checked={makeupAllowed}
            onChange={(on) => {
              setMakeupAllowed(on);
              if (on && makeupPerCycle === 0) setMakeupPerCycle(1);
            }}
            disabled={!canEdit}
          />
          {makeupAllowed ? (
            <Select
              label={t('signin.makeupPerCycle')}
              value={String(makeupPerCycle)}
              onChange={(v) => setMakeupPerCycle(Number(v))}
              options={numbers(0, cycleDays)}
              disabled={!canEdit}
            />
          ) : null}
        </Card>
        {canEdit ? (
          <div>
            <Button type="submit" loading={busy}>
              {t('signin.save')}
            </Button>
          </div>
        ) : (
          <Callout tone="info">{t('signin.readOnly')}</Callout>
        )}
      </Stack>
    </form>
  );
}
