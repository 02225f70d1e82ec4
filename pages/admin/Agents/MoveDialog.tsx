import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { TextField } from '../../../design-system/TextField';
import { agentsAdminApi } from '../../../src/admin/agentsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { TreeMember } from '../../../src/api/contract/teamReports';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/**
 * Move a member (and everyone below it) under another upline, by username, or to the top level when
 * left empty; with a reason (audited). A cycle (under itself or its own downline) shows on the field.
 */
export function MoveDialog({
  member,
  onClose,
  onMoved,
}: {
  member: TreeMember | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  const [upline, setUpline] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ upline?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setUpline('');
    setReason('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    if (!member) return;
    if (reason.trim().length < 3) {
      setErrors({ reason: t('agents.reasonShort') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const name = upline.trim();
      const parentId = name ? ((await agentsAdminApi.tree({ username: name })).member?.id ?? null) : null;
      await agentsAdminApi.move({ memberId: member.id, parentId, reason: reason.trim() });
      onMoved();
      close();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code === 'agent.move_cycle' || code === 'agent.member_not_found') setErrors({ upline: message(err) });
      else setErrors({ form: message(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('agents.moveTitle', { name: member?.username ?? '' })}
      description={t('agents.moveLead')}
      submitLabel={t('agents.move')}
      busy={busy}
      error={errors.form}
      onSubmit={submit}
    >
      <TextField
        label={t('agents.newUpline')}
        hint={t('agents.newUplineHint')}
        value={upline}
        maxLength={64}
        autoComplete="off"
        optional
        error={errors.upline}
        onChange={setUpline}
      />
      <TextAreaField
        label={t('agents.reason')}
        value={reason}
        maxLength={500}
        required
        error={errors.reason}
        onChange={setReason}
      />
    </FormDialog>
  );
}
