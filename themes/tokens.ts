/** The raw token shape a brand provides. Colours differ per mode; the rest is per brand. */
export interface ColorTokens {
  backdrop: string;
  page: string;
  surface: string;
  raised: string;
  scrim: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textSubtle: string;
  brandAccent: string;
  brandAccentHover: string;
  brandAccentSoft: string;
  brandAccentText: string;
  onBrandAccent: string;
  critical: string;
  criticalSoft: string;
  onCritical: string;
  positive: string;
  positiveSoft: string;
  caution: string;
  cautionSoft: string;
  info: string;
  infoSoft: string;
  focus: string;
  skeleton: string;
  skeletonHighlight: string;
  headerBg: string;
  navBg: string;
  badge: string;
  onBadge: string;
  gameArtA: string;
  gameArtB: string;
  gameArtC: string;
}

export interface BrandTokens {
  name: string;
  label: string;
  color: { dark: ColorTokens; light: ColorTokens };
  radius: { sm: string; md: string; lg: string; xl: string; full: string };
  font: { body: string; heading: string; numeric: string };
  shadow: { dark: ShadowTokens; light: ShadowTokens };
}

export interface ShadowTokens {
  sm: string;
  md: string;
  lg: string;
}

/** Tokens shared by every brand: the 4 px grid, the type scale, motion, layout sizes. */
export const sharedTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '20px',
    xxl: '24px',
    xxxl: '32px',
    huge: '48px',
  },
  size: {
    touch: '44px',
    header: '48px',
    bottomNav: '56px',
    column: '480px',
    icon: '20px',
    iconSm: '16px',
    iconLg: '24px',
    hairline: '1px',
    focusRing: '2px',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  motion: {
    fast: '150ms',
    base: '200ms',
    page: '300ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndex: { header: '20', nav: '20', floating: '30', drawer: '40', dialog: '50', toast: '60' },
} as const;

/**
 * The faces of the other scripts, after the brand's Latin font: Han (Simplified first; `:lang(zh-TW)`
 * sets `--lumen-han` to put Traditional first, global.css.ts), Thai, Devanagari and Arabic script.
 * Each is declared only once its language's font module loaded (src/i18n), and the Han faces are split
 * into unicode-range subsets, so only the glyphs on screen download.
 */
export const HAN_FACES = '--lumen-han';
export const scriptFallback = `var(${HAN_FACES}, 'Noto Sans SC'), 'Noto Sans Thai', 'Noto Sans Devanagari', 'Noto Naskh Arabic'`;
export const systemFallback = 'system-ui, sans-serif';
