import { Gamepad2, Lock, Sparkles, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { FormAlert, type KitMessage } from '../../design-system/Form';
import { Inline, Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { OutcomeHero } from '../../design-system/OutcomeHero';
import { accountsApi } from '../../src/api/accounts';
import { TRIAL_PLAY_MONEY_MAJOR } from '../../src/api/contract/wallet.constants';
import { ApiError, errorKey } from '../../src/api/errors';
import { useSiteConfig } from '../../src/api/queries';
import { useSignIn } from '../../src/app/useAuth';
import { useWallet } from '../../src/app/useWallet';
import { pathOf } from '../../src/routes/paths';
import { HOME, LOGIN } from '../../src/routes/table';
import { isTrial } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import * as css from './FreePlay.css';

/** The rules of free play, each with its icon. */
const POINTS = [
  [Sparkles, 'pointPlay'],
  [Lock, 'pointLimits'],
  [UserPlus, 'pointRegister'],
] as const;

/**
 * /m/trail: free play. A visitor starts a trial account (type 4) with play money and lands on home;
 * a trial player sees the play money left; a signed-in real player is told they are playing for real.
 */
export default function FreePlay() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const session = useSessionInfo();
  const signIn = useSignIn();
  const currency = useSiteConfig().data?.currency;
  const wallet = useWallet();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<KitMessage | null>(null);

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      signIn(await accountsApi.trial());
      navigate(HOME, { replace: true });
    } catch (err) {
      setError(errorKey(err instanceof ApiError ? err.code : 'unknown'));
    } finally {
      setPending(false);
    }
  };

  const trial = session && isTrial(session.type);
  const amount = trial && wallet.data ? wallet.data.sumBalance : null;
  const digits = wallet.data?.minorUnitDigits ?? currency?.minorUnitDigits ?? 0;
  const symbol = wallet.data?.currencySymbol ?? currency?.symbol ?? '';

  return (
    <Stack padding="md">
      {session && !trial ? (
        <OutcomeHero icon={Gamepad2} tone="accent" title={t('trail.realTitle')} lead={t('trail.realLead')} />
      ) : (
        <OutcomeHero
          icon={Gamepad2}
          tone="accent"
          title={t('trail.title')}
          intro={trial ? t('trail.playingLead') : t('trail.lead')}
        >
          <Money
            symbol={symbol}
            minor={amount ?? BigInt(TRIAL_PLAY_MONEY_MAJOR) * 10n ** BigInt(digits)}
            digits={digits}
            loading={!!trial && !wallet.data}
            size="xl"
            tone="accent"
          />
        </OutcomeHero>
      )}
      {session && !trial ? null : (
        <Stack as="ul" gap="sm" aria-label={t('trail.rules')}>
          {POINTS.map(([Icon, key]) => (
            <Inline
              key={key}
              as="li"
              wrap={false}
              align="start"
              gap="md"
              padding="md"
              borderRadius="md"
              background="surface"
              className={css.point}
            >
              <Icon className={css.pointIcon} aria-hidden />
              {t(`trail.${key}`)}
            </Inline>
          ))}
        </Stack>
      )}
      <FormAlert message={error} />
      <Stack gap="sm">
        {session ? (
          <Button fullWidth onPress={() => navigate(HOME)}>
            {t('trail.toGames')}
          </Button>
        ) : (
          <Button fullWidth loading={pending} onPress={() => void start()}>
            {t('trail.start')}
          </Button>
        )}
        {session && !trial ? null : (
          <Button fullWidth variant="secondary" onPress={() => navigate(pathOf('register'))}>
            {t('trail.register')}
          </Button>
        )}
        {session ? null : (
          <Button fullWidth variant="ghost" onPress={() => navigate(LOGIN)}>
            {t('trail.login')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
