import { staffRoleAllowed } from '../../rules/staffRole';
import { STAFF_ROLES, type StaffRole } from './accounts';

/**
 * Who may call each route: the one declaration of access for the whole server (issue 13). The
 * authorisation-matrix test (server/access.test.ts) calls every route the app registers as every
 * principal and compares the answers with this table; a route missing here, or an entry for a route
 * that does not exist, fails it. The back-office routes' guards read their roles from here
 * (`app.requireStaff(...rolesFor('GET /api/admin/...'))`), and so do the back office's menu, its
 * route guard and its action buttons (src/admin/routes.ts), so the two sides cannot disagree.
 *
 * Browser-safe: no server import. Keys are `METHOD pattern` as Fastify registers the route (`:id`
 * for a path parameter, `*` for a wildcard). HEAD follows GET and is not listed. How to declare a
 * new route: docs/api.md, "Access".
 */

/** How a caller proves who they are, and who passes. */
export type Access =
  /** Anyone, signed in or not (the handler may still look at a session, e.g. to mark favourites). */
  | { kind: 'public' }
  /** Any live member session, trial accounts included (401 `auth.required` without one). */
  | { kind: 'member' }
  /** A member session that is not a trial account (trial: 403 `auth.trial_refused`, the spec's free_reject). */
  | { kind: 'nonTrial' }
  /** A real account, types 0, 1, 2 (trial: 403 `auth.trial_refused`; test accounts: 403 `auth.real_account_required`). */
  | { kind: 'realAccount' }
  /**
   * An agent session, types other than 0, 4 and 40 (trial: 403 `auth.trial_refused`; any other member:
   * 403 `agent.required`). The handler answers over the agent's own subtree only (ADR 0023).
   */
  | { kind: 'agent' }
  /**
   * A staff session whose role is listed (401 `staff.auth_required` without one, 403 `staff.forbidden`
   * for another role). The admin role always passes; an empty list means any staff member.
   */
  | { kind: 'staff'; roles: readonly StaffRole[] }
  /** A game vendor's signed call (the seamless-wallet protocol): unsigned is answered `INVALID_SIGNATURE`. */
  | { kind: 'vendor' }
  /** A payment gateway's signed notification: unsigned is 401 `webhook.signature_invalid`. */
  | { kind: 'gateway' }
  /** The house studio's game window (its cookie, from a launch token): 401 `studio.session_expired` without it. */
  | { kind: 'gameWindow' };

export interface RouteAccess {
  access: Access;
  /**
   * The path names a member's own resource (`:id` of a deposit): any other member's session is
   * answered 404, exactly as an unknown id, so ids cannot be probed.
   */
  owned?: true;
  /** What the table cannot say by itself (production-only differences, where the credential is). */
  note?: string;
}

const open: RouteAccess = { access: { kind: 'public' } };
const member: RouteAccess = { access: { kind: 'member' } };
const nonTrial: RouteAccess = { access: { kind: 'nonTrial' } };
const realAccount: RouteAccess = { access: { kind: 'realAccount' } };
const agent: RouteAccess = { access: { kind: 'agent' } };
const TEAM_ONLY = "over the caller's own subtree only (ADR 0023)";
const vendor: RouteAccess = { access: { kind: 'vendor' }, note: 'HMAC-SHA256 signature with the vendor secret' };
const gameWindow: RouteAccess = { access: { kind: 'gameWindow' } };
const staff = (...roles: StaffRole[]) => ({ access: { kind: 'staff', roles } }) as const;

const API_DOCS = 'the API documentation (another setting decides who sees it in production: docs/operations.md)';
const OUTSIDE_PRODUCTION = 'registered outside production only';
const SITE = 'registered when the client is built (STATIC_DIR)';

/** Staff roles per back-office capability, named once so a page and its API share them. */
const FINANCE_READ = ['finance', 'support'] as const satisfies readonly StaffRole[];
/** The dashboard and the reports: the business figures (GGR, NGR, cash flow, players). */
const STATS_READ = ['finance', 'marketing'] as const satisfies readonly StaffRole[];
const FINANCE_WRITE = ['finance'] as const satisfies readonly StaffRole[];
/** Banners of the site settings (docs/admin.md "Site settings"): marketing edits them. */
const BANNERS = ['marketing'] as const satisfies readonly StaffRole[];
/** Hot games (docs/hot-games.md): marketing pins them; support may look. */
const HOT_READ = ['marketing', 'support'] as const satisfies readonly StaffRole[];
const HOT_WRITE = ['marketing'] as const satisfies readonly StaffRole[];
/** Game vendors (docs/vendors.md): operations are the admin's (secrets); marketing and support may look. */
const VENDORS_READ = ['marketing', 'support'] as const satisfies readonly StaffRole[];
const VENDORS_WRITE = ['admin'] as const satisfies readonly StaffRole[];
/** The house lottery (docs/lottery.md): operations run it (settings, void); finance and support look. */
const LOTTERY_READ = ['marketing', 'finance', 'support'] as const satisfies readonly StaffRole[];
const LOTTERY_WRITE = ['marketing'] as const satisfies readonly StaffRole[];
/** Announcements and help topics (docs/announcements.md): marketing writes; support may look. */
const CONTENT_READ = ['marketing', 'support'] as const satisfies readonly StaffRole[];
const CONTENT_WRITE = ['marketing'] as const satisfies readonly StaffRole[];
/** Live chat's console (docs/chat.md): customer service answers players. */
const CHAT = ['support'] as const satisfies readonly StaffRole[];
const CHAT_OFF = "404 chat.unavailable when the brand's live chat (CBS3, features.liveChat) is off";
/** Staff messages (docs/inbox.md): support and marketing write them. */
const INBOX_WRITE = ['support', 'marketing'] as const satisfies readonly StaffRole[];
/** The feedback inbox: support reads and replies; turning an applicant into an agent is admin's. */
const FEEDBACK_READ = ['support'] as const satisfies readonly StaffRole[];
/** The daily sign-in's settings (docs/signin-rewards.md): marketing sets them; support and finance may look. */
const SIGNIN_READ = ['marketing', 'support', 'finance'] as const satisfies readonly StaffRole[];
const SIGNIN_WRITE = ['marketing'] as const satisfies readonly StaffRole[];
/** Player protection (docs/player-protection.md): support (the player-facing risk desk) reads and decides; finance may look. */
const PROTECTION_READ = ['support', 'finance'] as const satisfies readonly StaffRole[];
const PROTECTION_WRITE = ['support'] as const satisfies readonly StaffRole[];
/** Promotions (docs/promotions.md): marketing edits them and decides applications; support may look. */
const PROMO_READ = ['marketing', 'support'] as const satisfies readonly StaffRole[];
const PROMO_WRITE = ['marketing'] as const satisfies readonly StaffRole[];
/** VIP levels, rebates and referral rules (docs/vip-rebates-referral.md): marketing edits; finance reads the cost. */
const VIP_READ = ['marketing', 'finance'] as const satisfies readonly StaffRole[];
const VIP_WRITE = ['marketing'] as const satisfies readonly StaffRole[];
/** Bonuses (docs/bonuses.md): marketing designs templates; marketing and finance grant, forfeit and review; support may look. */
const BONUS_READ = ['marketing', 'finance', 'support'] as const satisfies readonly StaffRole[];
const BONUS_TEMPLATE_WRITE = ['marketing'] as const satisfies readonly StaffRole[];
const BONUS_GRANT_WRITE = ['marketing', 'finance'] as const satisfies readonly StaffRole[];
/** Red-envelope rains (docs/red-rain.md): marketing schedules brand-wide ones; finance and support may look. */
const RED_RAIN_READ = ['marketing', 'finance', 'support'] as const satisfies readonly StaffRole[];
const RED_RAIN_WRITE = ['marketing'] as const satisfies readonly StaffRole[];

