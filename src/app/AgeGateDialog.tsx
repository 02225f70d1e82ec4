import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../api/accounts';
import { useErrorMessage } from '../api/useErrorMessage';
import { useAgeGate } from './ageGate';

/**
 * The free-play age question (issue 19): "I am 18 or older" (21 where the brand says so). Confirming
 * records it on the server (POST /api/accounts/age-confirmation) before the game opens; declining
 * opens nothing. The shell loads it when useLaunch asks (it is rare: a trial account's first game).
 */
export default function AgeGateDialog() {
  const { t } = useTranslation('games');
  const messageOf = useErrorMessage();
  const pending = useAgeGate((s) => s.pending);
  const close = useAgeGate((s) => s.close);
  const age = pending?.ageLimit ?? 18;
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open && useAgeGate.getState().pending) close(false);
      }}
      title={t('play.ageTitle')}
      message={t('play.ageBody', { age })}
      confirmLabel={t('play.ageConfirm', { age })}
      cancelLabel={t('play.ageCancel')}
      onConfirm={async () => {
        await accountsApi.confirmAge({ confirmed: true, ageLimit: age });
        close(true);
      }}
      onCancel={() => close(false)}
      onError={(err) => toast.error(messageOf(err))}
    />
  );
}
