import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { Columns } from '../../../design-system/Layout';
import { toDecimalString } from '../../../design-system/Money';
import { MoneyField } from '../../../design-system/MoneyField';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { VipLevel } from '../../../src/api/contract/vip';
import { REBATE_CATEGORIES } from '../../../src/api/contract/vip.constants';
import { parseMoney } from '../../../src/rules/money';

const MONEY_KEYS = [
  'minTurnover',
  'minDeposits',
  'upgradeBonus',
  'monthlyBonus',
  'withdrawDailyAmount',
  'keepTurnover',
] as const;
type MoneyKey = (typeof MONEY_KEYS)[number];

export interface Currency {
  symbol: string;
  digits: number;
}

/** Edits one level: its name, thresholds, bonuses, rebate rate per category (bp) and withdrawal allowance. */
export function LevelDialog({
  level,
  currency,
  busy,
  error,
  onSave,
  onClose,
}: {
  level: VipLevel;
  currency: Currency;
  busy: boolean;
  error?: string;
  onSave: (level: VipLevel) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [name, setName] = useState(level.name);
  const [money, setMoney] = useState<Record<MoneyKey, string>>(
    () =>
      Object.fromEntries(
        MONEY_KEYS.map((k) => [k, toDecimalString(level[k], currency.digits, Math.min(2, currency.digits))]),
      ) as Record<MoneyKey, string>,
  );
  const [count, setCount] = useState(String(level.withdrawDailyCount));
  const [rates, setRates] = useState<Record<string, string>>(() =>
    Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, String(level.rebateRates[c] ?? 0)])),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const intIn = (v: string, max: number) => (/^\d{1,6}$/.test(v.trim()) && Number(v) <= max ? Number(v) : null);

  const submit = () => {
    const errors: Record<string, string> = {};
    const next = { ...level, name: name.trim(), rebateRates: {} as VipLevel['rebateRates'] };
    if (!next.name || next.name.length > 24) errors.name = t('vip.nameRule');
    for (const k of MONEY_KEYS) {
      const parsed = parseMoney(money[k], { digits: currency.digits, allowZero: true });
      if (parsed.ok) next[k] = parsed.minor;
      else errors[k] = t('vip.amountRule');
    }
    const c = intIn(count, 1000);
    if (c === null) errors.withdrawDailyCount = t('vip.countRule');
    else next.withdrawDailyCount = c;
    for (const cat of REBATE_CATEGORIES) {
      const bp = intIn(rates[cat] ?? '0', 10_000);
      if (bp === null) errors[`rate.${cat}`] = t('vip.rateRule');
      else if (bp > 0) next.rebateRates[cat] = bp;
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    return onSave(next);
  };

  const moneyField = (k: MoneyKey) => (
    <MoneyField
      key={k}
      label={t(`vip.fields.${k}`)}
      currencySymbol={currency.symbol}
      digits={currency.digits}
      allowZero
      value={money[k]}
      error={fieldErrors[k]}
      onChange={(text) => setMoney((m) => ({ ...m, [k]: text }))}
    />
  );

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('vip.editLevel', { name: level.name })}
      description={t('vip.editLead')}
      submitLabel={t('vip.save')}
      cancelLabel={t('queue.cancel')}
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <TextField label={t('vip.fields.name')} value={name} onChange={setName} error={fieldErrors.name} />
      {MONEY_KEYS.slice(0, 4).map(moneyField)}
      <Columns columns={2} gap="sm">
        {REBATE_CATEGORIES.map((cat) => (
          <TextField
            key={cat}
            label={t('vip.fields.rate', { category: cat })}
            inputMode="numeric"
            value={rates[cat] ?? '0'}
            error={fieldErrors[`rate.${cat}`]}
            onChange={(v) => setRates((r) => ({ ...r, [cat]: v }))}
          />
        ))}
      </Columns>
      <TextField
        label={t('vip.fields.withdrawDailyCount')}
        hint={t('vip.zeroNoLimit')}
        inputMode="numeric"
        value={count}
        error={fieldErrors.withdrawDailyCount}
        onChange={setCount}
      />
      {MONEY_KEYS.slice(4).map(moneyField)}
    </FormDialog>
  );
}
