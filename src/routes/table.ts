import type { ComponentType } from 'react';
import { ensureNamespaces, type PageNamespace } from '../i18n';
import { HOME, HOME_PATHS } from './home';

/**
 * The one route table. Each entry lists its path, lazy page module, guard, title key and area.
 * Shell visibility (header, footer, banner) and the back target are derived from it by the pure
 * functions in src/rules/chrome.ts, so the shell reads data rather than scattered if-statements.
 */
export type Guard = 'visitor' | 'member' | 'real' | 'agent';
export type Area = 'player' | 'agent';
export type Milestone = 'foundation' | 'accounts' | 'wallet' | 'games' | 'promotions' | 'messaging' | 'agent';

export interface RouteDef {
  /** Stable key; the spec's header/footer lists refer to these. */
  key: string;
  path: string;
  /** Extra paths served by the same page (aliases), e.g. /m/register.html. */
  aliases?: string[];
  guard: Guard;
  area: Area;
  titleKey: string;
  /** Which milestone builds the real page; anything but 'foundation' renders an honest "not available yet". */
  milestone: Milestone;
  load?: () => Promise<{ default: ComponentType; preloadParts?: () => Promise<void> }>;
  /**
   * The page module `load` imports, as a path from the repository root (the key of Vite's build
   * manifest): the server links its CSS and preloads its JS when it renders the page.
   */
  module?: string;
}

/** A page loader that also loads the page namespaces it reads, so its first render has its strings. */
const withStrings =
  <T>(load: () => Promise<T>, ...ns: PageNamespace[]) =>
  async (): Promise<T> =>
    (await Promise.all([load(), ensureNamespaces(...ns)]))[0];

/** Home is served at all of these. */
export { HOME, HOME_PATHS };
export const LOGIN = '/m/login';

const r = (
  key: string,
  path: string,
  guard: Guard,
  milestone: Milestone,
  titleKey: string,
  extra: Partial<RouteDef> = {},
): RouteDef => ({ key, path, guard, milestone, titleKey, area: 'player', ...extra });
const agent = (key: string, path: string, titleKey: string, extra: Partial<RouteDef> = {}): RouteDef =>
  r(key, path, 'agent', 'agent', titleKey, { area: 'agent', ...extra });

/** Pages several routes share: the vendor-tile lobbies, and the game grid (slots and /m/gameList). */
const vendorLobby = {
  load: withStrings(() => import('../../pages/VendorLobby'), 'games'),
  module: 'pages/VendorLobby/index.tsx',
};
/** The lottery lobbies (issue 22): the house lottery's games with the time to each next draw. */
const lotteryLobby = {
  load: withStrings(() => import('../../pages/LotteryLobby'), 'games'),
  module: 'pages/LotteryLobby/index.tsx',
};
const gameList = {
  load: withStrings(() => import('../../pages/GameList'), 'games'),
  module: 'pages/GameList/index.tsx',
};

