import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { Form, FormAlert, useKitForm } from '../../../design-system/Form';
import { Inline, Stack } from '../../../design-system/Layout';
import { FormMoneyField } from '../../../design-system/MoneyField';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { protectionAdminApi, protectionAdminKeys } from '../../../src/admin/protectionApi';
import type { LimitView } from '../../../src/api/contract/protection';
import { moneyErrorKey, parseMoney } from '../../../src/rules/money';
import { minorToMajorInput } from '../../../src/rules/withdrawal';
import type { Currency } from './LimitsTable';

/**
 * The operator's limit (the player's twin): set or remove, applied at once and audited. The lower of
 * the player's and the operator's applies; the player can only go below it.
 */
export function OperatorLimitDialog({
  memberId,
  limit,
  currency,
  onClose,
}: {
  memberId: string;
  limit: LimitView | null;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const kit = useKitForm<{ amount: string }>({
    defaultValues: { amount: '' },
    rules: {
      amount: (v) => {
        const parsed = parseMoney(String(v ?? ''), { digits: currency.digits });
        return parsed.ok ? undefined : moneyErrorKey(parsed.error);
      },
    },
  });
  const { reset, formState } = kit.form;
  useEffect(() => {
    if (limit) reset({ amount: limit.operator === null ? '' : minorToMajorInput(limit.operator, currency.digits) });
  }, [limit, reset, currency.digits]);

  const save = async (amount: number | null) => {
    if (!limit) return;
    const data = await protectionAdminApi.setOperatorLimit(memberId, {
      kind: limit.kind,
      period: limit.period,
      amount,
    });
    queryClient.setQueryData(protectionAdminKeys.member(memberId), data);
    toast.success(amount === null ? t('protection.operatorRemoved') : t('protection.operatorSaved'));
    onClose();
  };
  const submit = kit.handleSubmit(async (v) => {
    const parsed = parseMoney(v.amount, { digits: currency.digits });
    if (parsed.ok) await save(parsed.minor);
  });
  const name = limit ? t(`protection.limitName.${limit.kind}.${limit.period}`) : '';

  return (
    <Dialog
      open={limit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="form"
      title={t('protection.operatorTitle', { name })}
      description={t('protection.operatorLead')}
    >
      <Form kit={kit} onSubmit={submit} aria-label={t('protection.operatorTitle', { name })}>
        <Stack>
          <FormMoneyField
            name="amount"
            required
            label={t('protection.operatorAmount')}
            currencySymbol={currency.symbol}
            digits={currency.digits}
          />
          <FormAlert />
          <Inline gap="sm" justify="end">
            {limit?.operator != null ? (
              <Button
                variant="ghost"
                loading={removing}
                onPress={async () => {
                  setRemoving(true);
                  try {
                    await save(null);
                  } catch (err) {
                    kit.applyServerError(err);
                  } finally {
                    setRemoving(false);
                  }
                }}
              >
                {t('protection.operatorRemove')}
              </Button>
            ) : null}
            <Button type="submit" loading={formState.isSubmitting}>
              {t('protection.operatorSave')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
