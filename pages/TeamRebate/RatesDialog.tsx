import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../design-system/FormDialog';
import { Columns } from '../../design-system/Layout';
import { Text } from '../../design-system/Text';
import { TextField } from '../../design-system/TextField';
import type { AgentRebateRates } from '../../src/api/contract/agentRebates';
import { ApiError } from '../../src/api/errors';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import {
  AGENT_REBATE_CATEGORIES,
  type AgentRebateCategory,
  bpToPercent,
  percentToBp,
} from '../../src/rules/agentRebate';
import { formatBp } from '../../src/rules/vip';

export interface RatesDialogProps {
  /** The direct member whose rates are set. */
  member: { id: string; username: string; rates: AgentRebateRates };
  /** The agent's own rates: each is the member's limit. */
  limit: AgentRebateRates;
  onSave: (rates: AgentRebateRates) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Sets a direct member's rebate rate per game category, as percentages of turnover, each with the
 * agent's own rate as its limit (docs/agents.md "Rebates"). The server decides: a rate above the
 * limit, or under the member's own directs', comes back on its field.
 */
export function RatesDialog({ member, limit, onSave, onClose }: RatesDialogProps) {
  const { t, i18n } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const messageOf = useErrorMessage();
  const shown = AGENT_REBATE_CATEGORIES.filter((c) => (limit[c] ?? 0) > 0 || (member.rates[c] ?? 0) > 0);
  const [text, setText] = useState<Record<string, string>>(() =>
    Object.fromEntries(shown.map((c) => [c, bpToPercent(member.rates[c] ?? 0)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const fieldError = (code: string, value: string) =>
    code === 'agent_rebate.above_limit'
      ? t('rebate.form.aboveLimit', { limit: formatBp(Number(value), i18n.language) })
      : t('rebate.form.childrenAbove', { count: Number(value) });

  const submit = async () => {
    const next: AgentRebateRates = {};
    const wrong: Record<string, string> = {};
    for (const c of shown) {
      const bp = percentToBp(text[c] ?? '');
      if (bp === null) wrong[c] = t('rebate.form.invalid');
      else if (bp > 0) next[c] = bp;
    }
    setErrors(wrong);
    setFailure(undefined);
    if (Object.keys(wrong).length > 0) return;
    try {
      await onSave(next);
      onClose();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const onFields = Object.entries(fields).filter(([k]) => shown.includes(k as AgentRebateCategory));
      if (err instanceof ApiError && onFields.length > 0) {
        setErrors(Object.fromEntries(onFields.map(([k, v]) => [k, fieldError(err.code, v)])));
      } else {
        setFailure(messageOf(err));
      }
    }
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('rebate.form.title', { name: member.username })}
      description={t('rebate.form.lead')}
      submitLabel={t('rebate.form.save')}
      cancelLabel={t('rebate.form.cancel')}
      error={failure}
      onSubmit={submit}
    >
      {shown.length === 0 ? (
        <Text tone="muted">{t('rebate.form.none')}</Text>
      ) : (
        <Columns columns={2} gap="sm">
          {shown.map((c) => (
            <TextField
              key={c}
              label={tc(`gameCategories.${c}`)}
              inputMode="decimal"
              suffix="%"
              maxLength={6}
              hint={t('rebate.form.limit', { limit: formatBp(limit[c] ?? 0, i18n.language) })}
              value={text[c] ?? ''}
              error={errors[c]}
              onChange={(v) => setText((s) => ({ ...s, [c]: v }))}
            />
          ))}
        </Columns>
      )}
    </FormDialog>
  );
}
