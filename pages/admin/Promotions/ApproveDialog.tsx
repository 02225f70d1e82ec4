import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { TextField } from '../../../design-system/TextField';
import { activitiesAdminApi } from '../../../src/admin/activitiesApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminApplication } from '../../../src/api/contract/activities';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseStaffAmount } from '../../../src/rules/staffAmount';
import { majorText } from './parts';

/** Approve one application: the reward amount, prefilled with the promotion's (empty: none). */
export function ApproveDialog({
  item,
  currency,
  onClose,
  onDone,
}: {
  item: AdminApplication;
  currency: { symbol: string; digits: number };
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const [amount, setAmount] = useState(majorText(item.rewardAmount, currency.digits));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('promotions.apps.approveTitle', { username: item.username })}
      description={t('promotions.apps.approveDescription')}
      submitLabel={t('promotions.apps.approve')}
      cancelLabel={t('queue.cancel')}
      error={formError}
      onSubmit={async () => {
        setError(null);
        setFormError(null);
        const parsed = amount.trim() ? parseStaffAmount(amount, currency.digits) : null;
        if (parsed && !parsed.ok) {
          setError(t('promotions.rewardInvalid'));
          return;
        }
        try {
          await activitiesAdminApi.approve(item.id, parsed?.ok ? parsed.minor : null);
          await onDone();
          onClose();
        } catch (err) {
          setFormError(errorMessage(err));
          if (err instanceof ApiError && err.code === 'activity.decided') await onDone();
        }
      }}
    >
      <TextField
        label={t('promotions.apps.amount', { symbol: currency.symbol })}
        hint={t('promotions.apps.amountHint')}
        inputMode="decimal"
        optional
        value={amount}
        error={error}
        onChange={setAmount}
      />
    </FormDialog>
  );
}