/**
 * The members console (docs/admin.md "Members"): support and finance look, write notes and tags, and
 * freeze (support answers the players and meets abuse first, finance meets it in the money); support
 * sends reset codes (it is who the player calls); closing is finance's (the balances must be settled);
 * the type and the upline change who earns on whom, admin only like the agent tree.
 */
const MEMBERS_READ = ['finance', 'support'] as const satisfies readonly StaffRole[];
const MEMBERS_FREEZE = ['finance', 'support'] as const satisfies readonly StaffRole[];
const MEMBERS_RESET = ['support'] as const satisfies readonly StaffRole[];
const MEMBERS_CLOSE = ['finance'] as const satisfies readonly StaffRole[];
const MEMBERS_STRUCTURE = ['admin'] as const satisfies readonly StaffRole[];

/** Agent contracts (ADR 0026): finance offers, re-runs and sets default tiers; support may look. */
const AGENT_CONTRACT_READ = ['finance', 'support'] as const satisfies readonly StaffRole[];
const AGENT_CONTRACT_WRITE = ['finance'] as const satisfies readonly StaffRole[];

/** The agent tree (ADR 0023): moving a member between uplines changes who earns on it; admin only. */
const AGENT_TREE_WRITE = ['admin'] as const satisfies readonly StaffRole[];
/** Browsing the tree: support answers members' questions about their agent; finance checks who earns on whom. */
const AGENT_TREE_READ = ['support', 'finance'] as const satisfies readonly StaffRole[];

/** Agent rebates (ADR 0025): finance and marketing may look; rates, brand max and re-runs are finance's (they pay). */
const AGENT_REBATE_READ = ['finance', 'marketing', 'support'] as const satisfies readonly StaffRole[];
const AGENT_REBATE_WRITE = ['finance'] as const satisfies readonly StaffRole[];

