import {
  ArrowDownToLine,
  ArrowUpFromLine,
  CircleHelp,
  Crown,
  Gift,
  HeartHandshake,
  History,
  LogOut,
  Mail,
  MessageSquareWarning,
  ReceiptText,
  Settings,
  ShieldCheck,
  UserPlus,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../design-system/Badge';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { Columns, Inline, Stack } from '../../design-system/Layout';
import { Pill } from '../../design-system/Pill';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { useClaimableCount } from '../../src/api/rewards';
import { avatarIcon } from '../../src/app/avatars';
import { ProtectionBanner, RESPONSIBLE_PATH } from '../../src/app/ProtectionBanner';
import { TrialRefused } from '../../src/app/TrialRefused';
import { useMemberInfo, useSignOut } from '../../src/app/useAuth';
import { useWallet } from '../../src/app/useWallet';
import { WalletBalanceCard } from '../../src/app/WalletBalanceCard';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { AvatarDialog } from './AvatarDialog';
import * as css from './MemberHome.css';
import { MyBonuses } from './MyBonuses';

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
  { key: 'responsible', to: RESPONSIBLE_PATH, icon: HeartHandshake },
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
  const [avatarOpen, setAvatarOpen] = useState(false);
  // The reward centre's entry counts the rewards to claim (issue 20).
  const rewardCount = useClaimableCount();

  if (!canUseMemberFeatures(type)) return <TrialRefused />;

  const info = member.data;
  const Avatar = avatarIcon(info?.avatar);
  return (
    <Stack padding="md">
      <Card as="section" aria-label={t('member.profile')}>
        <Inline gap="md" wrap={false}>
          <button
            type="button"
            className={css.avatar}
            aria-label={t('member.avatar.change')}
            disabled={!info}
            onClick={() => setAvatarOpen(true)}
          >
            <Avatar aria-hidden data-avatar={info?.avatar ?? 'none'} />
          </button>
          {info ? (
            <Stack gap="xxs" minWidth={0} align="start">
              <h1 className={css.name}>{info.nickname || info.account}</h1>
              <span className={css.account}>{t('member.account', { account: info.account })}</span>
              <Pill tone="accent">{info.clubLabel.labelName}</Pill>
            </Stack>
          ) : member.isError ? (
            <Stack gap="xxs" minWidth={0} align="start">
              <span className={css.account}>{tCommon('errors.loadFailed')}</span>
              <Button size="sm" variant="secondary" onPress={() => void member.refetch()}>
                {t('register.retry')}
              </Button>
            </Stack>
          ) : (
            <Stack gap="xxs" flex="auto" minWidth={0}>
              <SkeletonGroup>
                <Skeleton shape="text" lines={3} />
              </SkeletonGroup>
            </Stack>
          )}
        </Inline>
      </Card>
      <ProtectionBanner state={info?.protection} />
      {wallet.data ? (
        <WalletBalanceCard />
      ) : wallet.isError ? (
        <Card as="section">
          <Inline gap="md" justify="between">
            <span className={css.account}>{tCommon('errors.loadFailed')}</span>
            <Button size="sm" variant="secondary" onPress={() => void wallet.refetch()}>
              {t('register.retry')}
            </Button>
          </Inline>
        </Card>
      ) : (
        <SkeletonGroup>
          <Skeleton shape="rect" aspectRatio="12 / 5" />
        </SkeletonGroup>
      )}
      <MyBonuses />
      <nav aria-label={t('member.features')}>
        <Columns as="ul" columns={3} gap="sm">
          {ENTRIES.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Card href={to} onPress={() => navigate(to)} padding="sm" gap="sm" className={css.entry}>
                <Icon className={css.entryIcon} aria-hidden />
                {t(`member.entries.${key}`)}
                {key === 'rewardCenter' && rewardCount > 0 ? (
                  <Badge
                    className={css.entryBadge}
                    count={rewardCount}
                    label={tCommon('menu.rewardBadge', { count: rewardCount })}
                  />
                ) : null}
              </Card>
            </li>
          ))}
        </Columns>
      </nav>
      <Button variant="secondary" fullWidth icon={<LogOut aria-hidden />} onPress={() => setConfirmOpen(true)}>
        {t('settings.signOut')}
      </Button>
      {info ? <AvatarDialog open={avatarOpen} onOpenChange={setAvatarOpen} current={info.avatar} /> : null}
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
