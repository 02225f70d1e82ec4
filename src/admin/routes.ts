import type { ComponentType } from 'react';
import { rolesFor, type StaffRouteKey } from '../api/contract/access';
import type { StaffRole } from '../api/contract/accounts';
import { ensureNamespaces } from '../i18n';
import { staffRoleAllowed } from '../rules/staffRole';

/**
 * The back office's route table, read as data by the shell (src/admin/AdminApp.tsx) and its
 * navigation. Adding a section is one entry here plus its page module in pages/admin/; see
 * docs/admin.md. A section's roles are not written here: they are those of the API route it opens
 * with, read from the access table (src/api/contract/access.ts) that the server's guards read too
 * (`app.requireStaff(...rolesFor(key))`), so the menu and the API cannot disagree.
 */

export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

export type AdminPageModule = { default: ComponentType };

export type AdminIcon =
  | 'home'
  | 'deposits'
  | 'withdrawals'
  | 'members'
  | 'adjustments'
  | 'channels'
  | 'audit'
  | 'jobs'
  | 'staff'
  | 'brands'
  | 'hot'
  | 'announcements'
  | 'help'
  | 'chat'
  | 'messages'
  | 'feedback'
  | 'protection'
  | 'signin'
  | 'bonus'
  | 'promotions'
  | 'vip'
  | 'redRain'
  | 'agentRebates'
  | 'agents'
  | 'agentContracts'
  | 'lottery'
  | 'vendors'
  | 'dashboard'
  | 'reports'
  | 'site';

/**
 * The navigation's groups, in the order it shows them; a section names its group, and the
 * navigation lists each group that has a section the role may open under its heading.
 */
export const ADMIN_GROUPS = [
  'overview',
  'money',
  'players',
  'support',
  'promotions',
  'agents',
  'games',
  'content',
  'site',
  'system',
] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export interface AdminRoute {
  /** Absolute path under /admin. */
  path: string;
  /** Key in the `admin` namespace: the navigation label and the page title. */
  titleKey: string;
  /**
   * The API route the section's page opens with. The section opens to that route's roles in the access
   * table (src/api/contract/access.ts), which the server's guard reads too.
   */
  api: StaffRouteKey;
  /**
   * Roles that may open it: `rolesFor(api)`, never written by hand. The admin role always may
   * (src/rules/staffRole.ts); an empty list means every staff member, and `['admin']` the admin role only.
   */
  roles: readonly StaffRole[];
  icon: AdminIcon;
  /** The navigation group it is listed under (key `navGroup.<group>` in the `admin` namespace). */
  group: AdminGroup;
  /**
   * The lazy page module. Null for a section announced but not built yet: the navigation lists it
   * disabled with `pendingKey` as its hint, and its path leads nowhere (no placeholder page).
   */
  load: (() => Promise<AdminPageModule>) | null;
  /** Key in the `admin` namespace saying when a section without a module arrives. */
  pendingKey?: string;
}

/** A section's entry with its roles read from the access table. */
const section = (route: Omit<AdminRoute, 'roles'>): AdminRoute => ({ ...route, roles: rolesFor(route.api) });