export const ROUTE_ACCESS = {
  // Operations and the site -------------------------------------------------------------------------
  'GET /healthz': open,
  'GET /readyz': open,
  'GET /metrics': { ...open, note: 'Prometheus text; see docs/operations.md for how it is exposed in production' },
  'GET /manifest.webmanifest': open,
  'GET /icon.svg': open,
  'GET /icon-maskable.svg': open,
  'GET /app-screenshots/:file': { ...open, note: "the manifest's screenshots of the request's brand (docs/pwa.md)" },
  'GET /media/*': open,
  'GET /*': { ...open, note: `the player site and its files; ${SITE}` },
  'GET /admin': { ...open, note: `the back office's page (its API is what is guarded); ${SITE}` },
  'GET /admin/*': { ...open, note: `the back office's page; ${SITE}` },
  'GET /api/docs': { ...open, note: API_DOCS },
  'GET /api/docs/json': { ...open, note: API_DOCS },
  'GET /api/docs/yaml': { ...open, note: API_DOCS },
  'GET /api/docs/static/index.html': { ...open, note: API_DOCS },
  'GET /api/docs/static/swagger-initializer.js': { ...open, note: API_DOCS },
  'GET /api/docs/static/*': { ...open, note: API_DOCS },
  'POST /api/dev/signin-clock': { ...open, note: `${OUTSIDE_PRODUCTION}; moves a member's sign-in clock (e2e)` },
  'GET /api/dev/outbox': { ...open, note: `${OUTSIDE_PRODUCTION}; the SMS and e-mail codes of the dev outbox` },
  'GET /api/dev/ledger-check': {
    ...open,
    note: `${OUTSIDE_PRODUCTION}; the ledger invariant check (e2e, after every scenario)`,
  },

  // System, content and the catalogue -----------------------------------------------------------------
  'GET /api/system/status': open,
  'GET /api/system/config': open,
  'GET /api/system/banners': open,
  'GET /api/system/banner-images/:id': open,
  'GET /api/system/brand-assets/:id': open,
  'GET /api/announcements': { ...open, note: 'a member session adds targeting, read flags and unreadCount' },
  'GET /api/announcements/unread': member,
  'POST /api/announcements/read': nonTrial,
  'GET /api/help': open,
  'GET /api/games/winners': open,
  'GET /api/games/vendors': open,
  'GET /api/games/list': { ...open, note: 'a member session adds its favourites' },
  'GET /api/games/hot': open,

  // Accounts ----------------------------------------------------------------------------------------
  'GET /api/accounts/public-key': open,
  'GET /api/accounts/captcha': open,
  'GET /api/accounts/register-rules': open,
  'POST /api/accounts/sms-code': { ...open, note: "purpose 'bind' needs a real account (checked by the service)" },
  'POST /api/accounts/affiliate/check': open,
  'POST /api/accounts/login': open,
  'PUT /api/accounts/register': open,
  'POST /api/accounts/trial': open,
  'POST /api/accounts/social/:provider': open,
  'DELETE /api/accounts/session': { ...open, note: 'log-out; fine when not logged in' },
  'POST /api/accounts/password/forgot': open,
  'POST /api/accounts/password/email': { ...open, note: 'the mailed code is the credential' },
  'POST /api/accounts/password/phone': { ...open, note: 'the SMS code is the credential' },
  'POST /api/accounts/age-confirmation': member,
  'GET /api/accounts/me': member,
  'PUT /api/accounts/avatar': nonTrial,
  'POST /api/accounts/password': nonTrial,
  'POST /api/accounts/security/mobile': nonTrial,
  'POST /api/accounts/security/email-code': nonTrial,
  'POST /api/accounts/security/email': nonTrial,
  'POST /api/accounts/security/payment-password': nonTrial,
  'GET /api/accounts/security/login-history': nonTrial,

  // Inbox and feedback (docs/inbox.md) ---------------------------------------------------------------
  // VIP, rebates and referral (docs/vip-rebates-referral.md) ------------------------------------------
  'GET /api/vip': { ...nonTrial, note: 'checks for a promotion on read' },
  'GET /api/vip/rebates': nonTrial,
  'GET /api/referral': { ...nonTrial, note: "makes the member's invitation code on first read" },
  'GET /api/admin/agents/tree': {
    ...staff(...AGENT_TREE_READ),
    note: 'a member by id or username with its uplines and direct members, or the top level',
  },
  'POST /api/admin/agents/move': {
    ...staff(...AGENT_TREE_WRITE),
    note: 'moves a member and its subtree under another upline (reason required; audited; 409 agent.move_cycle)',
  },
  'GET /api/admin/vip': staff(...VIP_READ),
  'PUT /api/admin/vip/levels': staff(...VIP_WRITE),
  'PUT /api/admin/vip/settings': staff(...VIP_WRITE),
  'GET /api/admin/vip/rebate-report': staff(...VIP_READ),

  // Daily sign-in (docs/signin-rewards.md) ----------------------------------------------------------------
  'GET /api/signin': realAccount,
  'POST /api/signin': { ...realAccount, note: 'once a day per member; protection.excluded while excluded' },

  // Red-envelope rain (issue 21, docs/red-rain.md) ----------------------------------------------------------
  'GET /api/red-rain/current': { ...realAccount, note: "only rains of the member's agent team, or brand-wide ones" },
  'POST /api/red-rain/:id/grab': {
    ...realAccount,
    note: "one envelope per member and rain; another team's rain is 403 redrain.not_in_team",
  },
  'GET /api/agent/red-rain': { ...agent, note: "the caller's own rains only" },
  'POST /api/agent/red-rain': { ...agent, note: "the budget leaves the caller's cash; idempotent by clientRequestId" },
  'GET /api/admin/red-rain': staff(...RED_RAIN_READ),
  'POST /api/admin/red-rain': { ...staff(...RED_RAIN_WRITE), note: 'brand-wide, from promotion cost; audited' },
  // Player protection (docs/player-protection.md) -----------------------------------------------------
  'GET /api/protection': nonTrial,
  'PUT /api/protection/limits': { ...nonTrial, note: 'a first or lower limit at once; higher or removal pending 24 h' },
  'POST /api/protection/limits/confirm': nonTrial,
  'POST /api/protection/limits/cancel': nonTrial,
  'PUT /api/protection/reality-check': nonTrial,
  'PUT /api/protection/session-limit': nonTrial,
  'POST /api/protection/time-out': nonTrial,
  'POST /api/protection/self-exclusion': nonTrial,
  'POST /api/protection/lift-request': nonTrial,
  // Bonuses and rewards (docs/bonuses.md) -------------------------------------------------------------
  'GET /api/bonus/grants': nonTrial,
  'POST /api/bonus/code': { ...nonTrial, note: 'once per member and code' },
  'GET /api/rewards': nonTrial,
  'POST /api/rewards/:id/claim': { ...nonTrial, note: 'idempotent: a second claim answers the first' },
  'GET /api/protection/session': nonTrial,
  'GET /api/protection/statement': nonTrial,
  'GET /api/inbox': nonTrial,
  'GET /api/inbox/unread': nonTrial,
  'POST /api/inbox/read': nonTrial,
  'GET /api/inbox/:id': { ...nonTrial, note: "another member's message is 404 inbox.not_found, as an unknown id" },
  'DELETE /api/inbox/:id': { ...nonTrial, note: "another member's message is 404 inbox.not_found" },
  'GET /api/feedback/rules': open,
  'PUT /api/feedback': { ...nonTrial, note: 'a captcha; rate-limited per member' },

  // Promotions (docs/promotions.md) -------------------------------------------------------------------
  'GET /api/activities': open,
  'GET /api/activities/categories': open,
  'GET /api/activities/flags': open,
  'GET /api/activities/images/:id': open,
  'GET /api/activities/:id': open,
  'GET /api/activities/mine': nonTrial,
  'POST /api/activities/:id/join': { ...nonTrial, note: 'idempotent per member and promotion' },
  'POST /api/activities/:id/apply': { ...nonTrial, note: 'multipart/form-data; images checked by content' },

  // Live channel ------------------------------------------------------------------------------------
  'GET /api/live': {
    ...member,
    note: 'a WebSocket (ADR 0014): the handshake also needs an Origin of this site; a plain request is 426',
  },

  // Live chat (docs/chat.md) -------------------------------------------------------------------------
  'GET /api/chat/launch': { ...nonTrial, note: CHAT_OFF },
  'GET /api/chat/messages': { ...nonTrial, note: CHAT_OFF },
  'POST /api/chat/messages': { ...nonTrial, note: `${CHAT_OFF}; idempotent by clientMessageId` },
  'POST /api/chat/read': { ...nonTrial, note: CHAT_OFF },
  'POST /api/chat/typing': { ...nonTrial, note: `${CHAT_OFF}; rate-limited, stores nothing` },
  'POST /api/chat/attachments': { ...nonTrial, note: `${CHAT_OFF}; an image body (png, jpeg, webp)` },
  'GET /api/chat/attachments/:id': {
    ...nonTrial,
    note: "the member's own conversation's attachments only; any other id is 404 (checked by the service)",
  },
  'GET /api/chat/unread': { ...nonTrial, note: CHAT_OFF },

  // Wallet ------------------------------------------------------------------------------------------
  'GET /api/wallet': member,
  'GET /api/wallet/records': member,
  'GET /api/wallet/deposit/channels': realAccount,
  'POST /api/wallet/deposits': realAccount,
  'GET /api/wallet/deposits': member,
  'GET /api/wallet/deposits/:id': { ...member, owned: true },
  'POST /api/wallet/deposits/:id/abandon': { ...member, owned: true },
  'GET /api/wallet/bank-accounts': realAccount,
  'POST /api/wallet/bank-accounts': realAccount,
  'GET /api/wallet/withdraw/info': realAccount,
  'POST /api/wallet/withdrawals': realAccount,
  'GET /api/wallet/withdrawals': realAccount,
  'POST /api/wallet/webhooks/:kind': { access: { kind: 'gateway' }, note: 'signed with the channel secret' },
  'GET /sandbox-pay/:orderId': {
    ...open,
    note: `${OUTSIDE_PRODUCTION}; the sandbox gateway's page, the signed order id is the key`,
  },
  'POST /sandbox-pay/:orderId/pay': { ...open, note: OUTSIDE_PRODUCTION },
  'POST /sandbox-pay/:orderId/fail': { ...open, note: OUTSIDE_PRODUCTION },
  'POST /sandbox-pay/:orderId/abandon': { ...open, note: OUTSIDE_PRODUCTION },

  // Games -------------------------------------------------------------------------------------------
  'GET /api/games/records': member,
  'GET /api/games/favourites/ids': member,
  'POST /api/games/favourites': member,
  'DELETE /api/games/favourites/:nodeId': member,
  'POST /api/games/launch': member,
  'POST /api/provider/:vassalage/wallet/balance': vendor,
  'POST /api/provider/:vassalage/wallet/debit': vendor,
  'POST /api/provider/:vassalage/wallet/credit': vendor,
  'POST /api/provider/:vassalage/wallet/rollback': vendor,
  'POST /api/studio/sessions': {
    ...open,
    note: 'the launch token in the body is the credential; sets the game-window cookie',
  },
  'GET /api/studio/state': gameWindow,
  'POST /api/studio/spin': gameWindow,
  'GET /api/studio/history': gameWindow,
  // The house card games (issue 23, docs/video-poker-baccarat.md): windows under /api/studio, the studio's cookie.
  'POST /api/studio/poker/sessions': {
    ...open,
    note: 'the launch token in the body is the credential; sets the studio cookie',
  },
  'GET /api/studio/poker/state': gameWindow,
  'POST /api/studio/poker/deal': gameWindow,
  'POST /api/studio/poker/draw': gameWindow,
  'POST /api/studio/baccarat/sessions': {
    ...open,
    note: 'the launch token in the body is the credential; sets the studio cookie',
  },
  'GET /api/studio/baccarat/state': gameWindow,
  'POST /api/studio/baccarat/deal': gameWindow,
  'GET /api/fairness/card-rounds/:id': {
    ...open,
    note: 'public by design: a card round proof holds nothing private (the server seed only once rotated out)',
  },
  // House bingo and fishing (issue 23, docs/bingo-fishing.md): windows under /api/studio, the studio's cookie.
  'POST /api/studio/bingo/sessions': {
    ...open,
    note: 'the launch token in the body is the credential; sets the studio cookie',
  },
  'GET /api/studio/bingo/state': gameWindow,
  'POST /api/studio/bingo/buy': gameWindow,
  'POST /api/studio/bingo/extra': gameWindow,
  'POST /api/studio/bingo/collect': gameWindow,
  'POST /api/studio/fishing/sessions': {
    ...open,
    note: 'the launch token in the body is the credential; sets the studio cookie',
  },
  'GET /api/studio/fishing/state': gameWindow,
  'POST /api/studio/fishing/shot': gameWindow,
  // The house lottery vendor (issue 22, docs/lottery.md): its game window and public schedule and proofs.
  'POST /api/lotto/sessions': {
    ...open,
    note: 'the launch token in the body is the credential; sets the lottery window cookie (lotto_key)',
  },
  'GET /api/lotto/state': gameWindow,
  'POST /api/lotto/bets': gameWindow,
  'GET /api/lotto/bets': gameWindow,
  'GET /api/lotto/draws': gameWindow,
  'GET /api/lotto/schedule': { ...open, note: 'the next draw of each enabled game; cached a few seconds' },
  'GET /api/fairness/draws/:id': { ...open, note: 'a draw proof holds nothing private' },
  // Provable fairness (issue 22, docs/fairness.md): the player's seed pair, and a round's public proof.
  'GET /api/studio/seeds': gameWindow,
  'PUT /api/studio/seeds/client': gameWindow,
  'POST /api/studio/seeds/rotate': gameWindow,
  'GET /api/fairness/rounds/:id': {
    ...open,
    note: 'public by design: a proof holds nothing private (the server seed only once rotated out)',
  },
  // Virtual football (issue 23, docs/virtual-football.md): its window on the studio's cookie, and match proofs.
  'POST /api/studio/football/sessions': {
    ...open,
    note: 'the launch token in the body is the credential; sets the game-window cookie',
  },
  'GET /api/studio/football/state': gameWindow,
  'POST /api/studio/football/slips': gameWindow,
  'GET /api/fairness/matches/:id': { ...open, note: 'a match proof holds nothing private (the hash from kick-off)' },

  // The agent area (issue 21, ADR 0023, docs/agents.md) ---------------------------------------------------
  'GET /api/agent/home': { ...agent, note: TEAM_ONLY },
  'GET /api/agent/team/overview': { ...agent, note: TEAM_ONLY },
  'GET /api/agent/team/members': { ...agent, note: TEAM_ONLY },
  'GET /api/agent/team/members/:id': {
    ...agent,
    note: "a member outside the caller's subtree (a sibling agent's) is 404 agent.member_not_found, as an unknown id",
  },
  'GET /api/agent/team/pnl': {
    ...agent,
    note: "over the caller's subtree; a `parent` outside it is 404 agent.member_not_found",
  },
  'GET /api/agent/team/bets': { ...agent, note: TEAM_ONLY },
  'POST /api/agent/transfers': {
    ...agent,
    note: "cash to a DIRECT member only (404 outside the team); the brand's agent.transfersToDownline; idempotent by requestId",
  },
  'GET /api/agent/invite': { ...agent, note: "makes the agent's invitation code on first read" },
  'POST /api/agent/accounts': { ...agent, note: 'opens a player or sub-agent directly under the caller; rate-limited' },
  // Agent rebates (issue 21, ADR 0025, docs/agents.md "Rebates") ----------------------------------------
  'GET /api/agent/rebates/rates': { ...agent, note: "the caller's own rates" },
  'GET /api/agent/rebates/downline': { ...agent, note: "the caller's direct members only, with their rates" },
  'PUT /api/agent/rebates/downline/:id/rates': {
    ...agent,
    note: 'a direct member only (outside the subtree: 404 agent.member_not_found); never above the caller’s own rate (409 agent_rebate.above_limit)',
  },
  'GET /api/agent/rebates/earnings': { ...agent, note: "the caller's own settled periods" },
  'GET /api/agent/rebates/earnings/:period': {
    ...agent,
    note: "the caller's own lines, per source member in its subtree",
  },
  'GET /api/agent/rebates/estimate': { ...agent, note: "today's not-yet-paid estimate over the caller's subtree" },
  'GET /api/admin/agent-rebates/agents': staff(...AGENT_REBATE_READ),
  'PUT /api/admin/agent-rebates/agents/:id/rates': {
    ...staff(...AGENT_REBATE_WRITE),
    note: 'top-level agents only; capped by the brand max; audited with the reason',
  },
  'GET /api/admin/agent-rebates/caps': staff(...AGENT_REBATE_READ),
  'PUT /api/admin/agent-rebates/caps': { ...staff(...AGENT_REBATE_WRITE), note: 'audited with the reason' },
  'GET /api/admin/agent-rebates/runs': staff(...AGENT_REBATE_READ),
  'POST /api/admin/agent-rebates/runs': {
    ...staff(...AGENT_REBATE_WRITE),
    note: 're-runs a past period: pays only what was not paid yet; audited',
  },
  // Agent contracts (issue 21, ADR 0026) -------------------------------------------------------------------
  'GET /api/agent/contracts/pending': {
    ...member,
    note: 'home asks only for types needsAgentContractCheck admits (0, 1, 2); anyone else gets all zeros',
  },
  'GET /api/agent/contracts/mine/:kind': { ...agent, note: "the caller's own contracts only" },
  'GET /api/agent/contracts/offered/:kind': { ...agent, note: "the caller's direct sub-agents only" },
  'POST /api/agent/contracts': {
    ...agent,
    note: "to a direct sub-agent only; anyone outside the caller's subtree is 404 agent.member_not_found",
  },
  'POST /api/agent/contracts/:id/revise': {
    ...agent,
    note: 'only contracts the caller offered (else 404 contract.not_found)',
  },
  'POST /api/agent/contracts/:id/accept': { ...agent, note: 'only offers made to the caller; idempotent' },
  'POST /api/agent/contracts/:id/refuse': { ...agent, note: 'only offers made to the caller; idempotent' },
  'GET /api/agent/contracts/settlements': { ...agent, note: "as payee or payer; the caller's own rows only" },
  'GET /api/agent/contracts/dividend': { ...agent, note: "the caller's own team's net loss" },
  'GET /api/admin/agent-contracts': staff(...AGENT_CONTRACT_READ),
  'GET /api/admin/agent-contracts/top-agents': staff(...AGENT_CONTRACT_READ),
  'POST /api/admin/agent-contracts': { ...staff(...AGENT_CONTRACT_WRITE), note: 'top-level agents only; audited' },
  'POST /api/admin/agent-contracts/:id/revise': { ...staff(...AGENT_CONTRACT_WRITE), note: 'audited' },
  'GET /api/admin/agent-contracts/settlements': staff(...AGENT_CONTRACT_READ),
  'POST /api/admin/agent-contracts/rerun': { ...staff(...AGENT_CONTRACT_WRITE), note: 'pays nothing twice; audited' },
  'GET /api/admin/agent-contracts/defaults': staff(...AGENT_CONTRACT_READ),
  'PUT /api/admin/agent-contracts/defaults': { ...staff(...AGENT_CONTRACT_WRITE), note: 'audited' },

  // Back office -------------------------------------------------------------------------------------
  'POST /api/admin/session': { ...open, note: 'staff log-in' },
  'DELETE /api/admin/session': { ...open, note: 'staff log-out; fine when not logged in' },
  'GET /api/admin/session': staff(),
  'GET /api/admin/finance/deposits': staff(...FINANCE_READ),
  'GET /api/admin/finance/deposits/:id': staff(...FINANCE_READ),
  'POST /api/admin/finance/deposits/:id/confirm': staff(...FINANCE_WRITE),
  'POST /api/admin/finance/deposits/:id/reject': staff(...FINANCE_WRITE),
  'GET /api/admin/finance/withdrawals': staff(...FINANCE_READ),
  'GET /api/admin/finance/withdrawals/:id': {
    ...staff(...FINANCE_READ),
    note: 'the full account number for finance and admin only (audited); support sees it masked',
  },
  'POST /api/admin/finance/withdrawals/:id/approve': staff(...FINANCE_WRITE),
  'POST /api/admin/finance/withdrawals/:id/reject': staff(...FINANCE_WRITE),
  'GET /api/admin/members': { ...staff(...MEMBERS_READ), note: 'by username, mobile, e-mail, ID number, IP or agent' },
  'GET /api/admin/members/:id': staff(...MEMBERS_READ),
  'GET /api/admin/members/:id/logins': staff(...MEMBERS_READ),
  'GET /api/admin/members/:id/linked': staff(...MEMBERS_READ),
  'POST /api/admin/members/:id/notes': { ...staff(...MEMBERS_READ), note: 'audited' },
  'POST /api/admin/members/:id/tags': { ...staff(...MEMBERS_READ), note: 'audited' },
  'DELETE /api/admin/members/:id/tags/:tag': { ...staff(...MEMBERS_READ), note: 'audited' },
  'POST /api/admin/members/:id/freeze': { ...staff(...MEMBERS_FREEZE), note: 'reason; audited; sessions revoked' },
  'POST /api/admin/members/:id/unfreeze': { ...staff(...MEMBERS_FREEZE), note: 'reason; audited' },
  'POST /api/admin/members/:id/password-reset': {
    ...staff(...MEMBERS_RESET),
    note: 'reason; audited; the code goes to the member, never to staff',
  },
  'POST /api/admin/members/:id/type': { ...staff(...MEMBERS_STRUCTURE), note: 'reason; audited' },
  'POST /api/admin/members/:id/agent': { ...staff(...MEMBERS_STRUCTURE), note: 'reason; audited as agent.move' },
  'POST /api/admin/members/:id/close': {
    ...staff(...MEMBERS_CLOSE),
    note: 'reason; audited; 409 member.balance_not_settled',
  },
  'GET /api/admin/finance/members': staff(...FINANCE_READ),
  'GET /api/admin/finance/members/:id/ledger': staff(...FINANCE_READ),
  'POST /api/admin/finance/adjustments': staff(...FINANCE_WRITE),
  'POST /api/admin/finance/members/:id/turnover-waiver': staff(...FINANCE_WRITE),
  'GET /api/admin/finance/channels': staff(...FINANCE_READ),
  'POST /api/admin/finance/channels': staff(...FINANCE_WRITE),
  'PATCH /api/admin/finance/channels/:id': staff(...FINANCE_WRITE),
  'GET /api/admin/finance/ledger-check': staff(...FINANCE_WRITE),
  'GET /api/admin/finance/daily': staff(...FINANCE_READ),
  'POST /api/admin/finance/ledger-check': staff(...FINANCE_WRITE),
  // Dashboard and reports (issue 24, ADR 0030): business figures for finance and marketing, within their brands.
  'GET /api/admin/dashboard': { ...staff(...STATS_READ), note: 'over the brands the staff member covers (ADR 0015)' },
  'GET /api/admin/reports/:kind': {
    ...staff(...STATS_READ),
    note: 'over the brands the staff member covers (ADR 0015)',
  },
  'GET /api/admin/reports/:kind/csv': { ...staff(...STATS_READ), note: 'a streamed CSV file' },
  'GET /api/admin/audit': staff('admin'),
  'GET /api/admin/jobs': staff('admin'),
  'POST /api/admin/jobs/:name/run': { ...staff('admin'), note: 'runs the job now under a manual period key (audited)' },
  'GET /api/admin/staff': { ...staff('admin'), note: 'an admin limited to some brands sees the accounts within them' },
  'POST /api/admin/staff': staff('admin'),
  'PATCH /api/admin/staff/:id': staff('admin'),
  'POST /api/admin/staff/:id/password': staff('admin'),
  'GET /api/admin/brands': { ...staff('admin'), note: 'the brands the admin covers, for the staff form' },
  // Site settings (docs/admin.md "Site settings"): the admin's; marketing keeps the banners.
  'GET /api/admin/site': staff('admin'),
  'PUT /api/admin/site/maintenance': { ...staff('admin'), note: 'audited' },
  'PUT /api/admin/site/region': { ...staff('admin'), note: 'audited' },
  'PUT /api/admin/site/modules': { ...staff('admin'), note: 'kill switches (ADR 0032); audited' },
  'GET /api/admin/site/banners': staff(...BANNERS),
  'POST /api/admin/site/banners': { ...staff(...BANNERS), note: 'audited' },
  'PUT /api/admin/site/banners/:id': { ...staff(...BANNERS), note: 'audited' },
  'POST /api/admin/site/banners/:id/move': { ...staff(...BANNERS), note: 'audited' },
  'DELETE /api/admin/site/banners/:id': { ...staff(...BANNERS), note: 'audited' },
  'POST /api/admin/site/banner-images': { ...staff(...BANNERS), note: 'an image body (png, jpeg, webp); audited' },
  'GET /api/admin/brand-domains': staff('admin'),
  'POST /api/admin/brand-domains': { ...staff('admin'), note: 'for a brand the admin covers (audited)' },
  'DELETE /api/admin/brand-domains/:host': { ...staff('admin'), note: 'for a brand the admin covers (audited)' },
  // The brand editor (issue 24, ADR 0031): marketing reads and drafts; an admin publishes and rolls back.
  'GET /api/admin/brand': staff('marketing'),
  'PUT /api/admin/brand/draft': staff('marketing'),
  'DELETE /api/admin/brand/draft': staff('marketing'),
  'POST /api/admin/brand/logo': { ...staff('marketing'), note: 'audited' },
  'GET /api/admin/brand/versions': staff('marketing'),
  'POST /api/admin/brand/publish': { ...staff('admin'), note: 'audited' },
  'POST /api/admin/brand/versions/:id/rollback': { ...staff('admin'), note: 'audited' },
  'GET /api/admin/games/hot': staff(...HOT_READ),
  'GET /api/admin/lottery/games': staff(...LOTTERY_READ),
  'PUT /api/admin/lottery/games/:code': { ...staff(...LOTTERY_WRITE), note: 'audited' },
  'GET /api/admin/lottery/draws': staff(...LOTTERY_READ),
  'GET /api/admin/lottery/draws/:id': staff(...LOTTERY_READ),
  'GET /api/admin/lottery/draws/:id/bets': staff(...LOTTERY_READ),
  'POST /api/admin/lottery/draws/:id/void': {
    ...staff(...LOTTERY_WRITE, 'finance'),
    note: 'refunds every bet; audited',
  },
  'GET /api/admin/lottery/report': staff(...LOTTERY_READ),
  'PUT /api/admin/games/hot/pins/:gameId': { ...staff(...HOT_WRITE), note: 'audited' },
  'DELETE /api/admin/games/hot/pins/:gameId': { ...staff(...HOT_WRITE), note: 'audited' },
  'GET /api/admin/vendors': staff(...VENDORS_READ),
  'POST /api/admin/vendors': { ...staff(...VENDORS_WRITE), note: 'audited' },
  'PATCH /api/admin/vendors/:code': { ...staff(...VENDORS_WRITE), note: 'audited' },
  'POST /api/admin/vendors/:code/secret': { ...staff(...VENDORS_WRITE), note: 'audited' },
  'GET /api/admin/vendors/:code/games': staff(...VENDORS_READ),
  'POST /api/admin/vendors/:code/games': { ...staff(...VENDORS_WRITE), note: 'audited' },
  'PATCH /api/admin/vendors/:code/games/:gameId': { ...staff(...VENDORS_WRITE), note: 'audited' },
  'GET /api/admin/announcements': staff(...CONTENT_READ),
  'GET /api/admin/announcements/:id': staff(...CONTENT_READ),
  'POST /api/admin/announcements': { ...staff(...CONTENT_WRITE), note: 'audited' },
  'PUT /api/admin/announcements/:id': { ...staff(...CONTENT_WRITE), note: 'audited' },
  'POST /api/admin/announcements/:id/publish': { ...staff(...CONTENT_WRITE), note: 'audited' },
  'POST /api/admin/announcements/:id/unpublish': { ...staff(...CONTENT_WRITE), note: 'audited' },
  'DELETE /api/admin/announcements/:id': { ...staff(...CONTENT_WRITE), note: 'audited' },
  'GET /api/admin/help-topics': staff(...CONTENT_READ),
  'POST /api/admin/help-topics': { ...staff(...CONTENT_WRITE), note: 'audited' },
  'PUT /api/admin/help-topics/:id': { ...staff(...CONTENT_WRITE), note: 'audited' },
  'GET /api/admin/live': {
    ...staff(...CHAT),
    note: "the console's WebSocket: chat events of the host's brand; Origin of this site; a plain request is 426",
  },
  'GET /api/admin/chat/conversations': staff(...CHAT),
  'GET /api/admin/chat/conversations/:id': staff(...CHAT),
  'POST /api/admin/chat/conversations/:id/messages': { ...staff(...CHAT), note: 'a reply or an internal note' },
  'POST /api/admin/chat/conversations/:id/status': { ...staff(...CHAT), note: 'audited' },
  'POST /api/admin/chat/conversations/:id/assign': { ...staff(...CHAT), note: 'take, transfer or release (audited)' },
  'POST /api/admin/chat/conversations/:id/read': staff(...CHAT),
  'POST /api/admin/chat/conversations/:id/typing': { ...staff(...CHAT), note: 'rate-limited, stores nothing' },
  'GET /api/admin/chat/conversations/:id/transcript': { ...staff(...CHAT), note: 'text/plain, notes marked' },
  'GET /api/admin/chat/attachments/:id': staff(...CHAT),
  'GET /api/admin/chat/agents': staff(...CHAT),
  'PUT /api/admin/chat/presence': { ...staff(...CHAT), note: "the caller's own presence and cap (audited)" },
  'GET /api/admin/chat/canned': staff(...CHAT),
  'POST /api/admin/chat/canned': { ...staff(...CHAT), note: 'audited' },
  'PUT /api/admin/chat/canned/:id': { ...staff(...CHAT), note: 'audited' },
  'DELETE /api/admin/chat/canned/:id': { ...staff(...CHAT), note: 'audited' },
  'GET /api/admin/chat/figures': staff(...CHAT),
  'GET /api/admin/inbox/broadcasts': staff(...INBOX_WRITE),
  'POST /api/admin/inbox/broadcasts': { ...staff(...INBOX_WRITE), note: 'audited' },
  'POST /api/admin/inbox/broadcasts/:id/cancel': { ...staff(...INBOX_WRITE), note: 'audited' },
  'GET /api/admin/protection/members/:memberId': staff(...PROTECTION_READ),
  'PUT /api/admin/protection/members/:memberId/limits': { ...staff(...PROTECTION_WRITE), note: 'audited' },
  'GET /api/admin/protection/lift-requests': staff(...PROTECTION_READ),
  'POST /api/admin/protection/lift-requests/:id/decide': { ...staff(...PROTECTION_WRITE), note: 'audited' },
  'GET /api/admin/signin/settings': staff(...SIGNIN_READ),
  'PUT /api/admin/signin/settings': { ...staff(...SIGNIN_WRITE), note: 'audited' },
  'GET /api/admin/activities/promotions': staff(...PROMO_READ),
  'GET /api/admin/activities/promotions/:id': staff(...PROMO_READ),
  'POST /api/admin/activities/promotions': { ...staff(...PROMO_WRITE), note: 'audited' },
  'PUT /api/admin/activities/promotions/:id': { ...staff(...PROMO_WRITE), note: 'audited' },
  'POST /api/admin/activities/images': { ...staff(...PROMO_WRITE), note: 'an image body (png, jpeg, webp); audited' },
  'GET /api/admin/activities/categories': staff(...PROMO_READ),
  'POST /api/admin/activities/categories': { ...staff(...PROMO_WRITE), note: 'audited' },
  'PUT /api/admin/activities/categories/:id': { ...staff(...PROMO_WRITE), note: 'audited' },
  'DELETE /api/admin/activities/categories/:id': { ...staff(...PROMO_WRITE), note: 'audited' },
  'GET /api/admin/activities/applications': staff(...PROMO_READ),
  'GET /api/admin/activities/applications/:id': staff(...PROMO_READ),
  'GET /api/admin/activities/applications/:id/images/:n': staff(...PROMO_READ),
  'POST /api/admin/activities/applications/:id/approve': { ...staff(...PROMO_WRITE), note: 'audited; decides once' },
  'POST /api/admin/activities/applications/:id/reject': { ...staff(...PROMO_WRITE), note: 'audited; decides once' },
  'GET /api/admin/feedback': staff(...FEEDBACK_READ),
  'GET /api/admin/feedback/:id': staff(...FEEDBACK_READ),
  'POST /api/admin/feedback/:id/reply': { ...staff(...FEEDBACK_READ), note: 'audited' },
  'POST /api/admin/feedback/:id/make-agent': { ...staff('admin'), note: 'audited' },
  'GET /api/admin/bonus/templates': staff(...BONUS_READ),
  'POST /api/admin/bonus/templates': { ...staff(...BONUS_TEMPLATE_WRITE), note: 'audited' },
  'PUT /api/admin/bonus/templates/:id': { ...staff(...BONUS_TEMPLATE_WRITE), note: 'audited' },
  'GET /api/admin/bonus/grants': staff(...BONUS_READ),
  'POST /api/admin/bonus/grants': { ...staff(...BONUS_GRANT_WRITE), note: 'audited; once per requestId' },
  'POST /api/admin/bonus/grants/:id/forfeit': { ...staff(...BONUS_GRANT_WRITE), note: 'audited' },
  'POST /api/admin/bonus/grants/:id/approve': { ...staff(...BONUS_GRANT_WRITE), note: 'audited' },
  'POST /api/admin/bonus/grants/:id/reject': { ...staff(...BONUS_GRANT_WRITE), note: 'audited' },
  'GET /api/admin/bonus/cost': staff(...BONUS_READ),
} as const satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof ROUTE_ACCESS;

