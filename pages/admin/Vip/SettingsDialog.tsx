import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { toDecimalString } from '../../../design-system/Money';
import { MoneyField } from '../../../design-system/MoneyField';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { VipSettings } from '../../../src/api/contract/vip';
import { parseMoney } from '../../../src/rules/money';
import type { Currency } from './LevelDialog';

/** The rebate payout (reward centre or cash), monthly demotion, and the referral rules. */
export function SettingsDialog({
  settings,
  currency,
  busy,
  error,
  onSave,
  onClose,
}: {
  settings: VipSettings;
  currency: Currency;
  busy: boolean;
  error?: string;
  onSave: (s: VipSettings) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const dec = (minor: number) => toDecimalString(minor, currency.digits, Math.min(2, currency.digits));
  const [payout, setPayout] = useState(settings.rebatePayout);
  const [demotion, setDemotion] = useState(settings.demotion);
  const [threshold, setThreshold] = useState(dec(settings.referral.depositThreshold));
  const [reward, setReward] = useState(dec(settings.referral.depositReward));
  const [share, setShare] = useState(String(settings.referral.turnoverShareBp));
  const [days, setDays] = useState(String(settings.referral.turnoverDays));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const e: Record<string, string> = {};
    const money = (v: string, k: string) => {
      const p = parseMoney(v, { digits: currency.digits, allowZero: true });
      if (!p.ok) e[k] = t('vip.amountRule');
      return p.ok ? p.minor : 0;
    };
    const depositThreshold = money(threshold, 'threshold');
    const depositReward = money(reward, 'reward');
    const bp = /^\d{1,5}$/.test(share.trim()) && Number(share) <= 10_000 ? Number(share) : null;
    if (bp === null) e.share = t('vip.rateRule');
    const d = /^\d{1,3}$/.test(days.trim()) && Number(days) >= 1 && Number(days) <= 365 ? Number(days) : null;
    if (d === null) e.days = t('vip.daysRule');
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    return onSave({
      rebatePayout: payout,
      demotion,
      referral: { depositThreshold, depositReward, turnoverShareBp: bp ?? 0, turnoverDays: d ?? 30 },
    });
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('vip.settingsTitle')}
      submitLabel={t('vip.save')}
      cancelLabel={t('queue.cancel')}
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <Select
        label={t('vip.fields.rebatePayout')}
        value={payout}
        options={(['reward', 'cash'] as const).map((v) => ({ value: v, label: t(`vip.payout.${v}`) }))}
        onChange={(v) => setPayout(v as VipSettings['rebatePayout'])}
      />
      <Switch label={t('vip.fields.demotion')} checked={demotion} onChange={setDemotion} />
      <MoneyField
        label={t('vip.fields.referralThreshold')}
        currencySymbol={currency.symbol}
        digits={currency.digits}
        allowZero
        value={threshold}
        error={errors.threshold}
        onChange={setThreshold}
      />
      <MoneyField
        label={t('vip.fields.referralReward')}
        hint={t('vip.zeroOff')}
        currencySymbol={currency.symbol}
        digits={currency.digits}
        allowZero
        value={reward}
        error={errors.reward}
        onChange={setReward}
      />
      <TextField
        label={t('vip.fields.referralShare')}
        hint={t('vip.zeroOff')}
        inputMode="numeric"
        value={share}
        error={errors.share}
        onChange={setShare}
      />
      <TextField
        label={t('vip.fields.referralDays')}
        inputMode="numeric"
        value={days}
        error={errors.days}
        onChange={setDays}
      />
    </FormDialog>
  );
}
