import type { ComponentType } from 'react';
import type { StaffRole } from '../api/contract/accounts';
import { staffRoleAllowed } from '../rules/staffRole';

/**
 * The back office's route table, read as data by the shell (src/admin/AdminApp.tsx) and its
 * navigation. Adding a section is one entry here plus its page module in pages/admin/; see
 * docs/admin.md. The server guards the section's API with the same roles (`app.requireStaff`).
 */

export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

export type AdminPageModule = { default: ComponentType };

export type AdminIcon = 'home' | 'deposits' | 'withdrawals' | 'members' | 'adjustments' | 'channels' | 'audit';

export interface AdminRoute {
  /** Absolute path under /admin. */
  path: string;
  /** Key in the `admin` namespace: the navigation label and the page title. */
  titleKey: string;
  /**
   * Roles that may open it. The admin role always may (src/rules/staffRole.ts); an empty list means
   * every staff member, and `['admin']` the admin role only.
   */
  roles: readonly StaffRole[];
  icon: AdminIcon;
  /**
   * The lazy page module. Null for a section announced but not built yet: the navigation lists it
   * disabled with `pendingKey` as its hint, and its path leads nowhere (no placeholder page).
   */
  load: (() => Promise<AdminPageModule>) | null;
  /** Key in the `admin` namespace saying when a section without a module arrives. */
  pendingKey?: string;
}

export const adminRoutes: readonly AdminRoute[] = [
  { path: ADMIN_HOME, titleKey: 'nav.home', roles: [], icon: 'home', load: () => import('../../pages/admin/Home') },
  // Sections of the wallet release. Their roles match the server's guards (app.requireStaff) on their API.
  {
    path: '/admin/deposits',
    titleKey: 'nav.deposits',
    roles: ['finance'],
    icon: 'deposits',
    load: () => import('../../pages/admin/Deposits'),
  },
  {
    path: '/admin/withdrawals',
    titleKey: 'nav.withdrawals',
    roles: ['finance'],
    icon: 'withdrawals',
    load: () => import('../../pages/admin/Withdrawals'),
  },
  {
    path: '/admin/members',
    titleKey: 'nav.members',
    roles: ['finance', 'support'],
    icon: 'members',
    load: () => import('../../pages/admin/Members'),
  },
  {
    path: '/admin/adjustments',
    titleKey: 'nav.adjustments',
    roles: ['finance'],
    icon: 'adjustments',
    load: () => import('../../pages/admin/Adjustments'),
  },
  {
    // Support reads the settings; finance (and admin) change them.
    path: '/admin/channels',
    titleKey: 'nav.channels',
    roles: ['finance', 'support'],
    icon: 'channels',
    load: () => import('../../pages/admin/Channels'),
  },
  {
    path: '/admin/audit',
    titleKey: 'nav.audit',
    roles: ['admin'],
    icon: 'audit',
    load: () => import('../../pages/admin/Audit'),
  },
];

export const canOpen = (route: AdminRoute, role: StaffRole) => staffRoleAllowed(role, route.roles);

/** The routes with a page: what the router mounts. */
export const builtRoutes = (routes: readonly AdminRoute[] = adminRoutes) => routes.filter((r) => r.load !== null);

/** The navigation of a role: the sections it may open, built or announced, in table order. */
export const navigationFor = (role: StaffRole, routes: readonly AdminRoute[] = adminRoutes) =>
  routes.filter((r) => canOpen(r, role));

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
