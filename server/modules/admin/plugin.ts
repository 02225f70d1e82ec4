import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { accessOf } from '../../../src/api/contract/access';
import type { Db } from '../../db';
import { brandScoped, perBrand } from '../../lib/brand-resolver';
import type { Events } from '../../lib/events';
import type { JobRunner } from '../../lib/jobs';
import { createStaffAdminService, staffAdminRoutes, staffBrandsRoutes, staffRoutes } from '../accounts';
import { activitiesAdminRoutes, createActivitiesAdmin, type OfferReward } from '../activities';
import { agentAdminRoutes, agentTreeAdminRoutes, createAgentsAdmin, createAgentTreeAdmin } from '../agents';
import { type ChatService, chatAdminRoutes } from '../chat';
import { type ContractsService, contractAdminRoutes } from '../contracts';
import { adminHotGamesRoutes, adminVendorsRoutes, createHotGamesAdmin, createVendorsAdmin } from '../games';
import { adminLotteryRoutes, type LotteryAdmin } from '../lottery';
import { createMemberConsole, memberConsoleRoutes } from '../members';
import {
  adminContentRoutes,
  type BroadcastsAdmin,
  createContentAdmin,
  type Feedback,
  inboxAdminRoutes,
} from '../messaging';
import { type BonusService, bonusAdminRoutes, createBonusAdmin } from '../promotions';
import { type ProtectionService, protectionAdminRoutes } from '../protection';
import { type AgentRebateService, agentRebateAdminRoutes } from '../rebates';
import { type RedRainService, redRainAdminRoutes } from '../redrain';
import { type SigninService, signinAdminRoutes } from '../signin';
import { createStatsService, statsAdminRoutes } from '../stats';
import { brandDomainsRoutes, brandEditorRoutes, createBrandEditor, createSiteAdmin, siteAdminRoutes } from '../system';
import { type VipService, vipAdminRoutes } from '../vip';
import {
  adminChannelsRoutes,
  adminFinanceRoutes,
  createAdminFinanceService,
  type DepositService,
  depositAdminRoutes,
  type Ledger,
  type WalletService,
  type Withdrawals,
  withdrawalAdminRoutes,
} from '../wallet';
import { createJobsAdmin } from './jobs';
import { adminJobsRoutes } from './jobs-routes';

export interface AdminPluginOptions {
  db: Db;
  brand: string;
  now: () => Date;
  production: boolean;
  /** The absolute limit of a staff session (the idle limit is the staff-auth plugin's). */
  staffSessionMaxMs: number;
  /** The captcha step of the staff log-in (the accounts service's requireCaptcha). */
  requireCaptcha: (answer: { id: string; answer: string } | undefined) => Promise<void>;
  /** The scheduled jobs (GET /jobs, POST /jobs/:name/run). */
  jobs: JobRunner;
  ledger: Ledger;
  wallet: WalletService;
  deposits: DepositService;
  withdrawals: Withdrawals;
  /** Domain events (announcement.published). */
  events: Events;
  /** Staff messages and broadcasts, and the feedback inbox (docs/inbox.md), of the request's brand. */
  broadcasts: BroadcastsAdmin;
  feedback: Feedback;
  /** Called after a brand domain is added or removed (clears the host cache; ADR 0015). */
  brandDomainsChanged: () => void;
  /** Site settings (docs/admin.md "Site settings"): the environment's floor, and what a change clears. */
  site: { envMaintenance: boolean; envBlockedCountries: readonly string[]; changed: (brand: string) => void };
  /** Live chat of the request's brand (the console, docs/chat.md). */
  chat: ChatService;
  /** Player protection (docs/player-protection.md). */
  protection: ProtectionService;
  /** VIP levels, rebate rates, referral rules and the rebate cost report (docs/vip-rebates-referral.md). */
  vip?: VipService;
  /** The daily sign-in's settings (docs/signin-rewards.md). */
  signin: SigninService;
  /** Offers the reward of an approved application (the reward centre); absent: approvals wait (Process). */
  offerReward?: OfferReward;
  /** The bonus engine (docs/bonuses.md). */
  bonus: BonusService;
  /** Red-envelope rains: brand-wide ones and every rain's results (docs/red-rain.md). */
  redRain?: RedRainService;
  /** Agent rebates: top-level agents' rates, the brand max, settlement runs and re-runs (ADR 0025). */
  agentRebates?: AgentRebateService;
  /** The house lottery's back office per brand (docs/lottery.md). */
  lottery?: (brand: string) => LotteryAdmin;
  /** Agent contracts (ADR 0026). */
  contracts?: ContractsService;
  /** Sends a member a password-reset code for the members console (the accounts service of the request's brand). */
  sendResetCode: (memberId: string) => Promise<'sms' | 'email' | null>;
}

