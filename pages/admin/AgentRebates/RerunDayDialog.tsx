import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../design-system/DatePicker';
import { FormDialog } from '../../../design-system/FormDialog';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/** The picked calendar day as YYYY-MM-DD (the picker's local date; the server reads it as the brand's day). */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Settles (or re-runs) any complete past day, with a reason: a day the job never ran for, or one to
 * pay what a failed run left. It pays nothing twice (ADR 0025).
 */
export function RerunDayDialog({
  onRun,
  onClose,
}: {
  onRun: (period: string, reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  const [day, setDay] = useState<Date | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const yesterday = new Date(Date.now() - 86_400_000);

  const submit = async () => {
    const wrong: Record<string, string> = {};
    if (!day) wrong.day = t('agentRebates.dayRequired');
    if (!reason.trim()) wrong.reason = t('queue.reasonRequired');
    setErrors(wrong);
    setFailure(undefined);
    if (!day || Object.keys(wrong).length > 0) return;
    try {
      await onRun(dayOf(day), reason.trim());
      onClose();
    } catch (err) {
      setFailure(message(err));
    }
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('agentRebates.rerunDay')}
      description={t('agentRebates.rerunLead')}
      submitLabel={t('agentRebates.rerun')}
      cancelLabel={t('queue.cancel')}
      error={failure}
      onSubmit={submit}
    >
      <DatePicker label={t('agentRebates.period')} value={day} max={yesterday} error={errors.day} onChange={setDay} />
      <TextField label={t('queue.reason')} value={reason} maxLength={500} error={errors.reason} onChange={setReason} />
    </FormDialog>
  );
}