export const routes: RouteDef[] = [
  r('home', HOME, 'visitor', 'foundation', 'title.home', {
    load: withStrings(() => import('../../pages/Home'), 'games'),
    module: 'pages/Home/index.tsx',
  }),
  r('login', LOGIN, 'visitor', 'accounts', 'title.login', {
    load: withStrings(() => import('../../pages/Login'), 'accounts'),
    module: 'pages/Login/index.tsx',
  }),
  r('register', '/m/register', 'visitor', 'accounts', 'title.register', {
    aliases: ['/m/register.html'],
    load: withStrings(() => import('../../pages/Register'), 'accounts'),
    module: 'pages/Register/index.tsx',
  }),
  r('forget', '/m/forget', 'visitor', 'accounts', 'title.forget', {
    load: withStrings(() => import('../../pages/Forgot'), 'accounts'),
    module: 'pages/Forgot/index.tsx',
  }),
  r('changePsw', '/m/changePsw', 'member', 'accounts', 'title.changePsw', {
    load: withStrings(() => import('../../pages/ChangePassword'), 'accounts'),
    module: 'pages/ChangePassword/index.tsx',
  }),
  r('set', '/m/set', 'visitor', 'accounts', 'title.set', {
    load: withStrings(() => import('../../pages/Settings'), 'accounts'),
    module: 'pages/Settings/index.tsx',
  }),
  r('memberHome', '/m/member/home', 'member', 'accounts', 'title.memberHome', {
    load: withStrings(() => import('../../pages/MemberHome'), 'accounts', 'wallet'),
    module: 'pages/MemberHome/index.tsx',
  }),
  // Responsible gaming (issue 19): limits, reality check, session limit, breaks, statement.
  r('responsible', '/m/member/responsible', 'member', 'accounts', 'title.responsible', {
    load: withStrings(() => import('../../pages/Responsible'), 'wallet'),
    module: 'pages/Responsible/index.tsx',
  }),
  r('voucherCenter', '/m/voucherCenter', 'real', 'wallet', 'title.deposit', {
    load: withStrings(() => import('../../pages/Deposit'), 'wallet'),
    module: 'pages/Deposit/index.tsx',
  }),
  r('depositResult', '/m/voucherCenter/result', 'real', 'wallet', 'title.depositResult', {
    load: withStrings(() => import('../../pages/DepositResult'), 'wallet'),
    module: 'pages/DepositResult/index.tsx',
  }),
  r('withdraw', '/m/withdraw', 'real', 'wallet', 'title.withdraw', {
    load: withStrings(() => import('../../pages/Withdraw'), 'wallet'),
    module: 'pages/Withdraw/index.tsx',
  }),
  r('gameRecord', '/m/gameRecord', 'member', 'wallet', 'title.gameRecord', {
    load: withStrings(() => import('../../pages/GameRecord'), 'wallet', 'vip'),
    module: 'pages/GameRecord/index.tsx',
  }),
  // The reward centre (issue 20; docs/signin-rewards.md): claim what the check-in, rebates, VIP ... gave.
  r('rewardCenter', '/m/rewardCenter', 'member', 'promotions', 'title.rewardCenter', {
    load: withStrings(() => import('../../pages/RewardCenter'), 'signin'),
    module: 'pages/RewardCenter/index.tsx',
  }),
  r('feedback', '/m/feedback', 'member', 'messaging', 'title.feedback', {
    load: withStrings(() => import('../../pages/Feedback'), 'accounts'),
    module: 'pages/Feedback/index.tsx',
  }),
  r('notice', '/m/notice', 'visitor', 'messaging', 'title.notice', {
    load: () => import('../../pages/Notice'),
    module: 'pages/Notice/index.tsx',
  }),
  r('message', '/m/message', 'visitor', 'messaging', 'title.message', {
    load: () => import('../../pages/MessageCenter'),
    module: 'pages/MessageCenter/index.tsx',
  }),
  r('webEmail', '/m/webEmail', 'member', 'messaging', 'title.webEmail', {
    load: withStrings(() => import('../../pages/Inbox'), 'accounts'),
    module: 'pages/Inbox/index.tsx',
  }),
  r('chat', '/m/chat', 'member', 'messaging', 'title.chat', {
    load: withStrings(() => import('../../pages/Chat'), 'chat'),
    module: 'pages/Chat/index.tsx',
  }),
  r('help', '/m/help', 'visitor', 'messaging', 'title.help', {
    load: () => import('../../pages/Help'),
    module: 'pages/Help/index.tsx',
  }),
  // The provably-fair verifier (issue 22, docs/fairness.md): recomputes a round or draw in the browser.
  r('fairness', '/m/fairness', 'visitor', 'games', 'title.fairness', {
    load: withStrings(() => import('../../pages/Fairness'), 'games', 'cards', 'bingofish'),
    module: 'pages/Fairness/index.tsx',
  }),
  // Promotions (issue 20, docs/promotions.md): the list by category, and one promotion with taking part.
  r('activity', '/m/activity', 'visitor', 'promotions', 'title.activity', {
    load: withStrings(() => import('../../pages/Activity'), 'activities'),
    module: 'pages/Activity/index.tsx',
  }),
  r('activityDetail', '/m/activityDetail', 'visitor', 'promotions', 'title.activityDetail', {
    load: withStrings(() => import('../../pages/ActivityDetail'), 'activities'),
    module: 'pages/ActivityDetail/index.tsx',
  }),
  // The daily check-in (issue 20; docs/signin-rewards.md): real accounts only, as the server.
  r('signIn', '/m/activity/signIn', 'real', 'promotions', 'title.signIn', {
    load: withStrings(() => import('../../pages/SignIn'), 'signin'),
    module: 'pages/SignIn/index.tsx',
  }),
  r('inviteFriends', '/m/inviteFriends', 'visitor', 'promotions', 'title.inviteFriends', {
    load: withStrings(() => import('../../pages/InviteFriends'), 'vip'),
    module: 'pages/InviteFriends/index.tsx',
  }),
  r('benefits', '/m/member/benefits', 'member', 'promotions', 'title.benefits', {
    load: withStrings(() => import('../../pages/Benefits'), 'vip'),
    module: 'pages/Benefits/index.tsx',
  }),
  r('hotGames', '/m/hot-games', 'visitor', 'games', 'title.hotGames', {
    load: withStrings(() => import('../../pages/HotGames'), 'games'),
    module: 'pages/HotGames/index.tsx',
  }),
  r('liveGames', '/m/live-games', 'visitor', 'games', 'title.liveGames', vendorLobby),
  r('slotGames', '/m/slot-games', 'visitor', 'games', 'title.slotGames', gameList),
  r('sportGames', '/m/sport-games', 'visitor', 'games', 'title.sportGames', vendorLobby),
  r('esportGames', '/m/esport-games', 'visitor', 'games', 'title.esportGames', vendorLobby),
  r('fishingGames', '/m/fishing-games', 'visitor', 'games', 'title.fishingGames', vendorLobby),
  r('pokerGames', '/m/poker-games', 'visitor', 'games', 'title.pokerGames', vendorLobby),
  r('lott', '/m/lott', 'visitor', 'games', 'title.lottery', lotteryLobby),
  r('elott', '/m/elott', 'visitor', 'games', 'title.elottery', lotteryLobby),
  r('lottery', '/m/lottery', 'visitor', 'games', 'title.lottery', lotteryLobby),
  r('gameList', '/m/gameList', 'visitor', 'games', 'title.gameList', gameList),
  r('trail', '/m/trail', 'visitor', 'accounts', 'title.trail', {
    load: withStrings(() => import('../../pages/FreePlay'), 'accounts'),
    module: 'pages/FreePlay/index.tsx',
  }),
  // The game window: full screen, no site chrome (src/rules/chrome.ts IMMERSIVE); "back" returns to the lobby.
  r('play', '/m/play/:gameCode', 'member', 'games', 'title.play', {
    load: withStrings(() => import('../../pages/Play'), 'games'),
    module: 'pages/Play/index.tsx',
  }),
  // The house lottery's game window (issue 22; docs/lottery.md): full screen like /m/play.
  r('lotto', '/m/lotto/:gameCode', 'member', 'games', 'title.play', {
    load: withStrings(() => import('../../pages/Lotto'), 'games'),
    module: 'pages/Lotto/index.tsx',
  }),
  // The house card games' windows (issue 23; docs/video-poker-baccarat.md): full screen like /m/play.
  r('poker', '/m/poker/:gameCode', 'member', 'games', 'title.play', {
    load: withStrings(() => import('../../pages/Poker'), 'games', 'cards'),
    module: 'pages/Poker/index.tsx',
  }),
  r('baccarat', '/m/baccarat/:gameCode', 'member', 'games', 'title.play', {
    load: withStrings(() => import('../../pages/Baccarat'), 'games', 'cards'),
    module: 'pages/Baccarat/index.tsx',
  }),
  // House bingo and fishing windows (issue 23; docs/bingo-fishing.md): full screen like /m/play.
  r('bingo', '/m/bingo/:gameCode', 'member', 'games', 'title.play', {
    load: withStrings(() => import('../../pages/Bingo'), 'games', 'bingofish'),
    module: 'pages/Bingo/index.tsx',
  }),
  r('fishing', '/m/fishing/:gameCode', 'member', 'games', 'title.play', {
    load: withStrings(() => import('../../pages/Fishing'), 'games', 'bingofish'),
    module: 'pages/Fishing/index.tsx',
  }),
  // The house virtual football window (issue 23; docs/virtual-football.md): full screen like /m/play.
  r('football', '/m/football/:gameCode', 'member', 'games', 'title.play', {
    load: withStrings(() => import('../../pages/Football'), 'games'),
    module: 'pages/Football/index.tsx',
  }),
  r('gameCenter', '/m/gameCenter', 'visitor', 'games', 'title.gameCenter'),
  r('slotsCenter', '/m/slotsCenter', 'visitor', 'games', 'title.slotsCenter'),
  r('app', '/m/app', 'visitor', 'foundation', 'title.app', {
    load: () => import('../../pages/AppDownload'),
    module: 'pages/AppDownload/index.tsx',
  }),
  // The agent area (issue 21; docs/agents.md): built pages load; the others stay "not available yet".
  r('agentRegister', '/m/agentRegister', 'agent', 'agent', 'title.agentRegister', {
    area: 'agent',
    load: withStrings(() => import('../../pages/AgentRegister'), 'agent', 'accounts'),
    module: 'pages/AgentRegister/index.tsx',
  }),
  r('memberNotice', '/m/member/notice', 'member', 'agent', 'title.agentNotice', {
    area: 'agent',
    load: () => import('../../pages/MemberNotice'),
    module: 'pages/MemberNotice/index.tsx',
  }),
  agent('agent', '/m/agent', 'title.agent', {
    load: withStrings(() => import('../../pages/AgentHome'), 'agent'),
    module: 'pages/AgentHome/index.tsx',
  }),
  agent('teamOverview', '/m/agent/team/overview', 'title.teamOverview', {
    load: withStrings(() => import('../../pages/TeamOverview'), 'agent'),
    module: 'pages/TeamOverview/index.tsx',
  }),
  // Every member's own record; agents reach the same view from their menu as ?types=A (spec §2).
  r('transactionRecord', '/m/transaction/record', 'member', 'wallet', 'title.transactionRecord', {
    area: 'agent',
    load: withStrings(() => import('../../pages/TransactionRecord'), 'wallet'),
    module: 'pages/TransactionRecord/index.tsx',
  }),
  agent('teamManage', '/m/member/team', 'title.teamManage', {
    load: withStrings(() => import('../../pages/TeamManage'), 'agent'),
    module: 'pages/TeamManage/index.tsx',
  }),
  // Red-envelope rain (issue 21; docs/red-rain.md): every real member grabs; agents also schedule.
  r('redRain', '/m/redRain', 'real', 'agent', 'title.redRain', {
    area: 'agent',
    load: withStrings(() => import('../../pages/RedRain'), 'redrain'),
    module: 'pages/RedRain/index.tsx',
  }),
  agent('teamPnl', '/m/agent/team/pnl', 'title.teamPnl', {
    load: withStrings(() => import('../../pages/TeamPnl'), 'agent'),
    module: 'pages/TeamPnl/index.tsx',
  }),
  agent('teamBetting', '/m/teamBetting', 'title.teamBetting', {
    load: withStrings(() => import('../../pages/TeamBetting'), 'agent'),
    module: 'pages/TeamBetting/index.tsx',
  }),
  // Differential rebates (issue 21, ADR 0025; docs/agents.md "Rebates").
  agent('agentRebate', '/m/member/agent/agentRebeat', 'title.agentRebate', {
    load: withStrings(() => import('../../pages/AgentRebate'), 'agent'),
    module: 'pages/AgentRebate/index.tsx',
  }),
  agent('teamRebate', '/m/member/teamRebate', 'title.teamRebate', {
    load: withStrings(() => import('../../pages/TeamRebate'), 'agent'),
    module: 'pages/TeamRebate/index.tsx',
  }),
  r('securityCenter', '/m/securityCenter', 'member', 'accounts', 'title.securityCenter', {
    area: 'agent',
    load: withStrings(() => import('../../pages/SecurityCenter'), 'accounts'),
    module: 'pages/SecurityCenter/index.tsx',
  }),
  // Contracts and dividend (issue 21, ADR 0026): one page for the three kinds, the path names the kind.
  agent('agentDividend', '/m/member/agent/agentDivident', 'title.agentDividend', {
    load: withStrings(() => import('../../pages/AgentDividend'), 'agent'),
    module: 'pages/AgentDividend/index.tsx',
  }),
  agent('salaryContract', '/m/member/agent/getSalaryContract', 'title.salaryContract', {
    load: withStrings(() => import('../../pages/AgentContract'), 'agent'),
    module: 'pages/AgentContract/index.tsx',
  }),
  agent('dividendContract', '/m/member/agent/getDevidendContract', 'title.dividendContract', {
    load: withStrings(() => import('../../pages/AgentContract'), 'agent'),
    module: 'pages/AgentContract/index.tsx',
  }),
  agent('hourContract', '/m/member/agent/getHourContract', 'title.hourContract', {
    load: withStrings(() => import('../../pages/AgentContract'), 'agent'),
    module: 'pages/AgentContract/index.tsx',
  }),
];

const byPath = new Map<string, RouteDef>();
/** Routes with a `:param` segment, matched by pattern after the exact paths. */
const byPattern: { pattern: RegExp; route: RouteDef }[] = [];
for (const route of routes) {
  if (route.path.includes('/:')) {
    const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+');
    byPattern.push({ pattern: new RegExp(`^${source}$`, 'i'), route });
    continue;
  }
  byPath.set(route.path.toLowerCase(), route);
  for (const a of route.aliases ?? []) byPath.set(a.toLowerCase(), route);
}
const home = byPath.get(HOME)!;
for (const p of HOME_PATHS) byPath.set(p, home);

export function normalisePath(pathname: string): string {
  if (pathname === '/' || pathname === '/m/') return pathname;
  return pathname.replace(/\/+$/, '') || '/';
}

/** The route for a pathname, or undefined when unknown (the router then redirects to /m/home). */
export function findRoute(pathname: string): RouteDef | undefined {
  const path = normalisePath(pathname);
  return (
    byPath.get(path.toLowerCase()) ??
    byPath.get(pathname.toLowerCase()) ??
    byPattern.find((p) => p.pattern.test(path))?.route
  );
}

export const isHomePath = (pathname: string) => (HOME_PATHS as readonly string[]).includes(pathname);