/** The access-table key of a route as Fastify registers it: `METHOD /pattern`, HEAD as its GET. */
export function accessKey(method: string, url: string): string {
  const m = method.toUpperCase();
  const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  return `${m === 'HEAD' ? 'GET' : m} ${path}`;
}

/**
 * Guards every route registered from here on in this plugin's context by the access table
 * (src/api/contract/access.ts): a staff entry gets `app.requireStaff(...roles)` first in its
 * `onRequest`, a public entry nothing. A route with no entry, or with an entry that is neither staff
 * nor public, stops the app at start. HEAD routes are guarded as their GET.
 */
export function guardFromAccessTable(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guards = [];
    for (const method of methods) {
      const key = accessKey(method, route.url);
      const entry = accessOf(key);
      if (!entry) throw new Error(`${key} is not in the access table (src/api/contract/access.ts)`);
      if (entry.access.kind === 'public') continue;
      if (entry.access.kind !== 'staff') throw new Error(`${key}: a back-office route is staff or public`);
      guards.push(app.requireStaff(...entry.access.roles));
    }
    if (guards.length === 0) return;
    if (methods.length > 1) throw new Error(`${route.url}: one method a back-office route, so one guard`);
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    // A new array: Fastify copies the GET options for its HEAD route, which gets its own guard here.
    route.onRequest = [...guards, ...own];
  });
}

/**
 * The back office's one entry: registered once with the prefix `/api/admin`, it registers every
 * back-office route (staff session and accounts, jobs, audit, finance: members, adjustments, ledger
 * check, channels, the deposit and withdrawal queues). Guards are not written in the route files:
 * each route gets the roles of its entry in the access table (guardFromAccessTable), the table the
 * authorisation-matrix test (server/access.test.ts) and the back office's menu read.
 */
