import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Bootstrap } from '../src/api/bootstrap';
import type { SessionInfoBody } from '../src/api/contract/accounts';
import { HOT_REFRESH_MINUTES } from '../src/api/contract/games.constants';
import { INBOX_BROADCAST_JOB } from '../src/api/contract/inbox';
import { VIP_TIME_ZONE } from '../src/api/contract/vip';
import { SW_FILE } from '../src/pwa/workbox';
import { customerType } from '../src/rules/customerType';
import { type Config, isProduction } from './config';
import { type Database, openConfiguredDatabase } from './db';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { registerAdminPages } from './lib/admin-site';
import { enableAfterCommit } from './lib/after-commit';
import { registerApiDocs } from './lib/api-docs';
import {
  type BrandResolver,
  brandPlugin,
  brandScoped,
  createBrandResolver,
  perBrand,
  perBrandAsync,
} from './lib/brand-resolver';
import { hasTheme } from './lib/brand-theme';
import { type Bus, createBus } from './lib/bus';
import { createEvents, type Events } from './lib/events';
import { countryOf } from './lib/geo';
import { errorHandler, type RegisteredRoute, routeIndex, sendError, sendNotFound } from './lib/http-errors';
import { clientIp } from './lib/ip';
import { type RetryPolicy, setupJobs } from './lib/jobs';
import { createLogger } from './lib/logger';
import { metricsExposure, metricsPlugin } from './lib/metrics';
import { originCheckPlugin } from './lib/origin';
import { createRedis, pingRedis } from './lib/redis';
import {
  createResponseCache,
  isPersonal,
  type ResponseCache,
  responseCachePlugin,
  serveEntry,
} from './lib/response-cache';
import { allowSameOriginFraming, registerSecurityHeaders } from './lib/security';
import { loadRenderer, type Renderer } from './lib/ssr';
import { isFilePath, isSitePath, loadSite, renderPage, type Site, siteFileCacheControl } from './lib/static-site';
import { frameworkErrors, registerTextGuard } from './lib/text-guard';
import { createLimits } from './modules/accounts';
import { authPlugin } from './modules/accounts/auth';
import { loadOrCreateKeyPair } from './modules/accounts/crypto';
import { devRoutes } from './modules/accounts/dev-routes';
import { createOutbox } from './modules/accounts/providers';
import { accountsRoutes } from './modules/accounts/routes';
import { type AccountsService, createAccountsService } from './modules/accounts/service';
import {
  publicSocialProviders,
  type SocialProviders,
  socialCsp,
  socialProvidersFromConfig,
} from './modules/accounts/social';
import { socialRoutes } from './modules/accounts/social-routes';
import { ensureFirstAdmin } from './modules/accounts/staff';
import { createStaffSessions, staffAuthPlugin } from './modules/accounts/staff-auth';
import { activitiesRoutes, createActivitiesService, type OfferReward, referralPromotionOn } from './modules/activities';
import { adminPlugin } from './modules/admin/plugin';
import {
  agentRoutes,
  agentTransferRoutes,
  createAgentsService,
  createAgentTransfers,
  createTeamReports,
  teamReportRoutes,
} from './modules/agents';
import { setupBingoFish } from './modules/bingofish';
import { cardsFairnessRoutes, cardsRoutes, createCards, defineCardsSweep } from './modules/cards';
import { chatRoutes, createChatService, createTypingLimiter } from './modules/chat';
import {
  CONTRACT_DIVIDEND_JOB,
  CONTRACT_HOURLY_JOB,
  CONTRACT_SALARY_JOB,
  contractRoutes,
  createContractsService,
} from './modules/contracts';
import {
  createFootball,
  type Football,
  footballRoutes,
  matchProofRoutes,
  startFootballClock,
} from './modules/football';
import { HOT_RANKING_JOB, refreshHotRanking } from './modules/games';
import {
  createCatalogue,
  lotteryJurisdiction,
  studioJurisdiction,
  vendorWalletSecret,
} from './modules/games/catalogue';
import { providerRoutes } from './modules/games/provider-routes';
import { createProviderWallet } from './modules/games/provider-wallet';
import { createRounds } from './modules/games/rounds';
import { gamesRoutes } from './modules/games/routes';
import { type LiveOptions, liveRoutes } from './modules/live/routes';
import { createLottery, createLotteryAdmin, drawProofRoutes, type Lottery, lottoRoutes } from './modules/lottery';
import { startLotteryClock } from './modules/lottery/clock';
import {
  createBroadcastsAdmin,
  createFeedback,
  createInbox,
  deliverDueBroadcasts,
  feedbackRoutes,
  inboxRoutes,
} from './modules/messaging';
import { createAnnouncementsService } from './modules/messaging/announcements';
import { createHelpService } from './modules/messaging/help';
import { announcementsRoutes, helpRoutes } from './modules/messaging/routes';
import { opsRoutes } from './modules/ops/routes';
import { createReadiness } from './modules/ops/service';
import { BONUS_EXPIRY_JOB, bonusRoutes, createBonusService, offerReward } from './modules/promotions';
import { createProtectionService, protectionRoutes } from './modules/protection';
import { pwaRoutes } from './modules/pwa/routes';
import { createPwaService } from './modules/pwa/service';
import { AGENT_REBATE_CRON, AGENT_REBATE_JOB, agentRebateRoutes, createAgentRebateService } from './modules/rebates';
import {
  agentRedRainRoutes,
  createRedRainService,
  inTeamByTree,
  RED_RAIN_RETURN_JOB,
  redRainRoutes,
} from './modules/redrain';
import { createReferralService, referralRoutes } from './modules/referral';
import { createSigninClock, createSigninService, signinDevRoutes, signinRoutes } from './modules/signin';
import { createStatsRollup, STATS_ROLLUP_JOB, STATS_ROLLUP_MINUTES } from './modules/stats';
import { createHouseKit, type HouseKitOptions } from './modules/studio/house';
import { studioFairnessRoutes, studioRoutes } from './modules/studio/routes';
import { createStudio } from './modules/studio/service';
import { brandAssetRoutes, createBrandEditor, createModuleSwitches, moduleSwitchPlugin } from './modules/system';
import {
  acceptLanguageTags,
  type BootstrapCatalogue,
  buildBootstrap,
  cookieLanguage,
  isHomePath,
} from './modules/system/bootstrap';
import { systemRoutes } from './modules/system/routes';
import { createSystemService, type SystemService } from './modules/system/service';
import {
  createVipService,
  dayBefore,
  localDay,
  localMonth,
  VIP_MONTHLY_CRON,
  VIP_MONTHLY_JOB,
  VIP_REBATE_CRON,
  VIP_REBATE_JOB,
  vipRoutes,
} from './modules/vip';
import { createBankAccounts } from './modules/wallet/bank-accounts';
import { createDepositService } from './modules/wallet/deposits';
import { depositsPlugin } from './modules/wallet/deposits-routes';
import { createLedger, type Ledger } from './modules/wallet/ledger';
import { scheduleLedgerCheck } from './modules/wallet/ledger-check';
import { createRecordsService } from './modules/wallet/records';
import { recordsRoutes } from './modules/wallet/records-routes';
import { walletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { createWithdrawals } from './modules/wallet/withdrawals';
import { withdrawalRoutes } from './modules/wallet/withdrawals-routes';

/** Self-hosted media (the demo banner art); served at /media/. */
export const MEDIA_DIR = fileURLToPath(new URL('./seed-assets', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  /**
   * An open, migrated database. When given, the caller owns it (tests share one per file). When
   * omitted, the app opens the configured one, migrates it, seeds the demo data if SEED_DEMO, and
   * closes it on app.close().
   */
  db?: Database;
  logger?: Logger;
  /**
   * The server renderer. Omitted: the one built beside STATIC_DIR (dist/server), if any. Tests pass
   * the source entry (src/entry-server.tsx), or null to serve pages without server rendering.
   */
  renderer?: Renderer | null;
  /** The clock of the accounts rules (sessions, codes, locks). Tests pass one they can move. */
  now?: () => Date;
  /** Social log-in providers. Omitted: the real ones the environment configures (none by default). Tests pass fakes. */
  socialProviders?: SocialProviders;
  /** Retries of a failed scheduled job (default 3, from 30 s, doubling). Tests pass short delays. */
  jobRetry?: RetryPolicy;
  /** The live channel's heartbeat and session re-check periods (defaults 25 s, 60 s). Tests pass short ones. */
  live?: Pick<LiveOptions, 'heartbeatMs' | 'sessionCheckMs'>;
  /**
   * The lottery's own few-second clock (default: on when LOTTERY_TICK_MS is above 0; the test harness
   * sets 0, since a suite builds hundreds of apps). The lottery's tests drive draws themselves.
   */
  lotteryClock?: boolean;
  /** Virtual football's clock (default: on when FOOTBALL_TICK_MS is above 0). */
  footballClock?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    bus: Bus;
    /** Domain events, published after commit (ADR 0014); the live channel pushes them to members. */
    events: Events;
    /** The house lottery per brand, and one clock pass over every brand (tests drive it). */
    lottery: { forBrand: (brand: string) => Lottery; tickAll: () => Promise<void> };
    /** The house virtual football per brand, and one clock pass over every brand (tests drive it). */
    football: { forBrand: (brand: string) => Football; tickAll: () => Promise<void> };
    /** The accounts rules (members, sessions); other modules use it through the guards mostly. */
    accounts: AccountsService;
    /** Host -> brand (ADR 0015); the brand-domains routes clear its cache on every edit. */
    brandResolver: BrandResolver;
    /** The double-entry ledger: every money movement posts through it (ADR 0007). */
    ledger: Ledger;
    /** True from the moment close() starts: /readyz answers 503 so load balancers drain this node. */
    isShuttingDown(): boolean;
    /** Every route the app registered (method and pattern); the authorisation-matrix test reads it. */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Builds the Fastify app without listening. Tests drive it with app.inject; main.ts listens. */
export async function buildApp(opts: BuildAppOptions) {
  const owned: { db?: Database } = {};
  try {
    return await assemble(opts, owned);
  } catch (err) {
    // A failed start (bad migration, unreachable database ...) must not leave the database open.
    await owned.db?.close().catch(() => {});
    throw err;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;

async function assemble(opts: BuildAppOptions, owned: { db?: Database }) {
  const { config } = opts;
  const production = isProduction(config);
  const logger = opts.logger ?? createLogger(config.logLevel);

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // A hop count N trusts the N nearest proxies, as proxy-addr does for a number.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // A request id from a proxy is kept when it is well-formed; otherwise a fresh one.
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot decode is refused as bad text (server/lib/text-guard.ts).
    frameworkErrors,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // NUL, lone surrogates and malformed percent-encoding are refused here, once, for every route.
  registerTextGuard(app);
  const routes = routeIndex(app);
  app.decorate('registeredRoutes', routes.list);

  // The built site with each brand's name injected (ADR 0015): DEFAULT_BRAND's decides whether there is one.
  const siteFor = perBrand((brand) => loadSite(config.staticDir, brand));
  const site = siteFor(config.defaultBrand);
  const renderer = site ? (opts.renderer !== undefined ? opts.renderer : await loadRenderer(config.staticDir)) : null;
  if (site) app.log.info({ serverRendering: renderer !== null }, 'site loaded');
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? request.url;
    if (!isSitePath(url)) {
      // 405 names the other methods; a route of this very method that found nothing (a missing file) is a 404.
      const allowed = url.startsWith('/api') ? routes.allowedMethods(url) : [];
      return sendNotFound(reply, allowed.includes(request.method) ? [] : allowed);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(reply, []);
    if (isFilePath(url)) return sendError(reply, 404, { code: 'asset.not_found', message: 'No such file' });
    if (!site) {
      return sendError(reply, 404, {
        code: 'site.not_built',
        message: 'The site has not been built; the API is available under /api',
      });
    }
    // `system` and `catalogue` are created further down; requests are only served once the app is assembled.
    return sendIndex(request, reply, siteFor(request.brand) ?? site, {
      system,
      catalogue,
      production,
      renderer,
      cache: responseCache.enabled ? responseCache : null,
      blockedCountries: config.blockedCountries,
    });
  });

  // Database: the caller's, or our own (opened, migrated, seeded, closed with the app).
  let database = opts.db;
  if (!database) {
    const opened = await openConfiguredDatabase(config);
    owned.db = opened;
    app.addHook('onClose', async () => {
      await opened.close();
      app.log.info('database closed');
    });
    app.log.info({ kind: opened.kind }, 'database opened');
    await opened.withStartupLock(() => migrate(opened));
    app.log.info('migrations applied');
    if (config.seedDemo) {
      const { seeded } = await seedDemo(opened);
      app.log.info(seeded ? 'demo data seeded' : 'demo data already present');
    }
    database = opened;
  }
  app.decorate('database', database);

  // Many brands on one server (ADR 0015): request.brand from the host, before any hook that reads it.
  const brandResolver = createBrandResolver({ db: database.db, defaultBrand: config.defaultBrand });
  app.decorate('brandResolver', brandResolver);
  const brandReady: ((brand: string) => Promise<unknown>)[] = [];
  await app.register(brandPlugin, {
    resolver: brandResolver,
    prepare: (brand) => Promise.all(brandReady.map((ready) => ready(brand))),
  });
  // Module kill switches (ADR 0032): a route with `config.module` is refused while its brand has it off.
  const moduleSwitches = createModuleSwitches({ db: database.db });
  await app.register(moduleSwitchPlugin, { switches: moduleSwitches });
  /** A service built per brand on first use, standing for the request's brand (ADR 0015). */
  const scoped = <T extends object>(make: (brand: string) => T) => brandScoped(perBrand(make), config.defaultBrand);

  const redis = config.redisUrl ? createRedis(config.redisUrl, 'health') : null;
  const bus = createBus(config.redisUrl, app.log);
  app.decorate('bus', bus);
  // Every transaction collects its domain events and publishes them after COMMIT (ADR 0014).
  enableAfterCommit(database.db);
  const events = createEvents({ bus, prefix: config.busChannelPrefix, log: app.log });
  app.decorate('events', events);
  app.addHook('onClose', async () => {
    await bus.close();
    redis?.disconnect();
  });
  // What is the same for every visitor of a brand, kept once, compressed once (ADR 0019).
  const responseCache: ResponseCache = createResponseCache({
    ...config.responseCache,
    bus,
    channel: `${config.busChannelPrefix}:cache`,
    log: app.log,
  });

  let shuttingDown = false;
  app.decorate('isShuttingDown', () => shuttingDown);
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  // Responses finished during shutdown close their keep-alive connection, so the server can stop
  // as soon as the last in-flight request is done instead of waiting for idle clients.
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('connection', 'close');
  });

  if (!site) {
    app.log.warn(
      { staticDir: config.staticDir },
      'site not built: no index.html in STATIC_DIR; serving the API only (run the client build to serve pages)',
    );
  }

  const social = opts.socialProviders ?? socialProvidersFromConfig(config.social);
  await registerSecurityHeaders(app, {
    scriptHashes: site?.scriptHashes ?? [],
    production,
    thirdParty: socialCsp(social),
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) is for build-time compression; at request time 4 is far cheaper.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(metricsPlugin, metricsExposure({ production, ...config.metrics }));
  // State-changing requests from other sites' pages are refused before anything else (issue 13).
  await app.register(originCheckPlugin, { allowedOrigins: () => config.allowedOrigins });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(responseCachePlugin, { cache: responseCache, brandOf: (request) => request.brand });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Platform API',
        version: '1.0.0',
        description:
          'Success responses are `{ "value": ... }`. Failures use the HTTP status and `{ "code", "message", "fields"? }`.',
      },
      tags: [
        { name: 'system', description: 'Status, white-label config, banners' },
        {
          name: 'agent',
          description: "The agent area: the team's counters, KPIs and members, open account (docs/agents.md)",
        },
        { name: 'pwa', description: 'Web app manifest and icons of the active brand (no envelope)' },
        {
          name: 'accounts',
          description: 'Members, sessions, captcha, SMS and e-mail codes, passwords, security centre',
        },
        { name: 'admin', description: 'Staff log-in (its own session cookie)' },
        { name: 'wallet', description: 'Balances from the double-entry ledger, in integer minor units' },
        {
          name: 'protection',
          description:
            'Player protection: limits, reality checks, time-out, self-exclusion, statement (docs/player-protection.md)',
        },
        { name: 'signin', description: 'The daily sign-in calendar and signing in (docs/signin-rewards.md)' },
        { name: 'chat', description: "Live chat: the player's conversation with customer service (docs/chat.md)" },
        {
          name: 'lottery',
          description:
            "The house lottery vendor's game window (cookie lotto_key) and public schedule (docs/lottery.md)",
        },
        {
          name: 'football',
          description: 'The house virtual football window (cookie studio_key) (docs/virtual-football.md)',
        },
        { name: 'fairness', description: 'Public proofs of house results: lottery draws (docs/lottery.md)' },
        ...(production ? [] : [{ name: 'dev', description: 'Outside production only: the message outbox' }]),
        { name: 'operations', description: 'Probes' },
      ],
    },
    transform: jsonSchemaTransform,
  });

  const readiness = createReadiness({
    checks: {
      database: () => database.ping(),
      redis: redis ? () => pingRedis(redis) : null,
    },
    isShuttingDown: () => shuttingDown,
  });
  await app.register(opsRoutes, { readiness, isShuttingDown: () => shuttingDown });

  const system = scoped((brand) =>
    createSystemService({
      db: database.db,
      brand,
      envMaintenance: config.maintenance,
      blockedCountries: config.blockedCountries,
      countryOf,
      socialLogin: publicSocialProviders(social),
    }),
  );
  await app.register(systemRoutes, { prefix: '/api/system', service: system, production });
  // Logos uploaded in the brand editor (issue 24).
  await app.register(brandAssetRoutes, {
    prefix: '/api/system',
    service: perBrand((b) => createBrandEditor({ db: database.db, brand: b })),
  });
  if (!(await system.brandExists())) {
    app.log.warn(
      { brand: config.defaultBrand },
      'DEFAULT_BRAND is not in the brands table; /api/system/config answers 404 brand.not_found',
    );
  }
  if (!hasTheme(config.defaultBrand)) {
    app.log.warn(
      { brand: config.defaultBrand },
      'DEFAULT_BRAND has no theme in themes/brands; the page, manifest and icon use the fallback theme',
    );
  }
  await app.register(pwaRoutes, { service: scoped((brand) => createPwaService({ db: database.db, brand })) });
  await app.register(helpRoutes, {
    prefix: '/api/help',
    service: scoped((brand) => createHelpService({ db: database.db, brand })),
  });

  // Accounts: members, sessions, captcha, SMS and e-mail (outbox providers), staff.
  const now = opts.now ?? (() => new Date());
  // The wallet's ledger comes first: a new trial account is credited its play money.
  const ledger = createLedger(database.db, { maxMinor: config.moneyMaxMinor, events });
  const wallet = createWalletService({ db: database.db, ledger });
  // The bonus engine (ADR 0022, docs/bonuses.md): registration, deposits, withdrawals, protection and
  // the provider wallet call into it inside their own transactions.
  const bonus = createBonusService({ db: database.db, ledger, events, now });
  // VIP levels, rebates and referral (docs/vip-rebates-referral.md): the deposit and stake hooks below.
  const vip = createVipService({ db: database.db, ledger, events, now });
  // Referral is on while the brand's REFERRAL promotion is (spec §6; docs/promotions.md).
  const referral = createReferralService({
    db: database.db,
    vip,
    now,
    referralOn: (exec, brand) => referralPromotionOn(exec, brand, now()),
  });
  await app.register(cookie);
  const outboxProviders = createOutbox(database.db, now);
  const accountsFor = perBrandAsync((brand) =>
    createAccountsService({
      db: database.db,
      brand,
      now,
      sessionIdleMs: config.sessionIdleMs,
      sessionMaxMs: config.sessionMaxMs,
      captchaFixed: production ? undefined : config.captchaFixed,
      sms: outboxProviders.sms,
      email: outboxProviders.email,
      onTrialCreated: (member, tx) => wallet.creditTrial(member, tx),
      onMemberCreated: (member, tx) => bonus.triggers.onSignup(tx, member.brand, member.id, now()),
    }),
  );
  await accountsFor.ready(config.defaultBrand);
  brandReady.push(accountsFor.ready);
  const accounts = brandScoped(accountsFor.get, config.defaultBrand);
  app.decorate('accounts', accounts);
  await app.register(authPlugin, { service: accounts });
  // Staff guards for every back-office route: app.requireStaff('finance') and friends.
  await app.register(staffAuthPlugin, { db: database.db, now, idleMs: config.sessionIdleMs });
  // The API docs UI: public, staff only or off (API_DOCS); it reads the staff session, so it comes here.
  await registerApiDocs(app, config.apiDocs);
  // Scheduled jobs (ADR 0013): pg-boss on PostgreSQL, an in-process scheduler on PGlite.
  const jobs = setupJobs(app, {
    database,
    databaseUrl: owned.db ? config.databaseUrl : undefined,
    retry: opts.jobRetry,
  });
  // Hourly clean-up of expired captchas, codes, sessions and counters (idempotent on every node).
  jobs.define({
    name: 'accounts-purge',
    schedule: { everyMinutes: 60 },
    handler: async () => {
      // Global: every brand's expired rows (the rows of one brand are not told apart here).
      await accountsFor.get(config.defaultBrand).purgeExpired();
    },
  });
  // Announcements: public, but a member session adds targeting and read flags (so after the auth plugin).
  await app.register(announcementsRoutes, {
    prefix: '/api/announcements',
    service: scoped((brand) => createAnnouncementsService({ db: database.db, brand, now, events })),
  });
  // Player protection (docs/player-protection.md): its state shows in /api/accounts/me.
  const protection = createProtectionService({
    db: database.db,
    now,
    onExcluded: (tx, memberId, at) =>
      bonus.grants.forfeitAll(tx, memberId, 'excluded', { kind: 'member', id: memberId }, at),
  });
  await app.register(accountsRoutes, {
    prefix: '/api/accounts',
    protectionState: (memberId) => protection.stateOf(memberId),
    service: accounts,
    keys: await loadOrCreateKeyPair(database.db),
    production,
    cookie: { production, maxAgeSeconds: Math.floor(config.sessionMaxMs / 1000) },
  });
  await app.register(socialRoutes, {
    prefix: '/api/accounts/social',
    service: accounts,
    providers: social,
    production,
    cookie: { production, maxAgeSeconds: Math.floor(config.sessionMaxMs / 1000) },
  });
  if (!production) {
    await app.register(devRoutes, {
      prefix: '/api/dev',
      listOutbox: outboxProviders.list,
      checkLedger: () => ledger.check(now()),
    });
  }
  await ensureFirstAdmin(database.db, config.adminPassword, app.log);

  // Wallet: balances from the double-entry ledger, and its invariant check on a schedule (ADR 0007).
  app.decorate('ledger', ledger);
  await app.register(walletRoutes, { prefix: '/api/wallet', service: wallet });
  await app.register(recordsRoutes, {
    prefix: '/api/wallet/records',
    service: createRecordsService({ db: database.db, ledger, wallet }),
  });
  // Player protection (docs/player-protection.md): the player's API; its checks run inside the
  // deposit, the provider debit and the game launch themselves.
  await app.register(protectionRoutes, { prefix: '/api/protection', service: protection, production });
  // Promotions (docs/promotions.md): the list, detail, join and apply; the back office edits and reviews.
  // A join-mode promotion's reward, and an approved application's, go to the reward centre.
  const offerPromotionReward: OfferReward = async (tx, o) => {
    const { reward } = await offerReward(
      tx,
      {
        brand: o.brand,
        memberId: o.memberId,
        source: 'promotion',
        sourceRef: String(o.promotionId),
        key: o.idempotencyKey,
        titleKey: 'rewards.promotionNamed',
        titleValues: { title: o.title },
        amount: o.amount,
        payout: o.payout,
        templateId: o.bonusTemplateId,
        at: now(),
      },
      events,
    );
    return { id: reward.id };
  };
  await app.register(activitiesRoutes, {
    prefix: '/api/activities',
    service: scoped((brand) =>
      createActivitiesService({ db: database.db, brand, now, offerReward: offerPromotionReward }),
    ),
  });
  const deposits = createDepositService({
    db: database.db,
    ledger,
    production,
    now,
    events: app.events,
    onCredited: async (tx, d) => {
      await bonus.triggers.onDeposit(tx, d, now());
      const total = await vip.onDeposit(tx, d);
      await referral.onDeposit(tx, d, total);
    },
  });
  await app.register(bonusRoutes, { prefix: '/api', service: bonus });
  jobs.define({
    name: BONUS_EXPIRY_JOB,
    schedule: { everyMinutes: 1 },
    handler: async () => {
      await bonus.expireDue();
    },
  });
  await app.register(depositsPlugin, { service: deposits, production, now });
  // VIP, rebates and referral (docs/vip-rebates-referral.md): the member's pages and the daily and monthly jobs.
  const currency = (brand: string) => ledger.currency(brand);
  await app.register(vipRoutes, { prefix: '/api/vip', service: vip, currency });
  await app.register(referralRoutes, { prefix: '/api/referral', service: referral, currency });
  // The agent area (issue 21, ADR 0023, docs/agents.md): the team's counters, KPIs, list and open account.
  await app.register(agentRoutes, {
    prefix: '/api/agent',
    service: createAgentsService({ db: database.db, now, sessionIdleMs: config.sessionIdleMs, currency }),
    production,
  });
  // Team profit and loss and team betting (docs/agents.md).
  await app.register(teamReportRoutes, {
    prefix: '/api/agent/team',
    reports: createTeamReports({ db: database.db, now, currency }),
  });
  await app.register(agentTransferRoutes, {
    prefix: '/api/agent/transfers',
    transfers: createAgentTransfers({ db: database.db, ledger }),
  });
  jobs.define({
    name: VIP_REBATE_JOB,
    schedule: { cron: VIP_REBATE_CRON },
    // The brand-local day that ended before the run: one period (and one payment per key) per day.
    periodKey: (start) => `${VIP_REBATE_JOB}:${dayBefore(localDay(start, VIP_TIME_ZONE))}`,
    handler: async (ctx) => {
      const day = dayBefore(localDay(ctx.periodStart, VIP_TIME_ZONE));
      await vip.runRebates(day);
      await referral.runTurnoverShares(day);
    },
  });
  jobs.define({
    name: VIP_MONTHLY_JOB,
    schedule: { cron: VIP_MONTHLY_CRON },
    // Runs daily; pays only when a new brand-local month began (monthly keys make the rest no-ops).
    periodKey: (start) => `${VIP_MONTHLY_JOB}:${localMonth(start, VIP_TIME_ZONE)}`,
    handler: async (ctx) => {
      await vip.runMonthly(localMonth(ctx.periodStart, VIP_TIME_ZONE));
    },
  });
  scheduleLedgerCheck(app, ledger, jobs, config.ledgerCheckMinutes);
  // Withdrawals: bank accounts, the withdraw page, and the back office's queue.
  const bankAccounts = createBankAccounts({ db: database.db, now });
  const withdrawals = scoped((brand) =>
    createWithdrawals({
      db: database.db,
      ledger,
      wallet,
      bankAccounts,
      brand,
      now,
      events,
      onRequested: (tx, memberId, at) =>
        bonus.grants.forfeitAll(tx, memberId, 'withdrawal', { kind: 'member', id: memberId }, at),
      // The VIP level's daily count and amount (docs/vip-rebates-referral.md).
      allowance: (exec, memberId) => vip.withdrawalAllowance(exec, brand, memberId),
    }),
  );
  await app.register(withdrawalRoutes, { prefix: '/api/wallet', withdrawals, bankAccounts, wallet });
  // Live chat (docs/chat.md): the player's chat and, in the back office, the console.
  const typing = createTypingLimiter();
  const chat = scoped((brand) =>
    createChatService({
      db: database.db,
      brand,
      events,
      now,
      typing,
      balance: async (memberId) => {
        const [b, c] = await Promise.all([ledger.memberBalances(brand, memberId), wallet.currency(brand)]);
        return { amount: Number(b.cash + b.bonus), symbol: c.symbol, digits: c.minorUnitDigits };
      },
    }),
  );
  await app.register(chatRoutes, { prefix: '/api/chat', service: chat });
  // The inbox (/m/webEmail), staff broadcasts and their delivery job, and feedback (docs/inbox.md).
  await app.register(inboxRoutes, { prefix: '/api/inbox', inbox: createInbox({ db: database.db, events, now }) });
  const limits = createLimits(database.db, now);
  const feedback = scoped((brand) =>
    createFeedback({
      db: database.db,
      brand,
      events,
      now,
      requireCaptcha: (answer) => accountsFor.get(brand).requireCaptcha(answer),
      hit: limits.hit,
    }),
  );
  await app.register(feedbackRoutes, { prefix: '/api/feedback', feedback });
  const broadcasts = scoped((brand) => createBroadcastsAdmin({ db: database.db, brand, events, now }));
  jobs.define({
    name: INBOX_BROADCAST_JOB,
    schedule: { everyMinutes: 1 },
    handler: async () => {
      await deliverDueBroadcasts(database.db, events, now());
    },
  });
  // The daily sign-in (docs/signin-rewards.md): its reward waits in the reward centre. Outside
  // production each member's sign-in clock can be moved on by whole days (the e2e test clock).
  const signinClock = createSigninClock(now);
  const signin = createSigninService({
    db: database.db,
    now,
    clock: production ? () => now() : signinClock.now,
    offer: async (tx, o) => {
      const { idempotencyKey: key, ...rest } = o;
      return (await offerReward(tx, { ...rest, key }, events)).reward;
    },
    currency: (brand) => wallet.currency(brand),
  });
  await app.register(signinRoutes, { prefix: '/api/signin', service: signin });
  if (!production) {
    await app.register(signinDevRoutes, { prefix: '/api/dev', db: database.db, advance: signinClock.advance });
  }
  // Red-envelope rain (docs/red-rain.md): agents schedule for their team, staff for the brand; a job
  // returns what was not grabbed once the window closes.
  const redRain = createRedRainService({ db: database.db, ledger, events, now, inTeam: inTeamByTree });
  await app.register(redRainRoutes, { prefix: '/api/red-rain', service: redRain });
  await app.register(agentRedRainRoutes, { prefix: '/api/agent/red-rain', service: redRain });
  jobs.define({
    name: RED_RAIN_RETURN_JOB,
    schedule: { everyMinutes: 1 },
    handler: async () => {
      await redRain.returnDue();
    },
  });
  // Differential agent rebates (issue 21, ADR 0025, docs/agents.md "Rebates"): rates, reports, and the
  // daily settlement of the brand-local day before (one payment per earner and period).
  const agentRebates = createAgentRebateService({ db: database.db, ledger, now, timeZone: VIP_TIME_ZONE });
  await app.register(agentRebateRoutes, { prefix: '/api/agent/rebates', service: agentRebates });
  jobs.define({
    name: AGENT_REBATE_JOB,
    schedule: { cron: AGENT_REBATE_CRON },
    periodKey: (start) => `${AGENT_REBATE_JOB}:${dayBefore(localDay(start, VIP_TIME_ZONE))}`,
    handler: async (ctx) => {
      await agentRebates.settleAll(dayBefore(localDay(ctx.periodStart, VIP_TIME_ZONE)));
    },
  });
  // The house lottery vendor (issue 22, docs/lottery.md): a vendor in the same process, like the studio.
  // Its calls reach the provider API through the app's own HTTP pipeline on a host of the brand.
  const lotteryFor = perBrand((brand) =>
    createLottery({
      db: database.db,
      brand,
      now,
      timeZone: VIP_TIME_ZONE,
      speed: config.lotteryTestSpeed,
      walletSecret: (vassalage) => vendorWalletSecret(database.db, brand, vassalage),
      jurisdiction: lotteryJurisdiction(database.db, brand),
      send: async (path, headers, rawBody) => {
        const host = await brandResolver.hostOf(brand);
        const res = await app.inject({ method: 'POST', url: path, headers: { ...headers, host }, payload: rawBody });
        return { status: res.statusCode, body: res.json() };
      },
    }),
  );
  const lottery = brandScoped(lotteryFor, config.defaultBrand);
  const lotteryClock = startLotteryClock(app, {
    db: database.db,
    jobs,
    lotteryFor,
    timer: opts.lotteryClock ?? config.lotteryTickMs > 0,
    tickMs: config.lotteryTickMs,
  });
  app.decorate('lottery', { forBrand: lotteryFor, tickAll: lotteryClock.tickAll });

  // Agent contracts (ADR 0026): offers and decisions, and their settlement jobs. Each job settles the
  // period that ended last (brand-local day, hour, half-month or month); one settlement per contract
  // and period, so a run twice or on two nodes pays once.
  const contracts = createContractsService({ db: database.db, ledger, now });
  await app.register(contractRoutes, { prefix: '/api/agent/contracts', service: contracts });
  jobs.define({
    name: CONTRACT_SALARY_JOB,
    // 00:05 in the brand's zone (Asia/Shanghai, UTC+8): the day before.
    schedule: { cron: '5 16 * * *' },
    handler: async (ctx) => {
      await contracts.settleDue('salary', ctx.periodStart);
    },
  });
  jobs.define({
    name: CONTRACT_HOURLY_JOB,
    schedule: { cron: '5 * * * *' },
    handler: async (ctx) => {
      await contracts.settleDue('hourly', ctx.periodStart);
    },
  });
  jobs.define({
    name: CONTRACT_DIVIDEND_JOB,
    // Daily at 00:15 brand time: after the 1st and the 16th it finds a newly ended period; other days it finds it settled.
    schedule: { cron: '15 16 * * *' },
    handler: async (ctx) => {
      await contracts.settleDue('dividend', ctx.periodStart);
    },
  });
  // The back office: every /api/admin route, guarded by the access table (server/modules/admin/plugin.ts).
  await app.register(adminPlugin, {
    // An approved application's reward goes to the reward centre (docs/promotions.md).
    offerReward: offerPromotionReward,
    broadcasts,
    feedback,
    prefix: '/api/admin',
    db: database.db,
    brand: config.defaultBrand,
    now,
    production,
    staffSessionMaxMs: config.sessionMaxMs,
    requireCaptcha: accounts.requireCaptcha,
    sendResetCode: (memberId) => accounts.sendStaffResetCode(memberId),
    brandDomainsChanged: () => brandResolver.clear(),
    site: {
      envMaintenance: config.maintenance,
      envBlockedCountries: config.blockedCountries,
      changed: (brand) => moduleSwitches.clear(brand),
    },
    events,
    jobs,
    ledger,
    wallet,
    deposits,
    withdrawals,
    chat,
    protection,
    vip,
    signin,
    bonus,
    redRain,
    agentRebates,
    contracts,
    lottery: (b) =>
      createLotteryAdmin({ db: database.db, brand: b, lottery: lotteryFor(b), timeZone: VIP_TIME_ZONE, now }),
  });

  // The live channel: the members' WebSocket that carries the domain events (ADR 0014).
  const staffSessions = createStaffSessions({ db: database.db, now, idleMs: config.sessionIdleMs });
  await app.register(liveRoutes, {
    events,
    accounts,
    allowedOrigins: () => config.allowedOrigins,
    // The console socket's periodic re-check must not count as use (the idle timer).
    staffSession: (token) => staffSessions.resolve(token, { touch: false }),
    ...opts.live,
  });

  // Games: the catalogue, and the seamless-wallet API vendors call (docs/provider-wallet.md).
  // Hot = staff pins plus the top by real turnover, ranked by this job (docs/hot-games.md).
  jobs.define({
    name: HOT_RANKING_JOB,
    schedule: { everyMinutes: HOT_REFRESH_MINUTES },
    handler: async () => {
      await refreshHotRanking(database.db, now());
      // Every brand's hot lists changed: drop the cached catalogue answers and pages (ADR 0019).
      responseCache.invalidate();
    },
  });
  // The dashboard's daily rollups: today and yesterday of every brand (ADR 0030).
  const statsRollup = createStatsRollup({ db: database.db, now });
  jobs.define({
    name: STATS_ROLLUP_JOB,
    schedule: { everyMinutes: STATS_ROLLUP_MINUTES },
    handler: () => statsRollup.rollRecent(),
  });
  const catalogue = scoped((brand) => createCatalogue({ db: database.db, brand, now }));
  await app.register(gamesRoutes, {
    prefix: '/api/games',
    catalogue,
    rounds: scoped((brand) => createRounds({ db: database.db, brand, now })),
  });
  await app.register(providerRoutes, {
    prefix: '/api/provider',
    wallet: scoped((brand) =>
      createProviderWallet({
        db: database.db,
        brand,
        now,
        ledger,
        grants: bonus.grants,
        onWagered: (tx, memberId, wagered) => vip.onWagered(tx, brand, memberId, wagered),
      }),
    ),
  });
  // The house studio: a vendor in the same process. It calls the provider API through the app's
  // own HTTP pipeline (routing, raw body, signature check), exactly as a remote vendor's call arrives.
  // Per brand: its calls reach the provider API on a host of the same brand (ADR 0015).
  const houseOptions = (brand: string): HouseKitOptions => ({
    db: database.db,
    brand,
    now,
    walletSecret: (vassalage) => vendorWalletSecret(database.db, brand, vassalage),
    // The brand's jurisdiction settings, as the launch would hand them to a remote vendor (issue 19).
    jurisdiction: studioJurisdiction(database.db, brand),
    send: async (path, headers, rawBody) => {
      const host = await brandResolver.hostOf(brand);
      const res = await app.inject({ method: 'POST', url: path, headers: { ...headers, host }, payload: rawBody });
      return { status: res.statusCode, body: res.json() };
    },
  });
  const studio = scoped((brand) => createStudio(houseOptions(brand)));
  await app.register(studioRoutes, { prefix: '/api/studio', studio, production });
  // The house card games (issue 23, docs/video-poker-baccarat.md): video poker and baccarat on the
  // house kit, under /api/studio (the studio's cookie and seeds); a job settles abandoned hands.
  const cardsFor = perBrand((brand) =>
    createCards({ db: database.db, brand, kit: createHouseKit(houseOptions(brand)) }),
  );
  const cards = brandScoped(cardsFor, config.defaultBrand);
  await app.register(cardsRoutes, { prefix: '/api/studio', cards, production });
  await app.register(cardsFairnessRoutes, { prefix: '/api/fairness', cards });
  defineCardsSweep(jobs, database.db, cardsFor);
  await app.register(lottoRoutes, { prefix: '/api/lotto', lottery, production });
  await app.register(drawProofRoutes, { prefix: '/api/fairness', lottery });
  // House bingo and fishing (issue 23, docs/bingo-fishing.md): on the studio's kit, under /api/studio.
  const bingoFish = await setupBingoFish(app, {
    db: database.db,
    defaultBrand: config.defaultBrand,
    production,
    jobs,
    kitOptions: houseOptions,
  });
  await app.register(studioFairnessRoutes, { prefix: '/api/fairness', studio, others: [bingoFish.proof] });
  // The house virtual football vendor (issue 23, docs/virtual-football.md): on the house kit, like the studio.
  const footballFor = perBrand((brand) =>
    createFootball({
      ...houseOptions(brand),
      timeZone: VIP_TIME_ZONE,
      speed: config.footballTestSpeed,
      playMoney: lotteryJurisdiction(database.db, brand).playMoney,
    }),
  );
  const footballClock = startFootballClock(app, {
    db: database.db,
    jobs,
    footballFor,
    timer: opts.footballClock ?? config.footballTickMs > 0,
    tickMs: config.footballTickMs,
  });
  app.decorate('football', { forBrand: footballFor, tickAll: footballClock.tickAll });
  const football = brandScoped(footballFor, config.defaultBrand);
  await app.register(footballRoutes, { prefix: '/api/studio/football', football, production });
  await app.register(matchProofRoutes, { prefix: '/api/fairness', football });

  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });
  if (site) registerSite(app, site, siteFor, { swTestDir: production ? undefined : config.swTestDir });

  return app;
}

