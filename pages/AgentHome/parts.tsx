import {
  BadgeDollarSign,
  BarChart3,
  CloudRain,
  Coins,
  Dices,
  Headphones,
  Mail,
  ReceiptText,
  ShieldCheck,
  TrendingUp,
  Users,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../design-system/Card';
import { type Entry, EntryList } from '../../design-system/EntryList';
import { Columns } from '../../design-system/Layout';
import { StatCard } from '../../design-system/StatCard';
import type { TeamFooter } from '../../src/api/contract/agent';
import type { MenuKey } from '../../src/api/contract/whitelabel';

/** The four counters of spec §3's Team KPI footer, in the spec's order. */
const COUNTERS = [
  { key: 'teamLoginMemberCount', label: 'counters.login' },
  { key: 'teamBetMemberCount', label: 'counters.bet' },
  { key: 'teamRegisterMemberCount', label: 'counters.register' },
  { key: 'teamOnlineCount', label: 'counters.online' },
] as const satisfies readonly { key: keyof TeamFooter; label: string }[];

/** Today's team: logins, bettors, registrations and online now over the agent's subtree. */
export function TodayCounters({ footer, loading }: { footer: TeamFooter | undefined; loading: boolean }) {
  const { t } = useTranslation('agent');
  return (
    <Panel title={t('home.today')} description={t('home.todayNote')}>
      <Columns columns={2} gap="sm" as="ul" aria-label={t('home.today')}>
        {COUNTERS.map((c) => (
          <li key={c.key}>
            <StatCard
              elevation="flat"
              label={t(c.label)}
              value={<span data-testid={`counter-${c.key}`}>{footer?.[c.key] ?? 0}</span>}
              loading={loading && !footer}
            />
          </li>
        ))}
      </Columns>
    </Panel>
  );
}

/**
 * The agent tools menu (spec §2): each entry by its white-label key, in the spec's order; online
 * service has no key and always shows. `to` is the route (unbuilt pages show "not available yet").
 */
export const TOOLS: readonly { key: MenuKey | 'onlineService'; to?: string; icon: ReactNode }[] = [
  { key: 'teamOverview', to: '/m/agent/team/overview', icon: <BarChart3 /> },
  { key: 'transactionRecord', to: '/m/transaction/record?types=A', icon: <ReceiptText /> },
  { key: 'teamManage', to: '/m/member/team', icon: <UsersRound /> },
  { key: 'redRain', to: '/m/redRain', icon: <CloudRain /> },
  { key: 'teamPnl', to: '/m/agent/team/pnl', icon: <TrendingUp /> },
  { key: 'teamBetting', to: '/m/teamBetting', icon: <Dices /> },
  { key: 'gameRebate', to: '/m/member/teamRebate', icon: <Coins /> },
  { key: 'agentRebate', to: '/m/member/agent/agentRebeat', icon: <BadgeDollarSign /> },
  { key: 'securityCenter', to: '/m/securityCenter', icon: <ShieldCheck /> },
  { key: 'news', to: '/m/webEmail', icon: <Mail /> },
  { key: 'onlineService', icon: <Headphones /> },
];

export interface ToolsMenuProps {
  /** The brand's white-label flags (spec: whitelabelVal per menu key). */
  flags: Partial<Record<MenuKey, boolean>>;
  /** The news entry's unread badge (the inbox). */
  newsUnread: number;
  /** Whether there is a session: without one the menu does nothing (spec §2). */
  signedIn: boolean;
  onNavigate: (to: string) => void;
  onCustomerService: () => void;
}

export function ToolsMenu({ flags, newsUnread, signedIn, onNavigate, onCustomerService }: ToolsMenuProps) {
  const { t } = useTranslation('agent');
  const entries: Entry[] = TOOLS.filter((tool) => tool.key === 'onlineService' || flags[tool.key] === true).map(
    (tool) => ({
      id: tool.key,
      label: t(`tools.${tool.key}`),
      icon: tool.icon,
      ...(tool.key === 'news' ? { count: newsUnread } : {}),
      ...(tool.to ? { href: tool.to } : {}),
      onPress: () => {
        if (!signedIn) return;
        if (tool.to) onNavigate(tool.to);
        else onCustomerService();
      },
    }),
  );
  return (
    <Panel title={t('home.tools')}>
      <EntryList entries={entries} label={t('home.tools')} />
    </Panel>
  );
}

/** The team size line under the counters. */
export function TeamSize({ size }: { size: number | undefined }) {
  const { t } = useTranslation('agent');
  return <StatCard elevation="flat" icon={<Users />} label={t('home.teamSize')} value={size ?? '–'} />;
}