/** The routes a staff session opens: the ones whose roles `rolesFor` and `staffMayCall` take. */
export type StaffRouteKey = {
  [K in RouteKey]: (typeof ROUTE_ACCESS)[K]['access'] extends { kind: 'staff' } ? K : never;
}[RouteKey];

/** The access of a route, or undefined for a route the table does not list. */
export function accessOf(key: string): RouteAccess | undefined {
  return Object.hasOwn(ROUTE_ACCESS, key) ? (ROUTE_ACCESS as Record<string, RouteAccess>)[key] : undefined;
}

/** The staff roles of a back-office route, for `app.requireStaff(...rolesFor(key))` and the back office. */
export function rolesFor(key: StaffRouteKey): StaffRole[] {
  const { access } = ROUTE_ACCESS[key] as RouteAccess;
  if (access.kind !== 'staff') throw new Error(`${key} is not a staff route`);
  return [...access.roles];
}

/** Whether a staff role may call a back-office route: admin always; an empty list means any staff member. */
export function staffMayCall(role: StaffRole, key: StaffRouteKey): boolean {
  return staffRoleAllowed(role, rolesFor(key));
}

/**
 * The callers the authorisation matrix tries. `otherMember` is a real member calling with another
 * member's resource id (an owned route); `vendor`, `gateway` and `gameWindow` hold the credentials of
 * the signed and game-window routes, and nothing else.
 */
