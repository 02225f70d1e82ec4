import { ArrowDownToLine, ArrowUpFromLine, Bell, House, PiggyBank, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BottomNav, type BottomNavItem } from '../../design-system/BottomNav';
import { ButtonLink } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { Inline, Stack } from '../../design-system/Layout';
import { NoticeItem } from '../../design-system/NoticeItem';
import { SectionHeader } from '../../design-system/SectionHeader';
import { Text } from '../../design-system/Text';
import { useAgentHome } from '../../src/api/agent';
import { useCanMarkRead, useMarkRead } from '../../src/api/announcements';
import type { TeamFooter } from '../../src/api/contract/agent';
import type { Announcement } from '../../src/api/contract/announcements';
import { AGENT_NOTICE_TYPES_QUERY } from '../../src/api/contract/announcements.constants';
import type { MenuKey } from '../../src/api/contract/whitelabel';
import { useAnnouncements } from '../../src/api/games';
import { useSiteConfig } from '../../src/api/queries';
import { useUnreadCounts } from '../../src/api/unread';
import { useCustomerService } from '../../src/app/useCustomerService';
import { WalletBalanceCard } from '../../src/app/WalletBalanceCard';
import { greetingFor } from '../../src/rules/agent';
import { shownUnread } from '../../src/rules/announcements';
import { useSessionInfo } from '../../src/stores/session';
import * as css from './AgentHome.css';
import { TeamSize, TodayCounters, ToolsMenu } from './parts';

/**
 * /m/agent (spec §2 Agent home, issue 21): a greeting by local hour with the username, the total
 * balance with withdraw and deposit, today's four team counters (refreshed every 30 s and on focus),
 * the tools menu by the brand's white-label flags, the latest agent notice, and the agent footer.
 * The route's guard admits types other than 0, 4 and 40 (src/rules/customerType.ts).
 */
export default function AgentHome() {
  const session = useSessionInfo();
  const navigate = useNavigate();
  const config = useSiteConfig().data;
  const home = useAgentHome();
  const unread = useUnreadCounts();
  const notices = useAnnouncements(AGENT_NOTICE_TYPES_QUERY);
  const customerService = useCustomerService(config);
  return (
    <AgentHomeView
      username={session?.userName ?? ''}
      hour={new Date().getHours()}
      signedIn={!!session}
      footer={home.data?.footer}
      teamSize={home.data?.teamSize}
      loading={home.isPending}
      flags={config?.whitelabel ?? {}}
      dividend={config?.features.dividend === true}
      unread={unread}
      notice={notices.data?.list[0]}
      balance={<WalletBalanceCard actions={<BalanceActions onNavigate={navigate} />} />}
      onNavigate={navigate}
      onCustomerService={customerService}
    />
  );
}

export function BalanceActions({ onNavigate }: { onNavigate: (to: string) => void }) {
  const { t } = useTranslation('agent');
  return (
    <Inline gap="sm">
      <ButtonLink
        href="/m/withdraw"
        variant="secondary"
        icon={<ArrowUpFromLine />}
        onPress={() => onNavigate('/m/withdraw')}
      >
        {t('home.withdraw')}
      </ButtonLink>
      <ButtonLink href="/m/voucherCenter" icon={<ArrowDownToLine />} onPress={() => onNavigate('/m/voucherCenter')}>
        {t('home.deposit')}
      </ButtonLink>
    </Inline>
  );
}

export interface AgentHomeViewProps {
  username: string;
  /** The reader's local hour (0–23): the greeting. */
  hour: number;
  signedIn: boolean;
  footer: TeamFooter | undefined;
  teamSize: number | undefined;
  loading: boolean;
  flags: Partial<Record<MenuKey, boolean>>;
  /** The brand's dividend feature: the footer's dividend entry. */
  dividend: boolean;
  unread: { announcements: number; inbox: number };
  notice: Announcement | undefined;
  /** The balance card (the wallet's; stories pass a static one). */
  balance: ReactNode;
  onNavigate: (to: string) => void;
  onCustomerService: () => void;
}

/** The page for given data; the stories render it directly. */
export function AgentHomeView(p: AgentHomeViewProps) {
  const { t } = useTranslation('agent');
  const footerItems: BottomNavItem[] = [
    { key: 'home', label: t('footer.home'), icon: <House />, to: '/m/home' },
    { key: 'open', label: t('footer.openAccount'), icon: <UserPlus />, to: '/m/agentRegister' },
    ...(p.dividend
      ? [{ key: 'dividend', label: t('footer.dividend'), icon: <PiggyBank />, to: '/m/member/agent/agentDivident' }]
      : []),
    {
      key: 'notice',
      label: t('footer.announcements'),
      icon: <Bell />,
      to: '/m/member/notice?types=A',
      badge: p.unread.announcements,
    },
  ];
  return (
    <>
      <Stack padding="md" gap="lg" className={css.page}>
        <SectionHeader
          level={1}
          title={t(`greeting.${greetingFor(p.hour)}`, { name: p.username })}
          description={t('home.lead')}
        />
        {p.balance}
        <TodayCounters footer={p.footer} loading={p.loading} />
        <TeamSize size={p.teamSize} />
        <ToolsMenu
          flags={p.flags}
          newsUnread={p.unread.inbox}
          signedIn={p.signedIn}
          onNavigate={p.onNavigate}
          onCustomerService={p.onCustomerService}
        />
        <NoticeCard notice={p.notice} />
      </Stack>
      <BottomNav items={footerItems} onNavigate={p.onNavigate} />
    </>
  );
}

/** The latest agent announcement: a tap expands it and reports it read (spec §2 notice card). */
function NoticeCard({ notice }: { notice: Announcement | undefined }) {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  const canMarkRead = useCanMarkRead();
  const markRead = useMarkRead();
  return (
    <Panel title={t('home.notice')}>
      {notice ? (
        <NoticeItem
          title={notice.title}
          date={notice.startDate}
          html={notice.content}
          lang={notice.language}
          headingLevel={3}
          unread={shownUnread(notice.read, canMarkRead)}
          expanded={open}
          onToggle={() => {
            setOpen(!open);
            if (!open) markRead(notice);
          }}
        />
      ) : (
        <Text tone="muted">{t('home.noNotice')}</Text>
      )}
    </Panel>
  );
}
