import { z } from 'zod';

/**
 * White-label menu keys. Each side-menu, game-category and agent-menu entry is shown only when the
 * brand's config sets its key to true (the spec's `whitelabelVal` per menu key). Customer service and
 * feedback are always shown and have no key. Add keys at the end; never rename one.
 */
export const MENU_KEYS = [
  // Side menu
  'deposit',
  'withdraw',
  'gameRecord',
  'rewardCenter',
  'app',
  'vip',
  'referral',
  'promotions',
  'promotion',
  'signIn',
  // One per game-category path
  'hotGames',
  'slotGames',
  'liveGames',
  'fishingGames',
  'pokerGames',
  'sportGames',
  'esportGames',
  'lottery',
  // Agent menu
  'teamOverview',
  'transactionRecord',
  'teamManage',
  'redRain',
  'teamPnl',
  'teamBetting',
  'gameRebate',
  'agentRebate',
  'securityCenter',
  'news',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];
export const menuKeySchema = z.enum(MENU_KEYS);

/** Feature switches that are not menu entries. `liveChat` is the spec's white-label flag CBS3. */
export const FEATURE_KEYS = [
  'smsLogin',
  'facebookLogin',
  'googleLogin',
  'liveChat',
  'mobileRegistration',
  'usernameRegistration',
  'referral',
  'vip',
  'dividend',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** App download resource types (spec: resourceType IOS, Android, MOBILECONFIG). */
export const DOWNLOAD_TYPES = ['IOS', 'Android', 'MOBILECONFIG'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

/** Social link types; each shows only when the brand configures a link of that type. TELEGRAM_1 is the beginner-guide link. */
export const SOCIAL_TYPES = [
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM_1',
  'WHATSAPP',
  'VIBER',
  'INSTAGRAM',
  'YOUTUBE',
  'TIKTOK',
  'TWITTER',
] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/** Customer-service channel types. The side menu shows only FACEBOOK and YOUTUBE channels. */
export const CS_TYPES = ['LIVE_CHAT', 'WHATSAPP', 'TELEGRAM', 'FACEBOOK', 'YOUTUBE', 'LINE', 'EMAIL', 'OTHER'] as const;
export type CsType = (typeof CS_TYPES)[number];

/** Runtime accent overrides (matches themes/runtime.ts BrandOverrides). */
export const THEME_OVERRIDE_KEYS = ['brandAccent', 'brandAccentHover', 'onBrandAccent'] as const;
export type ThemeOverrideKey = (typeof THEME_OVERRIDE_KEYS)[number];

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The brand look an operator may set at runtime (issue 24), beside the accent colours. Fonts are the
 * bundled ones only (themes/fonts.ts): no font is ever fetched from another site.
 */
export const LOOK_FONTS = ['inter', 'nunito'] as const;
export type LookFont = (typeof LOOK_FONTS)[number];
/** Corner radius presets: sharp, the brand's own (absent), soft, round. */
export const LOOK_RADII = ['sharp', 'soft', 'round'] as const;
export type LookRadius = (typeof LOOK_RADII)[number];