export const PRINCIPALS = [
  'visitor',
  'trial',
  'member',
  'agent',
  'otherMember',
  ...STAFF_ROLES.map((role) => `staff:${role}` as const),
  'vendor',
  'gateway',
  'gameWindow',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** What a principal is: a member session (and of which kind), a staff role, or a machine credential. */
function memberKind(p: Principal): 'trial' | 'real' | null {
  if (p === 'trial') return 'trial';
  if (p === 'member' || p === 'agent' || p === 'otherMember') return 'real';
  return null;
}

/**
 * Whether a principal may call a route, by the table. For an owned route, only its owner (`member`
 * in the matrix) may; `otherMember` (and any other session the route admits) is answered as if the
 * id did not exist.
 */
export function mayCall(entry: RouteAccess, p: Principal): boolean {
  const { access } = entry;
  const kind = memberKind(p);
  const passes = (() => {
    switch (access.kind) {
      case 'public':
        return true;
      case 'member':
        return kind !== null;
      case 'nonTrial':
      case 'realAccount':
        return kind === 'real';
      case 'agent':
        return p === 'agent';
      case 'staff': {
        if (!p.startsWith('staff:')) return false;
        return staffRoleAllowed(p.slice('staff:'.length) as StaffRole, access.roles);
      }
      case 'vendor':
        return p === 'vendor';
      case 'gateway':
        return p === 'gateway';
      case 'gameWindow':
        return p === 'gameWindow';
    }
  })();
  return passes && (!entry.owned || p === 'member');
}