/**
 * The built client: hashed assets cached for a year, the service worker and offline page never
 * without asking (docs/pwa.md), everything else revalidated. `swTestDir` (e2e only, never in
 * production): a sw.js there is served instead of the build's, as a "new deployment".
 */
function registerSite(
  app: FastifyInstance,
  site: Site,
  siteFor: (brand: string) => Site | null,
  opts: { swTestDir?: string } = {},
) {
  const assetsDir = path.join(site.dir, 'assets') + path.sep;
  app.register(fastifyStatic, {
    root: site.dir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // index.html is always served through sendIndex (brand injected, no-cache), admin.html through
    // registerAdminPages. Directories fall through to the SPA fallback instead of a 403.
    allowedPath: (pathname) => pathname !== '/index.html' && pathname !== '/admin.html' && !pathname.endsWith('/'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', siteFileCacheControl(filePath, site.dir));
    },
  });
  const swTestDir = opts.swTestDir;
  if (swTestDir) {
    app.get(`/${SW_FILE}`, { schema: { hide: true } }, (_request, reply) => {
      const dir = existsSync(path.join(swTestDir, SW_FILE)) ? swTestDir : site.dir;
      return reply.header('cache-control', 'no-cache').sendFile(SW_FILE, dir);
    });
  }
  if (!existsSync(assetsDir)) app.log.warn({ assetsDir }, 'site has no assets directory');
  registerAdminPages(app, (brand) => siteFor(brand) ?? site);
  if (!site.admin) app.log.warn('back office not built: /admin answers 404 site.not_built');
}

