import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { Stack } from '../../design-system/Layout';
import { Switch } from '../../design-system/Switch';
import { useSignOut } from '../../src/app/useAuth';
import { useBalanceHidden } from '../../src/app/useWallet';
import { LOGIN } from '../../src/routes/table';
import { useSessionInfo } from '../../src/stores/session';
import { useUi } from '../../src/stores/ui';

/**
 * /m/set (spec §2 Settings): hiding balances on this device (the same choice as the eye on the balance
 * widget, spec §4), the change-password entry (log-in required) and sign-out.
 */
export default function Settings() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const signedIn = !!useSessionInfo();
  const signOut = useSignOut();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const balance = useBalanceHidden();
  // The choice lives in this device's storage, which the server cannot read: the switch shows it once
  // the page has hydrated, so the server's HTML and the first render agree.
  const ready = useUi((s) => s.pageReady);
  return (
    <Stack padding="md">
      {signedIn && (
        <Card padding="md">
          <Switch
            label={t('settings.hideBalance')}
            hint={t('settings.hideBalanceHint')}
            checked={ready && balance.hidden}
            disabled={!ready}
            onChange={(next) => {
              if (next !== balance.hidden) balance.toggle();
            }}
          />
        </Card>
      )}
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
