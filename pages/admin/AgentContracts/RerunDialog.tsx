import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { CONTRACT_KINDS, type ContractKind, type Rerun } from '../../../src/api/contract/agentContracts';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/** The period key of each kind, as the settlement job names them. */
const PERIOD_KEY: Record<ContractKind, RegExp> = {
  salary: /^\d{4}-\d{2}-\d{2}$/,
  hourly: /^\d{4}-\d{2}-\d{2}T\d{2}$/,
  dividend: /^\d{4}-\d{2}(-H[12])?$/,
};

/**
 * Re-runs the settlement of one ended period of a kind, with a reason (audited): it settles what is
 * missing and pays nothing twice (ADR 0026).
 */
export function RerunDialog({ onRun, onClose }: { onRun: (body: Rerun) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  const [kind, setKind] = useState<ContractKind>('salary');
  const [periodKey, setPeriodKey] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    const wrong: Record<string, string> = {};
    if (!PERIOD_KEY[kind].test(periodKey.trim())) wrong.periodKey = t(`agentContracts.periodHint.${kind}`);
    if (reason.trim().length < 3) wrong.reason = t('agentContracts.reasonRule');
    setErrors(wrong);
    setFailure(undefined);
    if (Object.keys(wrong).length > 0) return;
    try {
      await onRun({ kind, periodKey: periodKey.trim(), reason: reason.trim() });
      onClose();
    } catch (err) {
      if (
        err instanceof ApiError &&
        (err.code === 'contract.period_invalid' || err.code === 'contract.period_not_ended')
      ) {
        setErrors({ periodKey: message(err) });
      }
      setFailure(message(err));
    }
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('agentContracts.rerunTitle')}
      description={t('agentContracts.rerunLead')}
      submitLabel={t('agentContracts.rerun')}
      cancelLabel={t('queue.cancel')}
      error={failure}
      onSubmit={submit}
    >
      <Select
        label={t('agentContracts.kind')}
        options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agentContracts.kinds.${k}`) }))}
        value={kind}
        onChange={(v) => setKind(v as ContractKind)}
      />
      <TextField
        label={t('agentContracts.periodKey')}
        hint={t(`agentContracts.periodHint.${kind}`)}
        value={periodKey}
        maxLength={20}
        error={errors.periodKey}
        onChange={setPeriodKey}
      />
      <TextField label={t('queue.reason')} value={reason} maxLength={500} error={errors.reason} onChange={setReason} />
    </FormDialog>
  );
}