/** The status a cached visitor page carries: normal, and no client's address (ADR 0019). */
const SHARED_STATUS = {
  status: 0,
  maintenance: false,
  regionRestriction: false,
  maintenanceMessage: null,
  maintenanceUntil: null,
  location: { ip: '', country: null },
} as const;

/**
 * The shared cache's key of a visitor's page: brand, the language inputs (the `language` cookie and
 * the first Accept-Language tags, from which the content language is picked), and the URL.
 */
function visitorPageKey(request: FastifyRequest): string {
  const lang = cookieLanguage(request.headers.cookie) ?? '';
  const accepted = acceptLanguageTags(request.headers['accept-language']).slice(0, 6).join(',');
  return `${request.brand}\npage\n${lang}\n${accepted}\n${request.url}`;
}

/**
 * index.html for this request: `<html lang>` in the content language, the bootstrap data (status,
 * config, home banners) in <head>, and on home pages a preload of the first banner.
 *
 * A visitor's page (no session cookie) in a normal state is the same for every visitor of the brand
 * and language: it comes from the shared cache (compressed once, with an ETag), and carries a status
 * without the client's address (the browser refreshes its status after hydration). A member's page,
 * a page in maintenance or for a blocked region, and an incomplete one are built for the request and
 * never cached: private, no-cache.
 */
