import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../design-system/Toast';
import { memberInfoKey } from '../../src/app/useAuth';

/** After a save: "Saved", and the member's info reloaded (what is bound, whether a PIN is set). */
export function useSaved() {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  return async () => {
    toast.success(t('security.saved'));
    await queryClient.invalidateQueries({ queryKey: memberInfoKey });
  };
}
