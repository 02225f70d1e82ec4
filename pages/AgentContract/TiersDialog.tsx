import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { FormDialog } from '../../design-system/FormDialog';
import { toDecimalString } from '../../design-system/Money';
import { Select } from '../../design-system/Select';
import type { Contract, ContractOffer } from '../../src/api/contract/agentContracts';
import { ApiError } from '../../src/api/errors';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { type ContractKind, checkTiers, type DividendPeriod, type Tiers } from '../../src/rules/contractTiers';
import { parseMoney } from '../../src/rules/money';
import { TierRow, type TierRowValues } from './TierRow';
import { bpText, type Currency } from './TiersTable';

type Row = TierRowValues;

const blank: Row = { threshold: '', members: '0', payKind: 'fixed', value: '' };

function rowsOf(kind: ContractKind, tiers: Contract['tiers'] | undefined, digits: number): Row[] {
  if (!tiers?.length) return [{ ...blank, payKind: kind === 'dividend' ? 'rate' : 'fixed' }];
  const money = (m: number) => toDecimalString(m, digits, Math.min(2, digits));
  return (tiers as Record<string, unknown>[]).map((t) => {
    if (kind === 'dividend') {
      return {
        threshold: money(t.minNetLoss as number),
        members: '0',
        payKind: 'rate',
        value: bpText(t.shareBasisPoints as number),
      };
    }
    const pay = t.pay as { kind: 'fixed'; amount: number } | { kind: 'rate'; basisPoints: number };
    return {
      threshold: money(t.minTurnover as number),
      members: String(t.minActiveMembers ?? 0),
      payKind: pay.kind,
      value: pay.kind === 'fixed' ? money(pay.amount) : bpText(pay.basisPoints),
    };
  });
}

export interface TiersDialogProps {
  kind: ContractKind;
  /** The direct sub-agent it is for. */
  member: { id: string; username: string };
  /** The contract being revised (its tiers prefill the form); null for a new offer. */
  revising: Contract | null;
  currency: Currency;
  onSubmit: (id: string | null, body: ContractOffer) => Promise<unknown>;
  onClose: () => void;
  /** Terms that prefill a new offer (the brand's defaults in the back office). */
  prefill?: { tiers: Contract['tiers']; period?: string } | null;
  /** Overrides of the title, lead and submit label (the back office's default tiers). */
  labels?: { title: string; description: string; submit: string };
}

/** Offer or revise: a tiers editor (add and remove rows), checked as the server checks it, server errors on the rows. */
export function TiersDialog({
  kind,
  member,
  revising,
  currency,
  onSubmit,
  onClose,
  prefill,
  labels,
}: TiersDialogProps) {
  const { t } = useTranslation('agent');
  const messageOf = useErrorMessage();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(kind, revising?.tiers ?? prefill?.tiers, currency.digits));
  const [period, setPeriod] = useState<DividendPeriod>(
    (revising?.period ?? prefill?.period) === 'month' ? 'month' : 'half_month',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const errorAt = (i: number, field: string) => {
    const key = errors[`tiers.${i}.${field}`];
    return key ? t(`contracts.tiers.errors.${key}`) : undefined;
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    const amount = (text: string, at: string, allowZero: boolean) => {
      const p = parseMoney(text, { digits: currency.digits, allowZero });
      if (!p.ok) found[at] = 'amountInvalid';
      return p.ok ? p.minor : 0;
    };
    const bp = (text: string, at: string) => {
      const p = parseMoney(text, { digits: 2 });
      if (!p.ok || p.minor > 10_000) found[at] = 'shareInvalid';
      return p.ok ? p.minor : 0;
    };
    const tiers = rows.map((r, i) =>
      kind === 'dividend'
        ? {
            minNetLoss: amount(r.threshold, `tiers.${i}.minNetLoss`, true),
            shareBasisPoints: bp(r.value, `tiers.${i}.shareBasisPoints`),
          }
        : {
            minTurnover: amount(r.threshold, `tiers.${i}.minTurnover`, true),
            ...(kind === 'salary' ? { minActiveMembers: /^\d{1,6}$/.test(r.members) ? Number(r.members) : -1 } : {}),
            pay:
              r.payKind === 'fixed'
                ? { kind: 'fixed' as const, amount: amount(r.value, `tiers.${i}.pay`, false) }
                : { kind: 'rate' as const, basisPoints: bp(r.value, `tiers.${i}.pay`) },
          },
    );
    const all = { ...checkTiers(kind, tiers as Tiers), ...found };
    setErrors(all);
    setFormError(all.tiers ? t(`contracts.tiers.errors.${all.tiers}`) : undefined);
    if (Object.keys(all).length > 0) return;
    const body = (
      kind === 'dividend' ? { kind, memberId: member.id, period, tiers } : { kind, memberId: member.id, tiers }
    ) as ContractOffer;
    setBusy(true);
    try {
      await onSubmit(revising?.id ?? null, body);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields);
      setFormError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={
        labels?.title ??
        t(revising ? 'contracts.dialog.reviseTitle' : 'contracts.dialog.offerTitle', { name: member.username })
      }
      description={labels?.description ?? t('contracts.dialog.lead')}
      submitLabel={labels?.submit ?? t(revising ? 'contracts.dialog.revise' : 'contracts.dialog.offer')}
      cancelLabel={t('contracts.cancel')}
      busy={busy}
      error={formError}
      onSubmit={submit}
    >
      {kind === 'dividend' ? (
        <Select
          label={t('contracts.dialog.period')}
          value={period}
          options={(['half_month', 'month'] as const).map((p) => ({ value: p, label: t(`contracts.periods.${p}`) }))}
          onChange={(v) => setPeriod(v as DividendPeriod)}
        />
      ) : null}
      {rows.map((r, i) => (
        <TierRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          key={i}
          kind={kind}
          index={i}
          row={r}
          currency={currency}
          removable={rows.length > 1}
          errorAt={(field) => errorAt(i, field)}
          onChange={(patch) => set(i, patch)}
          onRemove={() => setRows((rs) => rs.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        variant="secondary"
        icon={<Plus />}
        disabled={rows.length >= 20}
        onPress={() => setRows((rs) => [...rs, { ...blank, payKind: kind === 'dividend' ? 'rate' : 'fixed' }])}
      >
        {t('contracts.dialog.addTier')}
      </Button>
    </FormDialog>
  );
}
