import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, rolesFor, staffMayCall } from '../api/contract/access';
import { depositQueue, withdrawalQueue } from './queues';
import {
  ADMIN_GROUPS,
  ADMIN_HOME,
  ADMIN_LOGIN,
  type AdminRoute,
  adminRoutes,
  builtRoutes,
  canOpen,
  findAdminRoute,
  loginPathFor,
  navigationFor,
  navigationGroups,
  safeNext,
} from './routes';

const labels = (routes: readonly AdminRoute[]) => routes.map((r) => r.titleKey);

describe('back-office route table', () => {
  it("lists the sections under their groups, in the groups' order, and leaves out a group with none the role may open", () => {
    const all = navigationGroups(navigationFor('admin'));
    expect(all.map((g) => g.group)).toEqual([...ADMIN_GROUPS]);
    expect(all.flatMap((g) => g.sections)).toHaveLength(adminRoutes.length);
    expect(all.find((g) => g.group === 'money')?.sections.map((r) => r.path)).toEqual([
      '/admin/deposits',
      '/admin/withdrawals',
      '/admin/adjustments',
      '/admin/channels',
    ]);
    // Finance opens no system section (audit, jobs, staff): no System heading.
    expect(navigationGroups(navigationFor('finance')).map((g) => g.group)).not.toContain('system');
  });

  it('has unique paths under /admin, every one with a title key; the log-in page is not a section', () => {
    const paths = adminRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of adminRoutes) {
      expect(r.path).toMatch(/^\/admin(\/[a-z-]+)*$/);
      expect(r.titleKey).toMatch(/^nav\./);
    }
    expect(paths).not.toContain(ADMIN_LOGIN);
  });

  it('builds the finance sections; any section still without a page is announced with a hint, not faked', () => {
    expect(builtRoutes().map((r) => r.path)).toEqual(
      expect.arrayContaining([ADMIN_HOME, '/admin/members', '/admin/adjustments', '/admin/channels', '/admin/audit']),
    );
    for (const r of adminRoutes.filter((x) => x.load === null)) expect(r.pendingKey).toBe('nav.comingWithWallet');
    for (const r of builtRoutes()) expect(r.pendingKey).toBeUndefined();
  });

  it("opens each section to the roles of its API route in the access table, the one the server's guard reads", () => {
    for (const r of adminRoutes) {
      expect(ROUTE_ACCESS[r.api].access, r.api).toMatchObject({ kind: 'staff' });
      expect(r.roles, r.path).toEqual(rolesFor(r.api));
    }
    // What that declaration gives today (src/api/contract/access.ts).
    const roles = Object.fromEntries(adminRoutes.map((r) => [r.path, r.roles]));
    expect(roles).toEqual({
      '/admin': [],
      '/admin/dashboard': ['finance', 'marketing'],
      '/admin/reports': ['finance', 'marketing'],
      '/admin/deposits': ['finance', 'support'],
      '/admin/withdrawals': ['finance', 'support'],
      '/admin/members': ['finance', 'support'],
      '/admin/adjustments': ['finance'],
      '/admin/agents': ['support', 'finance'],
      '/admin/channels': ['finance', 'support'],
      '/admin/audit': ['admin'],
      '/admin/jobs': ['admin'],
      '/admin/staff': ['admin'],
      '/admin/brand-domains': ['admin'],
      '/admin/brand': ['marketing'],
      '/admin/hot-games': ['marketing', 'support'],
      '/admin/lottery': ['marketing', 'finance', 'support'],
      '/admin/announcements': ['marketing', 'support'],
      '/admin/help-topics': ['marketing', 'support'],
      '/admin/chat': ['support'],
      '/admin/messages': ['support', 'marketing'],
      '/admin/feedback': ['support'],
      '/admin/protection': ['support', 'finance'],
      '/admin/vip': ['marketing', 'finance'],
      '/admin/signin': ['marketing', 'support', 'finance'],
      '/admin/red-rain': ['marketing', 'finance', 'support'],
      '/admin/agent-rebates': ['finance', 'marketing', 'support'],
      '/admin/agent-contracts': ['finance', 'support'],
      '/admin/bonuses': ['marketing', 'finance', 'support'],
      '/admin/promotions': ['marketing', 'support'],
      '/admin/site': ['marketing'],
      '/admin/vendors': ['marketing', 'support'],
    });
  });

  it('gives each role its sections: admin all, finance the money ones and the dashboard and reports, support reads the queues, members, channels, hot games and content, answers live chat and handles messages and feedback, marketing the home, the dashboard and reports, hot games, content and messages', () => {
    expect(labels(navigationFor('admin'))).toEqual(labels(adminRoutes));
    expect(labels(navigationFor('finance'))).toEqual([
      'nav.home',
      'nav.dashboard',
      'nav.reports',
      'nav.deposits',
      'nav.withdrawals',
      'nav.members',
      'nav.adjustments',
      'nav.channels',
      'nav.lottery',
      'nav.protection',
      'nav.vip',
      'nav.signin',
      'nav.redRain',
      'nav.agentRebates',
      'nav.agentContracts',
      'nav.bonus',
      'nav.agents',
    ]);
    expect(labels(navigationFor('support'))).toEqual([
      'nav.home',
      'nav.deposits',
      'nav.withdrawals',
      'nav.members',
      'nav.channels',
      'nav.hotGames',
      'nav.vendors',
      'nav.lottery',
      'nav.announcements',
      'nav.helpTopics',
      'nav.chat',
      'nav.messages',
      'nav.feedback',
      'nav.protection',
      'nav.signin',
      'nav.redRain',
      'nav.agentRebates',
      'nav.agentContracts',
      'nav.bonus',
      'nav.promotions',
      'nav.agents',
    ]);
    expect(labels(navigationFor('marketing'))).toEqual([
      'nav.home',
      'nav.dashboard',
      'nav.reports',
      'nav.brand',
      'nav.hotGames',
      'nav.vendors',
      'nav.lottery',
      'nav.announcements',
      'nav.helpTopics',
      'nav.messages',
      'nav.vip',
      'nav.signin',
      'nav.redRain',
      'nav.agentRebates',
      'nav.bonus',
      'nav.promotions',
      'nav.site',
    ]);
    const audit = findAdminRoute('/admin/audit')!;
    expect(canOpen(audit, 'admin')).toBe(true);
    expect(canOpen(audit, 'finance')).toBe(false);
  });

  it("gives the queues' actions to the roles of their API routes: support reads, finance and admin act", () => {
    for (const source of [depositQueue, withdrawalQueue]) {
      for (const key of [source.actions.approve, source.actions.reject]) {
        expect(key.startsWith('POST /api/admin/finance/')).toBe(true);
        expect(staffMayCall('finance', key), key).toBe(true);
        expect(staffMayCall('admin', key), key).toBe(true);
        expect(staffMayCall('support', key), key).toBe(false);
        expect(staffMayCall('marketing', key), key).toBe(false);
      }
    }
  });

  it('finds a route by its path, ignoring a trailing slash', () => {
    expect(findAdminRoute('/admin')?.titleKey).toBe('nav.home');
    expect(findAdminRoute('/admin/')?.titleKey).toBe('nav.home');
    expect(findAdminRoute('/admin/deposits/')?.titleKey).toBe('nav.deposits');
    expect(findAdminRoute('/admin/nope')).toBeUndefined();
  });
});

describe('safeNext', () => {
  it('keeps a back-office path with its query', () => {
    expect(safeNext('/admin')).toBe('/admin');
    expect(safeNext('/admin/deposits')).toBe('/admin/deposits');
    expect(safeNext('/admin/members?q=demo')).toBe('/admin/members?q=demo');
  });

  it('refuses anything else: other sites, other parts of this site, the log-in page itself', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '/admin\\@evil.example',
      '/m/home',
      '/administrator',
      '/admin/login',
      '/admin/login/?next=/admin',
      '/admin/../m/home',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(bad), String(bad)).toBe(ADMIN_HOME);
    }
  });

  it('builds the log-in address with the way back, leaving it out for the home', () => {
    expect(loginPathFor('/admin')).toBe('/admin/login');
    expect(loginPathFor('/admin/deposits?x=1')).toBe('/admin/login?next=%2Fadmin%2Fdeposits%3Fx%3D1');
    expect(loginPathFor('/elsewhere')).toBe('/admin/login');
  });
});
