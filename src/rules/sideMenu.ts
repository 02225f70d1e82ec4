/**
 * Side-menu rules from spec §2 "Side menu (right drawer)".
 * Entries are hidden unless the white-label flag for their key is on (whitelabelVal);
 * customer service and feedback always show.
 */
export type MenuIcon =
  | 'deposit'
  | 'withdraw'
  | 'record'
  | 'reward'
  | 'service'
  | 'app'
  | 'vip'
  | 'referral'
  | 'promotions'
  | 'promotion'
  | 'game'
  | 'feedback'
  | 'responsible'
  | 'social';

export type MenuEntry =
  | { id: string; labelKey: string; icon: MenuIcon; kind: 'link'; to: string }
  | { id: string; labelKey: string; icon: MenuIcon; kind: 'external'; href: string }
  | { id: string; labelKey: string; icon: MenuIcon; kind: 'action'; action: 'customerService' | 'download' };

export interface MenuContext {
  whitelabel: Partial<Record<string, boolean>>;
  loggedIn: boolean;
  /** Running inside the native app shell or as an installed PWA. */
  installed: boolean;
  memberHasVip: boolean;
  referralEnabled: boolean;
  featuredPromotionId?: string | null;
  social: Partial<Record<string, string>>;
  customerService: { csType: string; title: string; url: string }[];
}

/** Game categories offered as menu entries, in spec order, keyed by their white-label flag. */
export const GAME_CATEGORY_ENTRIES = [
  { key: 'hotGames', to: '/m/hot-games' },
  { key: 'slotGames', to: '/m/slot-games' },
  { key: 'liveGames', to: '/m/live-games' },
  { key: 'fishingGames', to: '/m/fishing-games' },
  { key: 'pokerGames', to: '/m/poker-games' },
  { key: 'sportGames', to: '/m/sport-games' },
  { key: 'esportGames', to: '/m/esport-games' },
  { key: 'lottery', to: '/m/lottery' },
] as const;

/** Social links the side menu may show; TELEGRAM_1 is the beginner-guide link. */
export const MENU_SOCIAL = ['FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'VIBER', 'TELEGRAM_1'] as const;
/** Only these customer-service channels appear in the side menu. */
export const MENU_CS_TYPES = ['FACEBOOK', 'YOUTUBE'] as const;

export function menuEntries(ctx: MenuContext): MenuEntry[] {
  const on = (key: string) => ctx.whitelabel[key] === true;
  const out: MenuEntry[] = [];
  const link = (id: string, icon: MenuIcon, to: string) =>
    out.push({ id, labelKey: `menu.${id}`, icon, kind: 'link', to });

  if (on('deposit')) link('deposit', 'deposit', '/m/voucherCenter');
  if (on('withdraw')) link('withdraw', 'withdraw', '/m/withdraw');
  if (on('gameRecord')) link('gameRecord', 'record', '/m/gameRecord');
  if (on('rewardCenter')) link('rewardCenter', 'reward', '/m/rewardCenter');
  out.push({
    id: 'customerService',
    labelKey: 'menu.customerService',
    icon: 'service',
    kind: 'action',
    action: 'customerService',
  });
  if (on('app') && !ctx.installed)
    out.push({ id: 'app', labelKey: 'menu.app', icon: 'app', kind: 'action', action: 'download' });
  if (on('vip') && ctx.memberHasVip) link('vip', 'vip', '/m/member/benefits');
  if (on('referral') && (!ctx.loggedIn || ctx.referralEnabled)) link('referral', 'referral', '/m/inviteFriends');
  if (on('promotions')) link('promotions', 'promotions', '/m/activity');
  if (on('promotion') && ctx.featuredPromotionId)
    link('promotion', 'promotion', `/m/activityDetail?id=${encodeURIComponent(ctx.featuredPromotionId)}`);
  for (const g of GAME_CATEGORY_ENTRIES) if (on(g.key)) link(g.key, 'game', g.to);
  link('feedback', 'feedback', '/m/feedback');
  // Responsible gaming (issue 19): one tap from every page, whatever the white-label flags say.
  link('responsible', 'responsible', '/m/member/responsible');
  for (const type of MENU_SOCIAL) {
    const href = ctx.social[type];
    if (href)
      out.push({ id: `social.${type}`, labelKey: `menu.social.${type}`, icon: 'social', kind: 'external', href });
  }
  for (const cs of ctx.customerService) {
    if ((MENU_CS_TYPES as readonly string[]).includes(cs.csType.toUpperCase()) && cs.url)
      out.push({
        id: `cs.${cs.csType}`,
        labelKey: `menu.cs.${cs.csType.toUpperCase()}`,
        icon: 'social',
        kind: 'external',
        href: cs.url,
      });
  }
  return out;
}

/** Divider thresholds: a line follows entry N when the count exceeds N. */
export const DIVIDER_THRESHOLDS = [3, 6, 9, 12] as const;

/** Positions (1-based entry counts) after which a divider line is drawn. */
export function dividerPositions(count: number): number[] {
  return DIVIDER_THRESHOLDS.filter((n) => count > n);
}