async function sendIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site,
  page: {
    system: SystemService;
    catalogue: BootstrapCatalogue;
    production: boolean;
    renderer: Renderer | null;
    cache: ResponseCache | null;
    blockedCountries: readonly string[];
  },
) {
  const url = request.url.split('?')[0] ?? request.url;
  if (/[?&]brandPreview=1(?:&|$)/.test(request.url)) allowSameOriginFraming(reply);
  const visitor = !isPersonal(request.headers);
  const country = countryOf(clientIp(request.ip, request.headers, { production: page.production }));
  const shareable =
    page.cache !== null &&
    visitor &&
    !(country !== null && page.blockedCountries.includes(country)) &&
    // The brand's own list too; when it cannot be read, the page is not shared.
    !(await page.system.countryMayBeBlocked(country).catch(() => true));
  const key = shareable ? visitorPageKey(request) : '';
  const version = shareable && page.cache ? page.cache.version(request.brand) : '';
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
    vary: 'accept-encoding, cookie, accept-language',
  };
  if (shareable && page.cache) {
    const hit = page.cache.get(key);
    if (hit) return reply.code(200).send(serveEntry(request, reply, hit));
  }
  // A lobby's first page of games (and the vendors) goes in the page, so its tiles are in the server HTML.
  const want = page.renderer?.firstQueries?.(request.url) ?? undefined;
  const bootstrap = await buildBootstrap(page.system, request, {
    production: page.production,
    ...(want ? { games: { catalogue: page.catalogue, want } } : {}),
  });
  const session = visitor ? null : await pageSession(request);
  if (session !== undefined) bootstrap.session = session;
  const share =
    shareable &&
    bootstrap.status?.status === 0 &&
    bootstrap.lang !== undefined &&
    bootstrap.config !== undefined &&
    bootstrap.banners !== undefined &&
    // A page missing a catalogue part it wanted is not kept: the next visitor's may have it.
    (!want ||
      ((!want.vendors || bootstrap.games?.vendors !== undefined) &&
        (bootstrap.games?.lists?.length ?? 0) === want.lists.length));
  // The kill switches are the brand's (the same for every visitor); a change clears the cache.
  if (share) bootstrap.status = { ...SHARED_STATUS, disabledModules: bootstrap.status?.disabledModules ?? [] };
  const rendered = page.renderer ? await serverRender(page.renderer, request, bootstrap) : undefined;
  if (rendered?.kind === 'redirect') {
    reply.header('cache-control', 'private, no-cache');
    return reply.redirect(rendered.location, 302);
  }
  const app = rendered?.kind === 'html' ? rendered : undefined;
  const assets = app && page.renderer ? page.renderer.assets(app.modules) : undefined;
  // Server-rendered HTML paints before its scripts are requested (ADR 0005).
  const deferred = app ? site.deferred : null;
  const html = renderPage(deferred ? deferred.html : site.html, {
    lang: bootstrap.lang,
    bootstrap,
    preloadImage: isHomePath(url) ? bootstrap.banners?.m_home?.[0]?.imageUrl : undefined,
    app: app ? { html: app.html, lang: app.lang } : undefined,
    stylesheets: assets?.stylesheets,
    styles: assets?.styles,
    modulePreloads: deferred ? undefined : assets?.modulePreloads,
    deferred: deferred
      ? { entry: deferred.entry, preloads: [...deferred.preloads, ...(assets?.modulePreloads ?? [])] }
      : undefined,
  });
  if (share && page.cache) {
    const { entry } = page.cache.store(key, request.brand, version, Buffer.from(html), {
      ...headers,
      ...(bootstrap.lang ? { 'content-language': bootstrap.lang } : {}),
    });
    return reply.code(200).send(serveEntry(request, reply, entry));
  }
  reply.header('cache-control', headers['cache-control']).header('vary', headers.vary);
  if (bootstrap.lang) reply.header('content-language', bootstrap.lang);
  return reply.code(200).type(headers['content-type']).send(html);
}

/**
 * The member session of the page's request, so the server renders the signed-in header and the
 * browser starts from the server's truth (ADR 0005). Undefined when it cannot be told.
 */
async function pageSession(request: FastifyRequest): Promise<SessionInfoBody | null | undefined> {
  const app = request.server;
  if (!app.hasDecorator('memberSession')) return undefined;
  try {
    const session = await app.memberSession(request);
    if (!session) return null;
    return {
      userName: session.member.username,
      merchantCode: session.member.brand,
      type: customerType(session.member.customerType),
      // Server facts, so the page greets the member by name, and a first visit as one, from the first paint.
      firstTimeLogin: session.firstVisit,
      nickname: session.member.nickname,
    };
  } catch (err) {
    request.log.warn({ err }, 'page session unknown: the browser keeps its stored session');
    return undefined;
  }
}

/**
 * The page's server render. A failure is logged and the page goes out without it: the browser
 * renders it as before, so a rendering bug never costs a visitor the page.
 */
async function serverRender(renderer: Renderer, request: FastifyRequest, bootstrap: Bootstrap) {
  try {
    return await renderer.render(request.url, bootstrap);
  } catch (err) {
    request.log.error({ err }, 'server render failed: the browser renders this page');
    return undefined;
  }
}
