import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { toast } from '../../../design-system/Toast';
import { isAlreadyProcessed, useActionError } from '../../../src/admin/actionError';
import { financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { QueueItem } from '../../../src/admin/queues';
import { amountOf, useAmountText } from './amount';
import type { QueueControls, QueuePageProps } from './types';

/**
 * The approve and reject flows: a confirmation; a required reason; "already processed" when another
 * staff member was first (said, and the row refreshed). A failed approve is a toast; a failed reject
 * stays in its dialog with its message. Returns what opens them and the two dialogs to render.
 */
export function useQueueDialogs<T extends QueueItem, S extends string>({
  source: { queryKey },
  approval,
  rejection,
  onSettled,
}: Pick<QueuePageProps<T, S>, 'source' | 'approval' | 'rejection' | 'onSettled'>) {
  const { t } = useTranslation(ADMIN_NS);
  const amountText = useAmountText();
  const actionError = useActionError();
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<T | null>(null);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const amount = (item: T) => amountText(amountOf(item));

  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    await queryClient.invalidateQueries({ queryKey });
  };
  /** Someone else was first: say so and show the row as it is now. */
  const alreadyProcessed = async () => {
    onSettled?.();
    toast.info(t('queue.alreadyProcessed'), { id: 'queue-processed' });
    await refresh();
  };

  const approve = async () => {
    if (!approving) return;
    try {
      await approval.call(approving);
      toast.success(approval.done(approving, amount(approving)), { id: 'queue-done' });
      onSettled?.();
      await refresh();
    } catch (err) {
      if (isAlreadyProcessed(err)) await alreadyProcessed();
      else toast.error(actionError(err), { id: 'queue-failed' });
    }
  };

  /** A failure other than "already processed" stays in the dialog, with its message. */
  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await rejection.call(rejecting, reason);
    } catch (err) {
      if (!isAlreadyProcessed(err)) throw err;
      setRejecting(null);
      await alreadyProcessed();
      return;
    }
    setRejecting(null);
    onSettled?.();
    toast.success(rejection.done(rejecting, amount(rejecting)), { id: 'queue-done' });
    await refresh();
  };

  const controls: QueueControls<T> = { approve: setApproving, reject: setRejecting };
  const dialogs = (
    <>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={approving ? approval.title(approving, amount(approving)) : ''}
        message={approving ? approval.message(approving, amount(approving)) : null}
        confirmLabel={approval.label}
        onConfirm={approve}
      />
      <ConfirmReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={rejecting ? rejection.title(rejecting, amount(rejecting)) : ''}
        description={rejection.description}
        label={t('queue.reason')}
        hint={t('queue.reasonHint', { max: rejection.max })}
        requiredMessage={t('queue.reasonRequired')}
        maxLength={rejection.max}
        confirmLabel={t('queue.reject')}
        cancelLabel={t('queue.cancel')}
        onConfirm={reject}
        errorMessage={actionError}
      />
    </>
  );
  return { controls, dialogs };
}