export const adminRoutes: readonly AdminRoute[] = [
  // Any staff member: the roles of the staff session itself (an empty list).
  section({
    path: ADMIN_HOME,
    titleKey: 'nav.home',
    api: 'GET /api/admin/session',
    icon: 'home',
    group: 'overview',
    load: () => import('../../pages/admin/Home'),
  }),
  // The operator console (issue 24): the figures from the daily rollups (ADR 0030).
  section({
    path: '/admin/dashboard',
    titleKey: 'nav.dashboard',
    api: 'GET /api/admin/dashboard',
    icon: 'dashboard',
    group: 'overview',
    load: () => import('../../pages/admin/Dashboard'),
  }),
  section({
    path: '/admin/reports',
    titleKey: 'nav.reports',
    api: 'GET /api/admin/reports/:kind',
    icon: 'reports',
    group: 'overview',
    load: () => import('../../pages/admin/Reports'),
  }),
  // Sections of the wallet release: each opens to the roles of the API route its page first calls.
  section({
    path: '/admin/deposits',
    titleKey: 'nav.deposits',
    api: 'GET /api/admin/finance/deposits',
    icon: 'deposits',
    group: 'money',
    load: () => import('../../pages/admin/Deposits'),
  }),
  section({
    path: '/admin/withdrawals',
    titleKey: 'nav.withdrawals',
    api: 'GET /api/admin/finance/withdrawals',
    icon: 'withdrawals',
    group: 'money',
    load: () => import('../../pages/admin/Withdrawals'),
  }),
  section({
    path: '/admin/members',
    titleKey: 'nav.members',
    api: 'GET /api/admin/members',
    icon: 'members',
    group: 'players',
    load: () => import('../../pages/admin/Members'),
  }),
  section({
    path: '/admin/adjustments',
    titleKey: 'nav.adjustments',
    api: 'POST /api/admin/finance/adjustments',
    icon: 'adjustments',
    group: 'money',
    load: () => import('../../pages/admin/Adjustments'),
  }),
  // Support reads the settings; finance (and admin) change them.
  section({
    path: '/admin/channels',
    titleKey: 'nav.channels',
    api: 'GET /api/admin/finance/channels',
    icon: 'channels',
    group: 'money',
    load: () => import('../../pages/admin/Channels'),
  }),
  section({
    path: '/admin/audit',
    titleKey: 'nav.audit',
    api: 'GET /api/admin/audit',
    icon: 'audit',
    group: 'system',
    load: () => import('../../pages/admin/Audit'),
  }),
  section({
    path: '/admin/jobs',
    titleKey: 'nav.jobs',
    api: 'GET /api/admin/jobs',
    icon: 'jobs',
    group: 'system',
    load: () => import('../../pages/admin/Jobs'),
  }),
  // Admin only: staff accounts (docs/admin.md "Staff").
  section({
    path: '/admin/staff',
    titleKey: 'nav.staff',
    api: 'GET /api/admin/staff',
    icon: 'staff',
    group: 'system',
    load: () => import('../../pages/admin/Staff'),
  }),
  // Admin only: which host names open which brand (ADR 0015).
  section({
    path: '/admin/brand-domains',
    titleKey: 'nav.brandDomains',
    api: 'GET /api/admin/brand-domains',
    icon: 'brands',
    group: 'site',
    load: () => import('../../pages/admin/BrandDomains'),
  }),
  // The brand editor: marketing drafts, an admin publishes and rolls back (issue 24, ADR 0031).
  section({
    path: '/admin/brand',
    titleKey: 'nav.brand',
    api: 'GET /api/admin/brand',
    icon: 'brands',
    group: 'site',
    load: () => import('../../pages/admin/Brand'),
  }),
  // Marketing pins hot games; support may look (docs/hot-games.md).
  section({
    path: '/admin/hot-games',
    titleKey: 'nav.hotGames',
    api: 'GET /api/admin/games/hot',
    icon: 'hot',
    group: 'games',
    load: () => import('../../pages/admin/HotGames'),
  }),
  // Game vendors (docs/vendors.md): the admin adds third-party vendors and their games; marketing and
  // support look.
  section({
    path: '/admin/vendors',
    titleKey: 'nav.vendors',
    api: 'GET /api/admin/vendors',
    icon: 'vendors',
    group: 'games',
    load: () => import('../../pages/admin/Vendors'),
  }),
  // The house lottery (docs/lottery.md): marketing runs the games, marketing and finance void a draw,
  // support looks.
  section({
    path: '/admin/lottery',
    titleKey: 'nav.lottery',
    api: 'GET /api/admin/lottery/games',
    icon: 'lottery',
    group: 'games',
    // Bet types are named in the player site's words (the games namespace).
    load: async () => (await Promise.all([import('../../pages/admin/Lottery'), ensureNamespaces('games')]))[0],
  }),
  // Marketing writes the content; support may look (docs/announcements.md).
  section({
    path: '/admin/announcements',
    titleKey: 'nav.announcements',
    api: 'GET /api/admin/announcements',
    icon: 'announcements',
    group: 'content',
    load: () => import('../../pages/admin/Announcements'),
  }),
  section({
    path: '/admin/help-topics',
    titleKey: 'nav.helpTopics',
    api: 'GET /api/admin/help-topics',
    icon: 'help',
    group: 'content',
    load: () => import('../../pages/admin/HelpTopics'),
  }),
  // Customer service answers live chat (docs/chat.md).
  section({
    path: '/admin/chat',
    titleKey: 'nav.chat',
    api: 'GET /api/admin/chat/conversations',
    icon: 'chat',
    group: 'support',
    load: () => import('../../pages/admin/Chat'),
  }),
  // Support and marketing write to players' inboxes (docs/inbox.md).
  section({
    path: '/admin/messages',
    titleKey: 'nav.messages',
    api: 'GET /api/admin/inbox/broadcasts',
    icon: 'messages',
    group: 'support',
    load: () => import('../../pages/admin/Messages'),
  }),
  // Support reads and replies to feedback; an admin turns an agent application into an agent.
  section({
    path: '/admin/feedback',
    titleKey: 'nav.feedback',
    api: 'GET /api/admin/feedback',
    icon: 'feedback',
    group: 'support',
    load: () => import('../../pages/admin/Feedback'),
  }),
  // Player protection (docs/player-protection.md): support decides early-lift requests and sets
  // operator limits; finance may look. A player's page opens from the member's detail.
  section({
    path: '/admin/protection',
    titleKey: 'nav.protection',
    api: 'GET /api/admin/protection/lift-requests',
    icon: 'protection',
    group: 'players',
    load: () => import('../../pages/admin/Protection'),
  }),
  // VIP levels and rebate rates, rebate and referral rules, the rebate cost report (docs/vip-rebates-referral.md).
  section({
    path: '/admin/vip',
    titleKey: 'nav.vip',
    api: 'GET /api/admin/vip',
    icon: 'vip',
    group: 'players',
    load: () => import('../../pages/admin/Vip'),
  }),
  // The daily sign-in's settings (docs/signin-rewards.md): marketing edits; support and finance look.
  section({
    path: '/admin/signin',
    titleKey: 'nav.signin',
    api: 'GET /api/admin/signin/settings',
    icon: 'signin',
    group: 'promotions',
    load: () => import('../../pages/admin/Signin'),
  }),
  // Red-envelope rains (docs/red-rain.md): every rain's results; marketing schedules brand-wide ones.
  section({
    path: '/admin/red-rain',
    titleKey: 'nav.redRain',
    api: 'GET /api/admin/red-rain',
    icon: 'redRain',
    group: 'promotions',
    load: async () => (await Promise.all([import('../../pages/admin/RedRain'), ensureNamespaces('redrain')]))[0],
  }),
  // Agent rebates (ADR 0025; docs/agents.md "Rebates"): top-level agents' rates, the brand max and the
  // settlement runs with re-run; finance sets and re-runs, marketing and support look.
  section({
    path: '/admin/agent-rebates',
    titleKey: 'nav.agentRebates',
    api: 'GET /api/admin/agent-rebates/runs',
    icon: 'agentRebates',
    group: 'agents',
    load: () => import('../../pages/admin/AgentRebates'),
  }),
  // Agent contracts (ADR 0026; docs/agents.md "Contracts and dividend"): contracts, settlements with
  // paid and owed, and the default tiers; finance offers, revises, re-runs and sets, support looks.
  section({
    path: '/admin/agent-contracts',
    titleKey: 'nav.agentContracts',
    api: 'GET /api/admin/agent-contracts',
    icon: 'agentContracts',
    group: 'agents',
    load: async () => (await Promise.all([import('../../pages/admin/AgentContracts'), ensureNamespaces('agent')]))[0],
  }),
  // Bonuses (docs/bonuses.md): marketing designs templates; marketing and finance grant, forfeit and
  // review; support may look.
  section({
    path: '/admin/bonuses',
    titleKey: 'nav.bonus',
    api: 'GET /api/admin/bonus/templates',
    icon: 'bonus',
    group: 'promotions',
    load: () => import('../../pages/admin/Bonuses'),
  }),
  // Promotions (docs/promotions.md): marketing edits them and reviews applications; support may look.
  section({
    path: '/admin/promotions',
    titleKey: 'nav.promotions',
    api: 'GET /api/admin/activities/applications',
    icon: 'promotions',
    group: 'promotions',
    load: () => import('../../pages/admin/Promotions'),
  }),
  // Site settings (docs/admin.md "Site settings"): the admin's maintenance, region and kill switches;
  // marketing keeps the banners, so the section opens with the banners' route.
  section({
    path: '/admin/site',
    titleKey: 'nav.site',
    api: 'GET /api/admin/site/banners',
    icon: 'site',
    group: 'site',
    load: () => import('../../pages/admin/Site'),
  }),
  // The agent tree (docs/agents.md): support and finance browse; admin moves members.
  section({
    path: '/admin/agents',
    titleKey: 'nav.agents',
    api: 'GET /api/admin/agents/tree',
    icon: 'agents',
    group: 'agents',
    load: () => import('../../pages/admin/Agents'),
  }),
];

