import type { BrandTokens, ColorTokens } from './tokens';

/**
 * WCAG 2.x contrast: the maths and the pairs every brand must pass in both colour modes. One check,
 * read by themes/contrast.test.ts (every brand's tokens), the server (an operator's accent colours,
 * 400 brand.contrast_low) and the back office's colour fields (the live readout).
 */
// ---- Colour maths (WCAG 2.x, sRGB) ------------------------------------------------------------

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba() (comma or space separated, alpha as 0..1 or %). */
export function parseColour(input: string): Rgba {
  const s = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (hex) {
    let h = hex[1]!;
    if (h.length <= 4) h = [...h].map((c) => c + c).join('');
    const byte = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: h.length === 8 ? byte(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(s);
  if (fn) {
    const parts = fn[1]!.split(/\s*[,/]\s*|\s+/).filter(Boolean);
    if (parts.length !== 3 && parts.length !== 4) throw new Error(`Cannot parse colour "${input}"`);
    const channel = (p: string) => (p.endsWith('%') ? (Number.parseFloat(p) / 100) * 255 : Number.parseFloat(p));
    const alpha =
      parts[3] === undefined ? 1 : parts[3].endsWith('%') ? Number.parseFloat(parts[3]) / 100 : Number(parts[3]);
    const [r, g, b] = parts.slice(0, 3).map(channel) as [number, number, number];
    if ([r, g, b, alpha].some(Number.isNaN)) throw new Error(`Cannot parse colour "${input}"`);
    return { r, g, b, a: alpha };
  }
  throw new Error(`Cannot parse colour "${input}" (expected #hex or rgb()/rgba())`);
}

/** Source-over compositing, as the browser paints a translucent colour on an opaque one. */
export function composite(top: Rgba, under: Rgba): Rgba {
  if (under.a !== 1) throw new Error('Composite onto an opaque colour');
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

export function relativeLuminance({ r, g, b, a }: Rgba): number {
  if (a !== 1) throw new Error('Luminance of a translucent colour depends on what it sits on; composite first');
  const linear = (c8: number) => {
    const c = c8 / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(fg: Rgba, bg: Rgba): number {
  if (bg.a !== 1) throw new Error('Background must be opaque; composite it over what it sits on first');
  const ink = fg.a === 1 ? fg : composite(fg, bg);
  const [hi, lo] = [relativeLuminance(ink), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// ---- The pairs --------------------------------------------------------------------------------

export type Role = keyof ColorTokens;

export interface Pair {
  fg: Role;
  bg: Role;
  /** For a translucent bg (the *Soft tints): the opaque colour it is painted on. */
  over?: Role;
  min: number;
}

const textRoles: Role[] = [
  'text',
  'textMuted',
  'textSubtle',
  'brandAccentText',
  'critical',
  'positive',
  'caution',
  'info',
];
const elevations: Role[] = ['page', 'surface', 'raised'];

/**
 * Roles deliberately not checked, because nothing reads them as text or as the only cue:
 * - border: a hairline between areas that already differ in fill (page/surface/raised); decorative.
 * - skeleton, skeletonHighlight: loading shimmer, hidden from assistive tech; decorative.
 * - gameArtA/B/C: placeholder artwork fills; decorative.
 * - scrim, backdrop: what sits behind a dialog or beside the column; no content is read on them
 *   directly (the dialog paints raised/surface on top).
 * - brandAccent, badge, critical as fills are covered through their on* partners below.
 */
export const CONTRAST_GROUPS: { spec: string; pairs: Pair[] }[] = [
  {
    spec: 'WCAG 1.4.3 text contrast ≥ 4.5:1 on page, surface and raised',
    pairs: textRoles.flatMap((fg) => elevations.map((bg) => ({ fg, bg, min: 4.5 }))),
  },
  {
    spec: 'WCAG 1.4.3 text on filled colours ≥ 4.5:1',
    pairs: [
      { fg: 'onBrandAccent', bg: 'brandAccent', min: 4.5 },
      { fg: 'onBrandAccent', bg: 'brandAccentHover', min: 4.5 },
      { fg: 'onBadge', bg: 'badge', min: 4.5 },
      { fg: 'onCritical', bg: 'critical', min: 4.5 },
    ],
  },
  {
    // Header title (text on headerBg); BottomNav labels (textMuted, hover text, active brandAccentText on navBg);
    // DownloadPopup's notice (text on cautionSoft, inside a surface/raised popup);
    // SideMenu rows (text on brandAccentSoft when hovered/pressed, on the drawer's surface or a raised card).
    spec: 'WCAG 1.4.3 text on header, nav and tinted rows ≥ 4.5:1',
    pairs: [
      { fg: 'text', bg: 'headerBg', min: 4.5 },
      ...(['text', 'textMuted', 'brandAccentText'] as Role[]).map((fg) => ({ fg, bg: 'navBg' as Role, min: 4.5 })),
      { fg: 'text', bg: 'cautionSoft', over: 'surface', min: 4.5 },
      { fg: 'text', bg: 'cautionSoft', over: 'raised', min: 4.5 },
      { fg: 'text', bg: 'brandAccentSoft', over: 'surface', min: 4.5 },
      { fg: 'text', bg: 'brandAccentSoft', over: 'raised', min: 4.5 },
    ],
  },
  {
    // Icons on soft tints: EmptyState (critical/accent), Home tiles, SideMenu avatar, DownloadPopup options,
    // BottomNav's active pill, DownloadPopup's caution icon. Icons carry meaning, so non-text contrast applies.
    spec: 'WCAG 1.4.11 icons on soft tints ≥ 3:1',
    pairs: [
      ...elevations.flatMap((over) => [
        { fg: 'brandAccentText' as Role, bg: 'brandAccentSoft' as Role, over, min: 3 },
        { fg: 'critical' as Role, bg: 'criticalSoft' as Role, over, min: 3 },
        { fg: 'caution' as Role, bg: 'cautionSoft' as Role, over, min: 3 },
        { fg: 'positive' as Role, bg: 'positiveSoft' as Role, over, min: 3 },
        { fg: 'info' as Role, bg: 'infoSoft' as Role, over, min: 3 },
      ]),
      { fg: 'brandAccentText', bg: 'brandAccentSoft', over: 'navBg', min: 3 },
    ],
  },
  {
    // The brief asks for page; rings are also drawn inside dialogs, sheets and cards.
    spec: 'WCAG 1.4.11 / 2.4.7 focus indicator ≥ 3:1',
    pairs: elevations.map((bg) => ({ fg: 'focus' as Role, bg, min: 3 })),
  },
  {
    // Not a WCAG minimum: borders separate areas that already differ in fill. Just a sanity floor so the
    // strong border (input outlines, sheet grabber) never vanishes into the page.
    spec: 'borderStrong visible on page ≥ 1.5:1 (sanity)',
    pairs: [{ fg: 'borderStrong', bg: 'page', min: 1.5 }],
  },
];

export function ratioFor(c: ColorTokens, { fg, bg, over }: Pair): number {
  let background = parseColour(c[bg]);
  if (background.a !== 1) {
    if (!over) throw new Error(`${bg} is translucent: say which surface it sits on`);
    background = composite(background, parseColour(c[over]));
  }
  return contrastRatio(parseColour(c[fg]), background);
}

export const pairName = ({ fg, bg, over, min }: Pair) => `${fg} on ${bg}${over ? ` over ${over}` : ''} ≥ ${min}:1`;

/** The accent colours an operator may override (themes/runtime.ts BrandOverrides). */
export type AccentRole = 'brandAccent' | 'brandAccentHover' | 'onBrandAccent';

export interface ContrastFailure {
  mode: 'dark' | 'light';
  fg: Role;
  bg: Role;
  ratio: number;
  min: number;
}

/**
 * The pairs that an operator's accent overrides break, for a brand in both modes: every pair of
 * CONTRAST_GROUPS that reads an overridden role, measured with the overrides painted over the
 * brand's tokens (the same hex in dark and light, as applyBrandOverrides sets them). Pairs the
 * overrides do not touch are the brand's own, checked by the test.
 */
export function accentContrastFailures(
  tokens: BrandTokens,
  overrides: Partial<Record<AccentRole, string>>,
): ContrastFailure[] {
  const touched = new Set(Object.keys(overrides).filter((k) => overrides[k as AccentRole]));
  if (touched.size === 0) return [];
  const failures: ContrastFailure[] = [];
  for (const mode of ['dark', 'light'] as const) {
    const c: ColorTokens = { ...tokens.color[mode], ...overrides } as ColorTokens;
    for (const { pairs } of CONTRAST_GROUPS) {
      for (const pair of pairs) {
        if (!touched.has(pair.fg) && !touched.has(pair.bg) && !(pair.over && touched.has(pair.over))) continue;
        const ratio = ratioFor(c, pair);
        if (ratio < pair.min) failures.push({ mode, fg: pair.fg, bg: pair.bg, ratio, min: pair.min });
      }
    }
  }
  return failures;
}

/** A ratio as people read it: 3.21:1 is "3.21" (rounded down, so a failing 4.499 never reads 4.50). */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);
