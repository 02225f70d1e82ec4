import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { siteKeys } from '../../../src/admin/siteApi';
import type { SiteSettings } from '../../../src/api/contract/adminSite';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/** Saves one part of the site settings: the answer replaces the cached settings; a toast says how it went. */
export function useSaveSettings<B>(save: (body: B) => Promise<SiteSettings>, savedKey: string) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  return useMutation({
    mutationFn: save,
    onSuccess: (data) => {
      queryClient.setQueryData(siteKeys.settings, data);
      toast.success(t(savedKey), { id: 'site-saved' });
    },
    onError: (err) => toast.error(errorMessage(err), { id: 'site-saved' }),
  });
}
