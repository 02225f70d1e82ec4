import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { VendorSaved } from '../../../src/api/contract/adminVendors';
import * as css from './Vendors.css';

/** The wallet secret the server just issued, shown this once. */
export function SecretDialog({ saved, onClose }: { saved: VendorSaved; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ConfirmDialog
      open
      title={t('vendors.secretTitle', { name: saved.vendor.names.en })}
      message={
        <Stack gap="sm">
          <Text>{t('vendors.secretOnce')}</Text>
          <code className={css.secret} data-testid="vendor-secret">
            {saved.secret}
          </code>
        </Stack>
      }
      confirmLabel={t('vendors.secretDone')}
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
