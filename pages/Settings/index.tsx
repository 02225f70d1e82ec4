import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { Stack } from '../../design-system/Layout';
import { useSignOut } from '../../src/app/useAuth';
import { LOGIN } from '../../src/routes/table';
import { useSessionInfo } from '../../src/stores/session';

/** /m/set (spec §2 Settings): the change-password entry (log-in required) and sign-out. */
export default function Settings() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const signedIn = !!useSessionInfo();
  const signOut = useSignOut();
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <Stack padding="md">
      <Button
        variant="secondary"
        fullWidth
        icon={<KeyRound aria-hidden />}
        onPress={() =>
          navigate(signedIn ? '/m/changePsw' : LOGIN, signedIn ? undefined : { state: { from: '/m/changePsw' } })
        }
      >
        {t('settings.changePassword')}
      </Button>
      {signedIn && (
        <Button variant="critical" fullWidth icon={<LogOut aria-hidden />} onPress={() => setConfirmOpen(true)}>
          {t('settings.signOut')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={tCommon('logout.title')}
        message={tCommon('logout.confirm')}
        confirmLabel={tCommon('logout.submit')}
        tone="critical"
        onConfirm={signOut}
      />
    </Stack>
  );
}