export const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (app, opts) => {
  guardFromAccessTable(app);

  const { db, brand, now, production } = opts;
  /** A service of the request's brand (ADR 0015); `brand` (DEFAULT_BRAND) outside a request. */
  const scoped = <T extends object>(make: (brand: string) => T) => brandScoped(perBrand(make), brand);
  await app.register(staffRoutes, {
    db,
    now,
    production,
    maxMs: opts.staffSessionMaxMs,
    requireCaptcha: opts.requireCaptcha,
  });
  // Staff accounts, admin only (docs/admin.md "Staff"), and the brands an admin may give them.
  const staffAdmin = scoped((b) => createStaffAdminService({ db, brand: b, now }));
  await app.register(staffAdminRoutes, { prefix: '/staff', service: staffAdmin, production });
  await app.register(staffBrandsRoutes, { service: staffAdmin });
  await app.register(adminJobsRoutes, {
    service: scoped((b) => createJobsAdmin({ runner: opts.jobs, db, brand: b })),
    production,
  });
  await app.register(adminFinanceRoutes, {
    service: scoped((b) => createAdminFinanceService({ db, ledger: opts.ledger, wallet: opts.wallet, brand: b, now })),
    production,
  });
  await app.register(adminChannelsRoutes, { prefix: '/finance/channels', db, brand, production, now });
  await app.register(depositAdminRoutes, { prefix: '/finance/deposits', service: opts.deposits });
  await app.register(withdrawalAdminRoutes, { prefix: '/finance', withdrawals: opts.withdrawals });
  // The host names of each brand (ADR 0015); an edit clears this node's host cache.
  await app.register(brandDomainsRoutes, { db, defaultBrand: brand, changed: opts.brandDomainsChanged, production });
  // Site settings: maintenance, region restriction, module kill switches, banners (docs/admin.md).
  await app.register(siteAdminRoutes, {
    service: scoped((b) => createSiteAdmin({ db, brand: b, now, ...opts.site })),
    production,
  });
  // The brand editor: drafts, review, publish, history and rollback, logos (issue 24, ADR 0031).
  await app.register(brandEditorRoutes, { service: scoped((b) => createBrandEditor({ db, brand: b })), production });
  // The house lottery: games, draws, void, report (docs/lottery.md).
  if (opts.lottery) {
    const make = opts.lottery;
    await app.register(adminLotteryRoutes, { service: scoped((b) => make(b)), production });
  }
  // Hot games: the turnover ranking and the staff pins (docs/hot-games.md).
  await app.register(adminHotGamesRoutes, {
    service: scoped((b) => createHotGamesAdmin({ db, brand: b })),
    production,
  });
  // Game vendors: third-party vendors, their launch template, secret and games (docs/vendors.md).
  await app.register(adminVendorsRoutes, { service: scoped((b) => createVendorsAdmin({ db, brand: b })), production });
  // Announcements and help topics (docs/announcements.md).
  await app.register(adminContentRoutes, {
    service: scoped((b) => createContentAdmin({ db, brand: b, now, events: opts.events })),
    production,
  });
  // Live chat's customer-service console (docs/chat.md).
  await app.register(chatAdminRoutes, { service: opts.chat, production });
  // Staff messages, broadcasts and the feedback inbox (docs/inbox.md).
  await app.register(inboxAdminRoutes, { broadcasts: opts.broadcasts, feedback: opts.feedback, production });
  // Player protection: a player's page, operator limits, early-lift decisions (docs/player-protection.md).
  await app.register(protectionAdminRoutes, { service: opts.protection, production });
  // VIP levels and rebate rates, referral rules, the rebate cost report (docs/vip-rebates-referral.md).
  if (opts.vip) {
    const vip = opts.vip;
    await app.register(vipAdminRoutes, {
      service: vip,
      currency: (b) => opts.ledger.currency(b),
      production,
      now,
    });
  }
  // The agent tree: moving a member and its subtree under another upline (ADR 0023, audited).
  const agentsAdmin = createAgentsAdmin({ db, now });
  await app.register(agentAdminRoutes, { admin: agentsAdmin, production });
  // The members console: search, profile, log-ins, linked accounts, notes, tags and actions (docs/admin.md "Members").
  await app.register(memberConsoleRoutes, {
    prefix: '/members',
    production,
    service: scoped((b) =>
      createMemberConsole({
        db,
        brand: b,
        now,
        moveAgent: (input) => agentsAdmin.move({ brand: b, ...input }),
        protection: (id) => opts.protection.staffView(b, id),
        sendResetCode: opts.sendResetCode,
      }),
    ),
  });
  await app.register(agentTreeAdminRoutes, { tree: createAgentTreeAdmin({ db }) });
  // The daily sign-in's settings (docs/signin-rewards.md).
  await app.register(signinAdminRoutes, { service: opts.signin, production });
  if (opts.redRain) await app.register(redRainAdminRoutes, { service: opts.redRain, production });
  if (opts.agentRebates) await app.register(agentRebateAdminRoutes, { service: opts.agentRebates, production });
  // Agent contracts: contracts, settlements with owed, re-run a period, default tiers (ADR 0026).
  if (opts.contracts) await app.register(contractAdminRoutes, { service: opts.contracts, production });
  // Promotions: the editor, categories, images and the application queue (docs/promotions.md).
  await app.register(activitiesAdminRoutes, {
    service: scoped((b) => createActivitiesAdmin({ db, brand: b, now, offerReward: opts.offerReward })),
    production,
  });
  // The dashboard and the reports, from the daily rollups (ADR 0030); over the brands the staff member covers.
  await app.register(statsAdminRoutes, { service: createStatsService({ db, now }) });
  // Bonuses: templates, grants and the review queue, the cost report (docs/bonuses.md).
  await app.register(bonusAdminRoutes, {
    service: scoped((b) => createBonusAdmin({ db, brand: b, bonus: opts.bonus, now })),
    production,
  });
};
