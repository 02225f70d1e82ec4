import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { Inline } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';

/** A generated password, shown this once, with a copy button. */
export function PasswordShownDialog({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success(t('staff.copied'), { id: 'staff-copied' });
    } catch {
      toast.error(t('staff.copyFailed'), { id: 'staff-copied' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('staff.passwordTitle', { name: username })}
      description={t('staff.passwordOnce')}
      size="sm"
      footer={<Button onPress={onClose}>{t('staff.done')}</Button>}
    >
      <Inline as="p" gap="sm">
        <output aria-label={t('staff.generatedPassword')}>
          <Text numeric wrap="anywhere">
            {password}
          </Text>
        </output>
        <Button size="sm" variant="secondary" icon={<Copy />} onPress={() => void copy()}>
          {t('staff.copy')}
        </Button>
      </Inline>
    </Dialog>
  );
}
