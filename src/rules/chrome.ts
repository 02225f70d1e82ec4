import { findRoute, HOME, isHomePath, type RouteDef } from '../routes/table';

/**
 * Shell rules from spec §2 "Shell and layout", as data plus plain functions.
 * Lists name route keys; `agent` stands for every agent-area route.
 */
export const HEADER_HIDDEN = [
  'login',
  'register',
  'message',
  'app',
  'lottery',
  'lott',
  'elott',
  'forget',
  'agent',
  'activity',
  'gameList',
  'activityDetail',
  'notice',
  'liveGames',
  'slotGames',
  'sportGames',
  'esportGames',
  'fishingGames',
  'pokerGames',
  'help',
  'hotGames',
  'chat',
] as const;

export const FOOTER_HIDDEN = [
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'lottery',
  'lott',
  'elott',
  'forget',
  'changePsw',
  'app',
  'notice',
  'agent',
  'help',
  'chat',
] as const;

/** Pages whose back button always returns home. */
export const BACK_TO_HOME = ['login', 'register', 'trail', 'activity', 'forget', 'fishingGames', 'pokerGames'] as const;

/**
 * Money forms, and the free-play start whose buttons sit at a phone's right edge: the floating
 * shortcuts (download, invite, sign-in) would sit over their controls, so they do not show.
 */
export const FLOATING_HIDDEN = ['voucherCenter', 'depositResult', 'withdraw', 'trail'] as const;

/** Full-screen pages (the game window): no header, page bar, footer, banner or floating shortcuts. */
export const IMMERSIVE = ['play', 'lotto', 'poker', 'baccarat', 'bingo', 'fishing', 'football'] as const;

/** Pages whose back button has a fixed target: the deposit result goes to the deposit page, never back to the gateway. */
export const BACK_TO: Readonly<Record<string, string>> = { depositResult: '/m/voucherCenter' };

/** Where /m/gameList goes back to, by its gameType query. */
export const GAME_TYPE_PAGES: Record<string, string> = {
  RNG: '/m/slot-games',
  LIVE: '/m/live-games',
  FISH: '/m/fishing-games',
  PVP: '/m/poker-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  COCKFIGHT: '/m/sport-games',
  LOTT: '/m/lottery',
  ELOTT: '/m/elott',
};

const inList = (route: RouteDef | undefined, list: readonly string[]) =>
  !!route && (list.includes(route.key) || (route.area === 'agent' && list.includes('agent')));

/** The full site header (logo or back, login/register or balance, menu). Hidden pages get a slim page bar. */
export function showsHeader(pathname: string): boolean {
  return !inList(findRoute(pathname), HEADER_HIDDEN);
}

/** The content footer and the bottom navigation. /m/webEmail and /m/member/home keep it. */
export function showsFooter(pathname: string): boolean {
  return !inList(findRoute(pathname), FOOTER_HIDDEN);
}

/** The banner strip shows only on home paths. */
/** The floating side bar shows with the footer, except on money forms. */
export function showsFloating(pathname: string): boolean {
  return showsFooter(pathname) && !inList(findRoute(pathname), FLOATING_HIDDEN);
}

export function showsBanner(pathname: string): boolean {
  return isHomePath(pathname);
}

/** The logo replaces the back arrow on home paths; /m/changePsw shows neither. */
export function headerLead(pathname: string): 'logo' | 'back' | 'none' {
  if (isHomePath(pathname)) return 'logo';
  if (findRoute(pathname)?.key === 'changePsw') return 'none';
  return 'back';
}

export type BackTarget = { kind: 'path'; to: string } | { kind: 'history' };

/** Back button target: a fixed path, or one step back in history. */
export function backTarget(pathname: string, search = ''): BackTarget {
  const route = findRoute(pathname);
  if (route?.key === 'gameList') {
    const type = new URLSearchParams(search).get('gameType')?.toUpperCase() ?? '';
    return { kind: 'path', to: GAME_TYPE_PAGES[type] ?? HOME };
  }
  if (inList(route, BACK_TO_HOME)) return { kind: 'path', to: HOME };
  if (route?.key === 'chat') {
    // Live chat goes back where it was opened from (the launch's backUrl), when that is a path of this site.
    const back = new URLSearchParams(search).get('backUrl') ?? '';
    return /^\/(?![/\\])[^\s\\]*$/.test(back) ? { kind: 'path', to: back } : { kind: 'history' };
  }
  const fixed = route ? BACK_TO[route.key] : undefined;
  if (fixed) return { kind: 'path', to: fixed };
  return { kind: 'history' };
}

/** The header title key for a path; unknown paths fall back to home's title. */
export function titleKey(pathname: string): string {
  return findRoute(pathname)?.titleKey ?? 'title.home';
}

export interface Chrome {
  immersive: boolean;
  header: boolean;
  footer: boolean;
  floating: boolean;
  banner: boolean;
  lead: 'logo' | 'back' | 'none';
  back: BackTarget;
  titleKey: string;
}

export function chromeFor(pathname: string, search = ''): Chrome {
  const immersive = inList(findRoute(pathname), IMMERSIVE);
  return {
    immersive,
    header: !immersive && showsHeader(pathname),
    footer: !immersive && showsFooter(pathname),
    floating: !immersive && showsFloating(pathname),
    banner: showsBanner(pathname),
    lead: headerLead(pathname),
    back: backTarget(pathname, search),
    titleKey: titleKey(pathname),
  };
}