export const canOpen = (route: AdminRoute, role: StaffRole) => staffRoleAllowed(role, route.roles);

/** The routes with a page: what the router mounts. */
export const builtRoutes = (routes: readonly AdminRoute[] = adminRoutes) => routes.filter((r) => r.load !== null);

/** The navigation of a role: the sections it may open, built or announced, in table order. */
export const navigationFor = (role: StaffRole, routes: readonly AdminRoute[] = adminRoutes) =>
  routes.filter((r) => canOpen(r, role));

/** The role's sections by navigation group, in ADMIN_GROUPS order; groups with none are left out. */
export const navigationGroups = (sections: readonly AdminRoute[]) =>
  ADMIN_GROUPS.map((group) => ({ group, sections: sections.filter((r) => r.group === group) })).filter(
    (g) => g.sections.length > 0,
  );

/** The route a path shows (exact match; a trailing slash is ignored), if any. */
export function findAdminRoute(pathname: string, routes: readonly AdminRoute[] = adminRoutes): AdminRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path === path);
}

/**
 * Where to go after log-in: the `next` the log-in page was sent with, when it is a back-office path
 * of this site (never another origin, never the log-in page itself), else the home.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith('/admin') || next.startsWith('//') || /[\\\s]/.test(next)) return ADMIN_HOME;
  const url = new URL(next, 'http://x');
  if (url.origin !== 'http://x' || !/^\/admin(\/|$)/.test(url.pathname)) return ADMIN_HOME;
  if (url.pathname.replace(/\/+$/, '') === ADMIN_LOGIN) return ADMIN_HOME;
  return `${url.pathname}${url.search}`;
}

/** The log-in page's address for someone sent away from `from` (a path with its query). */
export function loginPathFor(from: string): string {
  const next = safeNext(from);
  return next === ADMIN_HOME ? ADMIN_LOGIN : `${ADMIN_LOGIN}?next=${encodeURIComponent(next)}`;
}
