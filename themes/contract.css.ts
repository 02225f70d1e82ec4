import { createThemeContract } from '@vanilla-extract/css';

/**
 * The token contract. Every brand, in both colour modes, must fill all of it.
 * Colour roles are named by meaning, not by hue.
 */
export const vars = createThemeContract({
  color: {
    /** The neutral area around the centred column on wide screens. */
    backdrop: null,
    /** Elevation steps: page < surface < raised. */
    page: null,
    surface: null,
    raised: null,
    /** Modal scrim. */
    scrim: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textSubtle: null,
    brandAccent: null,
    brandAccentHover: null,
    brandAccentSoft: null,
    /** Accent used as text on page/surface: meets 4.5:1. */
    brandAccentText: null,
    onBrandAccent: null,
    critical: null,
    criticalSoft: null,
    onCritical: null,
    positive: null,
    positiveSoft: null,
    caution: null,
    cautionSoft: null,
    info: null,
    infoSoft: null,
    focus: null,
    skeleton: null,
    skeletonHighlight: null,
    headerBg: null,
    navBg: null,
    badge: null,
    onBadge: null,
    gameArtA: null,
    gameArtB: null,
    gameArtC: null,
  },
  space: {
    none: null,
    xxs: null, // 2
    xs: null, // 4
    sm: null, // 8
    md: null, // 12
    lg: null, // 16
    xl: null, // 20
    xxl: null, // 24
    xxxl: null, // 32
    huge: null, // 48
  },
  size: {
    touch: null,
    header: null,
    bottomNav: null,
    column: null,
    icon: null,
    iconSm: null,
    iconLg: null,
    hairline: null,
    focusRing: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    full: null,
  },
  font: {
    body: null,
    heading: null,
    numeric: null,
  },
  fontSize: {
    xs: null, // 12
    sm: null, // 14
    md: null, // 16
    lg: null, // 20
    xl: null, // 24
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  motion: {
    fast: null, // 150ms
    base: null, // 200ms
    page: null, // 300ms
    easing: null,
  },
  zIndex: {
    header: null,
    nav: null,
    floating: null,
    drawer: null,
    dialog: null,
    toast: null,
  },
});

export type ThemeVars = typeof vars;
