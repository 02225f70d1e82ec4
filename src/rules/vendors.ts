/**
 * Third-party game vendors of the back office (issue 23; docs/vendors.md): the vendor code, the
 * categories a vendor may have, its logo, wallet secret and launch URL template, and the template's
 * expansion at launch. Pure, browser-safe: the back-office form and the server check with the same
 * rules, and each problem is a key the form words (admin `vendors.errors.*`).
 */

/** The categories staff may give a vendor (the vendor-sorting categories, BINGO aside: bingo is a slot classify). */
export const VENDOR_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** The lobby type a category routes to: ESPORTS and COCKFIGHT live in the SPORTS lobby (as catalogue.ts lobbyTypeOf). */
export const gameTypeOfCategory = (category: VendorCategory) =>
  category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category;

/** The vendor code (the spec's vassalage): upper-case letters, digits and `_`, 2 to 32 characters. */
export const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;

/** The house's own vendors (the studio, the lottery, every LUMEN_*): the studio signs with their secrets. */
export const isHouseVendor = (code: string) => code === 'LUMEN' || code.startsWith('LUMEN_');

export const WALLET_SECRET_MIN = 32;
export const WALLET_SECRET_MAX = 200;
export const TEMPLATE_MAX = 1000;
export const URL_MAX = 500;

/** What a launch URL template may carry; {token} is required. */
export const LAUNCH_PLACEHOLDERS = ['token', 'gameCode', 'lang', 'currency', 'returnUrl'] as const;
export type LaunchPlaceholder = (typeof LAUNCH_PLACEHOLDERS)[number];

export type VendorProblem =
  | 'code'
  | 'name'
  | 'logoUrl'
  | 'iconUrl'
  | 'secretShort'
  | 'secretLong'
  | 'templateHttps'
  | 'templateToken'
  | 'templatePlaceholder'
  | 'templateLong'
  | 'gameCode';

/** An https:// URL or a path under /media/ (the brand's own media). */
function imageUrlOk(url: string): boolean {
  if (url.length === 0 || url.length > URL_MAX || /\s/.test(url)) return false;
  if (url.startsWith('/media/')) return !url.includes('..');
  if (!url.startsWith('https://')) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export const logoUrlProblem = (url: string): VendorProblem | null => (imageUrlOk(url) ? null : 'logoUrl');
export const iconUrlProblem = (url: string): VendorProblem | null => (imageUrlOk(url) ? null : 'iconUrl');

export const vendorCodeProblem = (code: string): VendorProblem | null => (VENDOR_CODE.test(code) ? null : 'code');

/** A game's code at its vendor: letters, digits, `_`, `-` and `.`, 1 to 48 characters. */
export const GAME_CODE = /^[A-Za-z0-9_.-]{1,48}$/;
export const gameCodeProblem = (code: string): VendorProblem | null => (GAME_CODE.test(code) ? null : 'gameCode');

export function secretProblem(secret: string): VendorProblem | null {
  if (secret.length < WALLET_SECRET_MIN) return 'secretShort';
  if (secret.length > WALLET_SECRET_MAX || /\s/.test(secret)) return 'secretLong';
  return null;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * What is wrong with a launch URL template, or null: an https URL whose placeholders are all known
 * and that carries {token}.
 */
export function templateProblem(template: string): VendorProblem | null {
  if (template.length > TEMPLATE_MAX) return 'templateLong';
  if (!template.startsWith('https://') || /\s/.test(template)) return 'templateHttps';
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.some((n) => !(LAUNCH_PLACEHOLDERS as readonly string[]).includes(n))) return 'templatePlaceholder';
  // A brace outside a placeholder ({to ken, {{token}}, a lone }) is a typo, not a literal.
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) return 'templatePlaceholder';
  if (!names.includes('token')) return 'templateToken';
  try {
    const url = new URL(template.replace(PLACEHOLDER, 'x'));
    if (url.protocol !== 'https:' || url.hostname === '') return 'templateHttps';
  } catch {
    return 'templateHttps';
  }
  return null;
}

/** The template with each placeholder replaced by its value, URL-encoded. */
export const expandTemplate = (template: string, values: Record<LaunchPlaceholder, string>) =>
  template.replace(PLACEHOLDER, (_m, name: LaunchPlaceholder) => encodeURIComponent(values[name] ?? ''));
