import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Dialog } from '../../design-system/Dialog';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Stack } from '../../design-system/Layout';
import { exactDecimals, Money } from '../../design-system/Money';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { toast } from '../../design-system/Toast';
import { protectionApi, protectionKeys } from '../api/protection';
import { useDates } from '../i18n/dates';
import { LOGIN } from '../routes/table';
import { minutesSince, scheduleRealityChecks } from '../rules/realityCheck';
import { useForgetSession, useSignOut } from './useAuth';
import { useWallet } from './useWallet';

const GAME_RECORD = '/m/gameRecord';

/**
 * The reality check (issue 19; MGA PPD, UKGC RTS 13), app-wide and over the game window too: every
 * N minutes after the log-in it shows the time since log-in and what was wagered, won and the net for
 * this session (GET /api/protection/session), with Continue, View history and Log out. When the
 * session time limit is reached the player is logged out with a message. The timing rule is
 * src/rules/realityCheck.ts. Mounted by the Shell for a signed-in real account only.
 */
export default function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dates = useDates();
  const signOut = useSignOut();
  const forget = useForgetSession();
  const wallet = useWallet();
  const figures = useQuery({ queryKey: protectionKeys.session, queryFn: protectionApi.session, staleTime: 60_000 });
  const [open, setOpen] = useState(false);
  const scheduler = useRef<ReturnType<typeof scheduleRealityChecks> | null>(null);
  const plan = figures.data;
  const since = plan?.since;
  const minutes = plan?.realityCheckMinutes ?? null;
  const endsAt = plan?.endsAt ?? null;
  const { refetch } = figures;

  useEffect(() => {
    if (!since) return;
    const s = scheduleRealityChecks(
      { since, minutes, endsAt },
      {
        onCheck: () => {
          void refetch();
          setOpen(true);
        },
        onSessionEnd: () => {
          setOpen(false);
          // The server refuses the session from now on; the browser forgets it and says why.
          forget();
          toast.error(t('realityCheck.sessionEnded'), { duration: Number.POSITIVE_INFINITY });
          navigate(LOGIN, { replace: true });
        },
      },
    );
    scheduler.current = s;
    return () => s.stop();
  }, [since, minutes, endsAt, refetch, forget, navigate, t]);

  const proceed = () => {
    setOpen(false);
    scheduler.current?.acknowledge();
  };
  const total = since ? minutesSince(since, Date.now()) : 0;
  const hours = Math.floor(total / 60);
  const duration =
    hours > 0
      ? t('realityCheck.duration.hours', {
          count: hours,
          minutes: t('realityCheck.duration.minutes', { count: total % 60 }),
        })
      : t('realityCheck.duration.minutes', { count: total });
  const w = wallet.data;
  const money = (minor: number, signed = false) =>
    w ? (
      // Session movements, not a balance: ¥0.20 wagered must not read as ¥0 (§9's no-decimals rule is for balances).
      <Money
        symbol={w.currencySymbol}
        minor={minor}
        digits={w.minorUnitDigits}
        decimals={exactDecimals(minor, w.minorUnitDigits)}
        signed={signed}
      />
    ) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) proceed();
      }}
      role="alertdialog"
      dismissible={false}
      showClose={false}
      title={t('realityCheck.title')}
      description={t('realityCheck.lead', { duration })}
      footer={
        <Stack gap="sm">
          <Button fullWidth onPress={proceed}>
            {t('realityCheck.continue')}
          </Button>
          <Button
            fullWidth
            variant="secondary"
            onPress={() => {
              proceed();
              navigate(GAME_RECORD);
            }}
          >
            {t('realityCheck.history')}
          </Button>
          <Button
            fullWidth
            variant="ghost"
            onPress={() => {
              setOpen(false);
              scheduler.current?.stop();
              void signOut();
            }}
          >
            {t('realityCheck.logout')}
          </Button>
        </Stack>
      }
    >
      {plan && w && !figures.isFetching ? (
        <KeyValueList
          divided
          items={[
            { label: t('realityCheck.since'), value: dates.dateTime(plan.since) },
            { label: t('realityCheck.wagered'), value: money(plan.wagered) },
            { label: t('realityCheck.won'), value: money(plan.won) },
            { label: t('realityCheck.net'), value: money(plan.net, true) },
          ]}
        />
      ) : (
        <SkeletonGroup label={t('realityCheck.loading')}>
          <Skeleton shape="text" lines={4} />
        </SkeletonGroup>
      )}
    </Dialog>
  );
}
