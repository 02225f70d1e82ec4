import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../design-system/BottomSheet';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { Form, FormAlert, useKitForm } from '../../design-system/Form';
import { Stack } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { FormMoneyField } from '../../design-system/MoneyField';
import { toast } from '../../design-system/Toast';
import type { LimitView } from '../../src/api/contract/protection';
import { protectionApi, useProtectionChange } from '../../src/api/protection';
import { moneyErrorKey, parseMoney } from '../../src/rules/money';
import { minorToMajorInput } from '../../src/rules/withdrawal';
import { limitChangeKind } from './limitRules';
import type { Currency } from './parts';

/**
 * Set, lower or raise a limit in a sheet. The sheet says before saving what will happen: a first
 * limit or a decrease applies now; an increase waits 24 hours, then must be confirmed within 7 days.
 */
export function LimitSheet({
  limit,
  currency,
  onClose,
}: {
  limit: LimitView | null;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText(currency.symbol, currency.digits);
  const save = useProtectionChange(protectionApi.setLimit);
  const kit = useKitForm<{ amount: string }>({
    defaultValues: { amount: '' },
    rules: {
      amount: (v) => {
        const parsed = parseMoney(String(v ?? ''), { digits: currency.digits });
        if (!parsed.ok) return moneyErrorKey(parsed.error);
        // The operator's limit binds the player: theirs can only be tighter (issue 19).
        return limit?.operator != null && parsed.minor > limit.operator ? 'validation.aboveOperatorLimit' : undefined;
      },
    },
  });
  const { reset, watch, formState } = kit.form;
  useEffect(() => {
    if (limit) reset({ amount: limit.amount === null ? '' : minorToMajorInput(limit.amount, currency.digits) });
  }, [limit, reset, currency.digits]);

  const typed = parseMoney(watch('amount') ?? '', { digits: currency.digits });
  const change = limit && typed.ok ? limitChangeKind(limit.amount, typed.minor) : null;
  const name = limit ? t(`protection.limitName.${limit.kind}.${limit.period}`) : '';

  const submit = kit.handleSubmit(async (v) => {
    if (!limit) return;
    const parsed = parseMoney(v.amount, { digits: currency.digits });
    if (!parsed.ok) return;
    const after = await save.mutateAsync({ kind: limit.kind, period: limit.period, amount: parsed.minor });
    const row = after.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
    toast.success(row?.pending ? t('protection.toast.pending') : t('protection.toast.applied'));
    onClose();
  });

  return (
    <BottomSheet
      open={limit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name}
      description={
        limit?.operator != null ? t('protection.operatorLimit', { amount: money(limit.operator) }) : undefined
      }
    >
      <Form kit={kit} onSubmit={submit} aria-label={name}>
        <Stack>
          <FormMoneyField
            name="amount"
            required
            label={t('protection.amount')}
            currencySymbol={currency.symbol}
            digits={currency.digits}
            hint={limit?.amount != null ? t('protection.current', { amount: money(limit.amount) }) : undefined}
          />
          {change ? (
            <Callout tone={change === 'increase' ? 'caution' : 'info'}>{t(`protection.changeRule.${change}`)}</Callout>
          ) : null}
          <FormAlert />
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            {t('protection.save')}
          </Button>
        </Stack>
      </Form>
    </BottomSheet>
  );
}
