import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { brandDomainKeys, brandDomainsApi } from '../../../src/admin/brandDomainsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/** Add: a host name and the brand it opens; the server lower-cases and checks it. */
export function AddDialog({ brands, onClose }: { brands: string[]; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [host, setHost] = useState('');
  const [brand, setBrand] = useState(brands[0] ?? '');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => brandDomainsApi.create({ host: host.trim(), brand }),
    onSuccess: async (d) => {
      await queryClient.invalidateQueries({ queryKey: brandDomainKeys.all });
      toast.success(t('brandDomains.added', { host: d.host, brand: d.brand }), { id: 'brand-domain-added' });
      onClose();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const submit = () => {
    if (host.trim() === '') {
      setError(t('brandDomains.hostRule'));
      return;
    }
    setError(undefined);
    return create.mutateAsync();
  };
  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('brandDomains.addTitle')}
      description={t('brandDomains.addLead')}
      submitLabel={t('brandDomains.addConfirm')}
      cancelLabel={t('queue.cancel')}
      busy={create.isPending}
      onSubmit={submit}
    >
      <TextField
        label={t('brandDomains.host')}
        hint={t('brandDomains.hostRule')}
        value={host}
        autoComplete="off"
        error={error}
        onChange={setHost}
      />
      <Select
        label={t('brandDomains.brand')}
        options={brands.map((b) => ({ value: b, label: b }))}
        value={brand}
        onChange={setBrand}
      />
    </FormDialog>
  );
}
