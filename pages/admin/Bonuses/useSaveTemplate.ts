import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../design-system/Toast';
import { bonusAdminApi, bonusAdminKeys } from '../../../src/admin/bonusApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { BonusTemplate, TemplateInput } from '../../../src/api/contract/adminBonus';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { issueKey } from './issueKey';
import type { DraftErrors } from './templateDraft';

/**
 * Saving a template: a toast and close on success; 409 bonus.code_taken on the code field, a 400's
 * field errors on their fields (with a line at the form's foot), anything else at the form's foot.
 */
export function useSaveTemplate(
  editing: BonusTemplate | null | undefined,
  onClose: () => void,
  setErrors: (errors: DraftErrors) => void,
  setFormError: (message: string | undefined) => void,
) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  return useMutation({
    mutationFn: (input: TemplateInput) => bonusAdminApi.saveTemplate(editing?.id ?? null, input),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: bonusAdminKeys.templates });
      toast.success(t(editing ? 'bonus.templateSaved' : 'bonus.templateCreated', { name: saved.name }), {
        id: 'bonus-template-saved',
      });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.code === 'bonus.code_taken') {
        setErrors({ code: 'codeTaken' });
        setFormError(undefined);
        return;
      }
      const fields = e instanceof ApiError ? Object.entries(e.fields) : [];
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map(([k, v]) => [k.replace(/^body\./, ''), issueKey(v)])));
        setFormError(t('bonus.validation.checkFields'));
        return;
      }
      setFormError(errorMessage(e));
    },
  });
}
