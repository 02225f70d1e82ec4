import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { Columns } from '../../../design-system/Layout';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AgentRebateRates } from '../../../src/api/contract/agentRebates';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { AGENT_REBATE_CATEGORIES, bpToPercent, percentToBp } from '../../../src/rules/agentRebate';
import { formatBp } from '../../../src/rules/vip';

export interface RatesFormProps {
  title: string;
  description: string;
  rates: AgentRebateRates;
  /** Each category's limit (the brand max), shown as a hint; absent for the brand max itself. */
  limit?: AgentRebateRates;
  onSave: (rates: AgentRebateRates, reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Rates per game category as percentages, with a reason (audited): a top-level agent's rates or the
 * brand max. The server's refusals (above the max, members left above) come back on their fields.
 */
export function RatesForm({ title, description, rates, limit, onSave, onClose }: RatesFormProps) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const { t: tc } = useTranslation();
  const messageOf = useErrorMessage();
  const [text, setText] = useState<Record<string, string>>(() =>
    Object.fromEntries(AGENT_REBATE_CATEGORIES.map((c) => [c, bpToPercent(rates[c] ?? 0)])),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    const next: AgentRebateRates = {};
    const wrong: Record<string, string> = {};
    for (const c of AGENT_REBATE_CATEGORIES) {
      const bp = percentToBp(text[c] ?? '');
      if (bp === null) wrong[c] = t('agentRebates.rateRule');
      else if (bp > 0) next[c] = bp;
    }
    if (!reason.trim()) wrong.reason = t('queue.reasonRequired');
    setErrors(wrong);
    setFailure(undefined);
    if (Object.keys(wrong).length > 0) return;
    try {
      await onSave(next, reason.trim());
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        const onField = (v: string) =>
          err.code === 'agent_rebate.above_limit'
            ? t('agentRebates.aboveLimit', { limit: formatBp(Number(v), i18n.language) })
            : t('agentRebates.membersAbove', { count: Number(v) });
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, onField(v)])));
      }
      setFailure(messageOf(err));
    }
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={title}
      description={description}
      submitLabel={t('agentRebates.save')}
      cancelLabel={t('queue.cancel')}
      error={failure}
      onSubmit={submit}
    >
      <Columns columns={2} gap="sm">
        {AGENT_REBATE_CATEGORIES.map((c) => (
          <TextField
            key={c}
            label={tc(`gameCategories.${c}`)}
            inputMode="decimal"
            suffix="%"
            maxLength={6}
            hint={limit ? t('agentRebates.limit', { limit: formatBp(limit[c] ?? 0, i18n.language) }) : undefined}
            value={text[c] ?? ''}
            error={errors[c]}
            onChange={(v) => setText((s) => ({ ...s, [c]: v }))}
          />
        ))}
      </Columns>
      <TextField label={t('queue.reason')} value={reason} maxLength={500} error={errors.reason} onChange={setReason} />
    </FormDialog>
  );
}
