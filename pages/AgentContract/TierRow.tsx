import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { Columns, Inline } from '../../design-system/Layout';
import { MoneyField } from '../../design-system/MoneyField';
import { Select } from '../../design-system/Select';
import { Text } from '../../design-system/Text';
import { TextField } from '../../design-system/TextField';
import type { ContractKind } from '../../src/rules/contractTiers';
import type { Currency } from './TiersTable';

/** One tier as typed: a threshold, active members (salary), and what it pays (amount or percent text). */
export interface TierRowValues {
  threshold: string;
  members: string;
  payKind: 'fixed' | 'rate';
  /** A money amount (fixed) or a percent with up to 2 decimals (rate, share). */
  value: string;
}

export interface TierRowProps {
  kind: ContractKind;
  index: number;
  row: TierRowValues;
  currency: Currency;
  removable: boolean;
  /** The translated error of a field of this row, if any. */
  errorAt: (field: string) => string | undefined;
  onChange: (patch: Partial<TierRowValues>) => void;
  onRemove: () => void;
}

/** The fields of one tier in the offer dialog. */
export function TierRow({ kind, index, row, currency, removable, errorAt, onChange, onRemove }: TierRowProps) {
  const { t } = useTranslation('agent');
  const thresholdLabel = t(kind === 'dividend' ? 'contracts.tiers.minNetLoss' : 'contracts.tiers.minTurnover');
  return (
    <Card as="section" gap="sm" aria-label={t('contracts.tiers.name', { n: index + 1 })}>
      <Inline justify="between" align="center">
        <Text weight="medium">{t('contracts.tiers.name', { n: index + 1 })}</Text>
        <Button size="sm" variant="ghost" icon={<Trash2 />} disabled={!removable} onPress={onRemove}>
          {t('contracts.dialog.removeTier')}
        </Button>
      </Inline>
      <MoneyField
        label={thresholdLabel}
        currencySymbol={currency.symbol}
        digits={currency.digits}
        allowZero
        value={row.threshold}
        error={errorAt(kind === 'dividend' ? 'minNetLoss' : 'minTurnover')}
        onChange={(v) => onChange({ threshold: v })}
      />
      {kind === 'salary' ? (
        <TextField
          label={t('contracts.tiers.minActiveMembers')}
          inputMode="numeric"
          value={row.members}
          error={errorAt('minActiveMembers')}
          onChange={(v) => onChange({ members: v.replace(/\D/g, '') })}
        />
      ) : null}
      <Columns columns={kind === 'dividend' ? 1 : 2} gap="sm">
        {kind === 'dividend' ? null : (
          <Select
            label={t('contracts.dialog.payKind')}
            value={row.payKind}
            options={(['fixed', 'rate'] as const).map((k) => ({
              value: k,
              label: t(`contracts.dialog.payKinds.${k}`),
            }))}
            onChange={(v) => onChange({ payKind: v as TierRowValues['payKind'], value: '' })}
          />
        )}
        {kind !== 'dividend' && row.payKind === 'fixed' ? (
          <MoneyField
            label={t('contracts.tiers.pay')}
            currencySymbol={currency.symbol}
            digits={currency.digits}
            value={row.value}
            error={errorAt('pay')}
            onChange={(v) => onChange({ value: v })}
          />
        ) : (
          <TextField
            label={t(kind === 'dividend' ? 'contracts.tiers.share' : 'contracts.dialog.ratePercent')}
            inputMode="decimal"
            suffix="%"
            value={row.value}
            error={errorAt(kind === 'dividend' ? 'shareBasisPoints' : 'pay')}
            onChange={(v) => onChange({ value: v.replace(/[^\d.]/g, '') })}
          />
        )}
      </Columns>
    </Card>
  );
}
