import {
  ArrowDownToLine,
  ArrowUpFromLine,
  CircleHelp,
  Crown,
  Gift,
  History,
  LogOut,
  Mail,
  MessageSquareWarning,
  ReceiptText,
  Settings,
  ShieldCheck,
  UserPlus,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { EmptyState } from '../../design-system/EmptyState';
import { Skeleton } from '../../design-system/Skeleton';
import { useMemberInfo, useSignOut } from '../../src/app/useAuth';
import { useWallet } from '../../src/app/useWallet';
import { WalletBalanceCard } from '../../src/app/WalletBalanceCard';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import * as layout from '../layout.css';
import * as css from './MemberHome.css';

const ENTRIES = [
  { key: 'deposit', to: '/m/voucherCenter', icon: ArrowDownToLine },
  { key: 'withdraw', to: '/m/withdraw', icon: ArrowUpFromLine },
  { key: 'gameRecord', to: '/m/gameRecord', icon: History },
  { key: 'transactionRecord', to: '/m/transaction/record', icon: ReceiptText },
  { key: 'rewardCenter', to: '/m/rewardCenter', icon: Gift },
  { key: 'vip', to: '/m/member/benefits', icon: Crown },
  { key: 'invite', to: '/m/inviteFriends', icon: UserPlus },
  { key: 'messages', to: '/m/message', icon: Mail },
  { key: 'security', to: '/m/securityCenter', icon: ShieldCheck },
  { key: 'settings', to: '/m/set', icon: Settings },
  { key: 'feedback', to: '/m/feedback', icon: MessageSquareWarning },
  { key: 'help', to: '/m/help', icon: CircleHelp },
] as const;

/**
 * /m/member/home: the profile with its VIP label, an entry to every member feature, and log-out.
 * A trial account is asked to register instead (spec §6).
 */
export default function MemberHome() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const type = useSessionInfo()?.type;
  const member = useMemberInfo();
  const signOut = useSignOut();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const wallet = useWallet();

  if (!canUseMemberFeatures(type)) {
    return (
      <div className={layout.center}>
        <EmptyState
          variant="notAvailable"
          icon={UserRound}
          title={t('member.trialTitle')}
          description={tCommon('errors.auth.trial_refused')}
          action={<Button onPress={() => navigate('/m/register')}>{t('member.register')}</Button>}
        />
      </div>
    );
  }

  const info = member.data;
  return (
    <div className={layout.stack}>
      <section className={css.profile} aria-label={t('member.profile')}>
        <span className={css.avatar} aria-hidden>
          <UserRound />
        </span>
        {info ? (
          <div className={css.who}>
            <h1 className={css.name}>{info.nickname || info.account}</h1>
            <span className={css.account}>{t('member.account', { account: info.account })}</span>
            <span className={css.vip}>{info.clubLabel.labelName}</span>
          </div>
        ) : member.isError ? (
          <div className={css.who}>
            <span className={css.account}>{tCommon('errors.loadFailed')}</span>
            <Button size="sm" variant="secondary" onPress={() => void member.refetch()}>
              {t('register.retry')}
            </Button>
          </div>
        ) : (
          <div className={css.who}>
            <Skeleton shape="text" lines={3} />
          </div>
        )}
      </section>
      {wallet.data ? (
        <WalletBalanceCard />
      ) : wallet.isError ? (
        <section className={css.walletError}>
          <span className={css.account}>{tCommon('errors.loadFailed')}</span>
          <Button size="sm" variant="secondary" onPress={() => void wallet.refetch()}>
            {t('register.retry')}
          </Button>
        </section>
      ) : (
        <Skeleton shape="rect" aspectRatio="12 / 5" />
      )}
      <nav aria-label={t('member.features')}>
        <ul className={css.entries}>
          {ENTRIES.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <a
                className={css.entry}
                href={to}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(to);
                }}
              >
                <Icon className={css.entryIcon} aria-hidden />
                {t(`member.entries.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="secondary" fullWidth icon={<LogOut aria-hidden />} onPress={() => setConfirmOpen(true)}>
        {t('settings.signOut')}
      </Button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={tCommon('logout.title')}
        message={tCommon('logout.confirm')}
        confirmLabel={tCommon('logout.submit')}
        tone="critical"
        onConfirm={signOut}
      />
    </div>
  );
}
