import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { Panel } from '../../design-system/Card';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { Inline, Stack } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { Text } from '../../design-system/Text';
import { toast } from '../../design-system/Toast';
import { UsageMeter } from '../../design-system/UsageMeter';
import type { LimitView, Protection } from '../../src/api/contract/protection';
import { LIMIT_KINDS, type LimitKind } from '../../src/api/contract/protection.constants';
import { protectionApi, useProtectionChange } from '../../src/api/protection';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useDates } from '../../src/i18n/dates';
import { LimitSheet } from './LimitSheet';
import type { Currency } from './parts';

/** The limits tab: one panel per kind (deposit, loss, wager), one row per period. */
export function Limits({ protection, currency }: { protection: Protection; currency: Currency }) {
  const { t } = useTranslation('wallet');
  const [editing, setEditing] = useState<LimitView | null>(null);
  const byKind = (kind: LimitKind) => protection.limits.filter((l) => l.kind === kind);
  return (
    <Stack>
      {LIMIT_KINDS.map((kind) => (
        <Panel key={kind} title={t(`protection.kinds.${kind}.title`)} description={t(`protection.kinds.${kind}.lead`)}>
          <Stack gap="lg">
            {byKind(kind).map((limit) => (
              <LimitRow key={limit.period} limit={limit} currency={currency} onEdit={() => setEditing(limit)} />
            ))}
          </Stack>
        </Panel>
      ))}
      <LimitSheet limit={editing} currency={currency} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function LimitRow({ limit, currency, onEdit }: { limit: LimitView; currency: Currency; onEdit: () => void }) {
  const { t } = useTranslation('wallet');
  const dates = useDates();
  const money = useMoneyText(currency.symbol, currency.digits);
  const messageOf = useErrorMessage();
  const [removing, setRemoving] = useState(false);
  const key = { kind: limit.kind, period: limit.period };
  const change = useProtectionChange(protectionApi.setLimit);
  const confirm = useProtectionChange(protectionApi.confirm);
  const cancel = useProtectionChange(protectionApi.cancel);
  const name = t(`protection.limitName.${limit.kind}.${limit.period}`);
  const fail = (err: unknown) => toast.error(messageOf(err));
  const operatorTighter = limit.operator !== null && (limit.amount === null || limit.operator < limit.amount);

  return (
    <Stack gap="sm">
      {limit.effective === null ? (
        <Inline justify="between" gap="sm">
          <span>{name}</span>
          <span>{t('protection.noLimit')}</span>
        </Inline>
      ) : (
        <UsageMeter
          label={name}
          value={limit.used}
          max={limit.effective}
          figure={`${money(limit.used)} / ${money(limit.effective)}`}
          valueText={t('protection.usedOf', { used: money(limit.used), limit: money(limit.effective) })}
          start={t('protection.remaining', { amount: money(limit.remaining ?? 0) })}
          end={t('protection.resetsAt', { time: dates.dateTime(limit.resetsAt) })}
        />
      )}
      {operatorTighter ? (
        <Callout tone="info">{t('protection.operatorLimit', { amount: money(limit.operator ?? 0) })}</Callout>
      ) : null}
      {limit.pending ? (
        <Callout
          tone="caution"
          title={
            limit.pending.amount === null
              ? t('protection.pending.removal')
              : t('protection.pending.increase', { amount: money(limit.pending.amount) })
          }
          headingLevel={3}
          action={
            <Inline gap="sm">
              {limit.pending.status === 'confirmable' ? (
                <Button
                  size="sm"
                  loading={confirm.isPending}
                  onPress={() =>
                    confirm.mutate(key, {
                      onError: fail,
                      onSuccess: () => toast.success(t('protection.toast.confirmed')),
                    })
                  }
                >
                  {t('protection.pending.confirm')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                loading={cancel.isPending}
                onPress={() =>
                  cancel.mutate(key, { onError: fail, onSuccess: () => toast.success(t('protection.toast.cancelled')) })
                }
              >
                {t('protection.pending.cancel')}
              </Button>
            </Inline>
          }
        >
          {limit.pending.status === 'cooling_off'
            ? t('protection.pending.coolingOff', { time: dates.dateTime(limit.pending.confirmableAt) })
            : t('protection.pending.confirmable', { time: dates.dateTime(limit.pending.lapsesAt) })}
        </Callout>
      ) : null}
      <Inline gap="sm">
        <Button size="sm" variant="secondary" onPress={onEdit}>
          {limit.amount === null ? t('protection.set') : t('protection.change')}
          <Text visuallyHidden>{` ${name}`}</Text>
        </Button>
        {limit.amount !== null && !limit.pending ? (
          <Button size="sm" variant="ghost" onPress={() => setRemoving(true)}>
            {t('protection.remove')}
            <Text visuallyHidden>{` ${name}`}</Text>
          </Button>
        ) : null}
      </Inline>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('protection.removeTitle', { name })}
        message={t('protection.removeBody')}
        confirmLabel={t('protection.remove')}
        onConfirm={() =>
          change.mutateAsync({ ...key, amount: null }).then(() => toast.success(t('protection.toast.pending')))
        }
        onError={fail}
      />
    </Stack>
  );
}
