/**
 * Generated banner art for the demo seed: bold shapes in the brand palette (the dark theme tokens)
 * and a headline, in English and Simplified Chinese. No photos, no vendor marks. `npm run banners:generate` rewrites the files in
 * server/seed-assets/banners/; the SVGs are committed so the seed needs no build step. Each SVG embeds the glyphs
 * of its words in the brand's fonts (banner-fonts.ts), so it looks the same on every machine.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandTokens } from '../../themes/tokens';
import { BRAND_THEMES } from '../lib/brand-theme';
import { embedFonts, namedFamilies, type TextRun } from './banner-fonts';

export const BANNER_ASSET_DIR = fileURLToPath(new URL('../seed-assets/banners', import.meta.url));

export interface Palette {
  bgFrom: string;
  bgTo: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  text: string;
  muted: string;
  second: string;
  third: string;
}

/** The art's colours, all from the brand's dark theme tokens. */
export function paletteOf(tokens: BrandTokens): Palette {
  const c = tokens.color.dark;
  return {
    bgFrom: c.page,
    bgTo: c.raised,
    accent: c.brandAccent,
    accentHover: c.brandAccentHover,
    onAccent: c.onBrandAccent,
    text: c.text,
    muted: c.textMuted,
    second: c.gameArtB,
    third: c.gameArtC,
  };
}

export const PALETTES: Record<'aurum' | 'verdant', Palette> = {
  aurum: paletteOf(BRAND_THEMES.aurum),
  verdant: paletteOf(BRAND_THEMES.verdant),
};

export type Motif = 'coins' | 'calendar' | 'friends' | 'flame' | 'crown' | 'gift';

/** The words on a banner in one language. */
export interface BannerCopy {
  /** Headline; the part in `highlight` is drawn in the accent colour. It is also the banner's title. */
  headline: string;
  highlight?: string;
  subline: string;
  cta: string;
}

export interface BannerArt extends BannerCopy {
  /** The English art; each translation is written next to it as `<name>.<lang>.svg`. */
  file: string;
  width: number;
  height: number;
  motif: Motif;
  translations: Record<'zh-CN', BannerCopy>;
}

/** Languages the art is drawn in besides English (the brands' default). */
export const ART_LANGUAGES = ['zh-CN'] as const;
export type ArtLanguage = (typeof ART_LANGUAGES)[number];

/** `aurum-home-welcome.svg` -> `aurum-home-welcome.zh-CN.svg`. */
export const translatedFile = (file: string, lang: ArtLanguage) => file.replace(/\.svg$/, `.${lang}.svg`);

/**
 * The art's type: of the brand's heading families, those its languages (English and Simplified
 * Chinese, ART_LANGUAGES) are written in: the Latin face, then Noto Sans SC. Embedded in each SVG.
 */
export const fontsOf = (tokens: BrandTokens) =>
  namedFamilies(tokens.font.heading).filter((family, i) => i === 0 || family === 'Noto Sans SC');

export const FONTS: Record<'aurum' | 'verdant', string[]> = {
  aurum: fontsOf(BRAND_THEMES.aurum),
  verdant: fontsOf(BRAND_THEMES.verdant),
};

/** Weights of the headline, the subline and the call to action. */
export const WEIGHTS = { headline: 800, subline: 500, cta: 700 } as const;

/** CJK ideographs, kana, CJK punctuation and full-width forms are about one em wide. */
const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;
/** Rough width of `s` in ems: `narrow` per Latin character, `wide` per CJK character. */
const ems = (s: string, narrow: number, wide: number) =>
  [...s].reduce((sum, ch) => sum + (WIDE.test(ch) ? wide : narrow), 0);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function coin(cx: number, cy: number, r: number, p: Palette) {
  return `<g>
    <circle cx="${cx}" cy="${cy + r * 0.12}" r="${r}" fill="${p.onAccent}" opacity="0.35"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#coin)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="none" stroke="${p.onAccent}" stroke-opacity="0.35" stroke-width="${r * 0.08}"/>
    <path d="M ${cx - r * 0.22} ${cy - r * 0.3} h ${r * 0.44} M ${cx} ${cy - r * 0.42} v ${r * 0.84} M ${cx - r * 0.22} ${cy + r * 0.3} h ${r * 0.44}" stroke="${p.onAccent}" stroke-opacity="0.55" stroke-width="${r * 0.1}" stroke-linecap="round"/>
  </g>`;
}

function motifArt(motif: Motif, x: number, cy: number, s: number, p: Palette): string {
  switch (motif) {
    case 'coins':
      return [
        coin(x + s * 0.1, cy + s * 0.28, s * 0.36, p),
        coin(x + s * 0.62, cy - s * 0.05, s * 0.46, p),
        coin(x + s * 1.05, cy + s * 0.42, s * 0.28, p),
      ].join('');
    case 'calendar': {
      const w = s * 1.1;
      const h = s * 1.0;
      const left = x;
      const top = cy - h / 2;
      const cells: string[] = [];
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 4; c++) {
          const done = r * 4 + c < 6;
          const cx = left + w * 0.14 + c * w * 0.24;
          const cyy = top + h * 0.42 + r * h * 0.19;
          cells.push(
            done
              ? `<circle cx="${cx}" cy="${cyy}" r="${s * 0.07}" fill="${p.accent}"/><path d="M ${cx - s * 0.035} ${cyy} l ${s * 0.025} ${s * 0.025} l ${s * 0.045} ${-s * 0.05}" stroke="${p.onAccent}" stroke-width="${s * 0.022}" fill="none" stroke-linecap="round"/>`
              : `<circle cx="${cx}" cy="${cyy}" r="${s * 0.07}" fill="none" stroke="${p.muted}" stroke-opacity="0.6" stroke-width="${s * 0.015}"/>`,
          );
        }
      return `<g transform="rotate(-6 ${left + w / 2} ${cy})">
        <rect x="${left}" y="${top}" width="${w}" height="${h}" rx="${s * 0.1}" fill="${p.text}" fill-opacity="0.08" stroke="${p.accent}" stroke-width="${s * 0.03}"/>
        <rect x="${left}" y="${top}" width="${w}" height="${h * 0.24}" rx="${s * 0.1}" fill="${p.accent}"/>
        <rect x="${left}" y="${top + h * 0.12}" width="${w}" height="${h * 0.12}" fill="${p.accent}"/>
        <rect x="${left + w * 0.22}" y="${top - s * 0.08}" width="${s * 0.06}" height="${s * 0.18}" rx="${s * 0.03}" fill="${p.text}"/>
        <rect x="${left + w * 0.72}" y="${top - s * 0.08}" width="${s * 0.06}" height="${s * 0.18}" rx="${s * 0.03}" fill="${p.text}"/>
        ${cells.join('')}
      </g>`;
    }
    case 'friends': {
      const person = (px: number, py: number, r: number, fill: string) =>
        `<circle cx="${px}" cy="${py - r * 1.1}" r="${r * 0.62}" fill="${fill}"/><path d="M ${px - r} ${py + r * 0.9} a ${r} ${r} 0 0 1 ${2 * r} 0 z" fill="${fill}"/>`;
      return `<g>
        <circle cx="${x + s * 0.6}" cy="${cy}" r="${s * 0.62}" fill="${p.accent}" fill-opacity="0.12"/>
        ${person(x + s * 0.18, cy + s * 0.2, s * 0.26, p.second)}
        ${person(x + s * 1.02, cy + s * 0.2, s * 0.26, p.third)}
        ${person(x + s * 0.6, cy + s * 0.12, s * 0.36, p.accent)}
        <path d="M ${x + s * 0.34} ${cy - s * 0.62} q ${s * 0.26} ${-s * 0.22} ${s * 0.52} 0" stroke="${p.accentHover}" stroke-width="${s * 0.04}" fill="none" stroke-linecap="round"/>
      </g>`;
    }
    case 'flame':
      return `<g>
        <path d="M ${x + s * 0.55} ${cy - s * 0.7} C ${x + s * 0.95} ${cy - s * 0.25}, ${x + s * 1.1} ${cy + s * 0.05}, ${x + s * 0.95} ${cy + s * 0.4} C ${x + s * 0.85} ${cy + s * 0.62}, ${x + s * 0.25} ${cy + s * 0.62}, ${x + s * 0.15} ${cy + s * 0.4} C ${x} ${cy + s * 0.05}, ${x + s * 0.25} ${cy - s * 0.1}, ${x + s * 0.3} ${cy - s * 0.3} C ${x + s * 0.42} ${cy - s * 0.12}, ${x + s * 0.5} ${cy - s * 0.2}, ${x + s * 0.55} ${cy - s * 0.7} z" fill="${p.accent}"/>
        <path d="M ${x + s * 0.56} ${cy - s * 0.15} C ${x + s * 0.78} ${cy + s * 0.08}, ${x + s * 0.82} ${cy + s * 0.3}, ${x + s * 0.7} ${cy + s * 0.46} C ${x + s * 0.6} ${cy + s * 0.56}, ${x + s * 0.42} ${cy + s * 0.56}, ${x + s * 0.36} ${cy + s * 0.44} C ${x + s * 0.28} ${cy + s * 0.26}, ${x + s * 0.46} ${cy + s * 0.12}, ${x + s * 0.56} ${cy - s * 0.15} z" fill="${p.onAccent}" fill-opacity="0.35"/>
      </g>`;
    case 'crown':
      return `<g>
        <path d="M ${x} ${cy - s * 0.25} L ${x + s * 0.28} ${cy + s * 0.05} L ${x + s * 0.55} ${cy - s * 0.5} L ${x + s * 0.82} ${cy + s * 0.05} L ${x + s * 1.1} ${cy - s * 0.25} L ${x + s * 0.98} ${cy + s * 0.4} L ${x + s * 0.12} ${cy + s * 0.4} z" fill="${p.accent}"/>
        <rect x="${x + s * 0.12}" y="${cy + s * 0.46}" width="${s * 0.86}" height="${s * 0.12}" rx="${s * 0.04}" fill="${p.accentHover}"/>
        <circle cx="${x}" cy="${cy - s * 0.27}" r="${s * 0.07}" fill="${p.accentHover}"/>
        <circle cx="${x + s * 0.55}" cy="${cy - s * 0.53}" r="${s * 0.08}" fill="${p.accentHover}"/>
        <circle cx="${x + s * 1.1}" cy="${cy - s * 0.27}" r="${s * 0.07}" fill="${p.accentHover}"/>
        <circle cx="${x + s * 0.55}" cy="${cy + s * 0.15}" r="${s * 0.09}" fill="${p.third}"/>
      </g>`;
    case 'gift':
      return `<g transform="rotate(8 ${x + s * 0.55} ${cy})">
        <rect x="${x}" y="${cy - s * 0.2}" width="${s * 1.1}" height="${s * 0.7}" rx="${s * 0.06}" fill="${p.second}"/>
        <rect x="${x - s * 0.06}" y="${cy - s * 0.38}" width="${s * 1.22}" height="${s * 0.24}" rx="${s * 0.06}" fill="${p.third}"/>
        <rect x="${x + s * 0.47}" y="${cy - s * 0.38}" width="${s * 0.16}" height="${s * 0.88}" fill="${p.accent}"/>
        <path d="M ${x + s * 0.55} ${cy - s * 0.38} C ${x + s * 0.2} ${cy - s * 0.75}, ${x + s * 0.05} ${cy - s * 0.4}, ${x + s * 0.55} ${cy - s * 0.38} C ${x + s * 1.05} ${cy - s * 0.4}, ${x + s * 0.9} ${cy - s * 0.75}, ${x + s * 0.55} ${cy - s * 0.38} z" fill="none" stroke="${p.accent}" stroke-width="${s * 0.08}" stroke-linejoin="round"/>
      </g>`;
  }
}

/** The art with the words of `lang`. */
export const bannerCopy = (base: BannerArt, lang: 'en' | ArtLanguage = 'en'): BannerArt => ({
  ...base,
  ...(lang === 'en' ? {} : base.translations[lang]),
});

/** The words a banner draws, each in its weight. */
export const bannerText = (copy: BannerCopy): TextRun[] => [
  { text: copy.headline, weight: WEIGHTS.headline },
  { text: copy.subline, weight: WEIGHTS.subline },
  { text: copy.cta, weight: WEIGHTS.cta },
];

/**
 * The banner in English, or in `lang` with that language's copy, drawn in `families` (the brand's heading
 * fonts), whose glyphs for these words it embeds: an <img> SVG cannot load the page's web fonts.
 */
export async function bannerSvg(
  base: BannerArt,
  p: Palette,
  families: string[],
  lang: 'en' | ArtLanguage = 'en',
): Promise<string> {
  const art = bannerCopy(base, lang);
  const fonts = await embedFonts(bannerText(art), families);
  const font = [...fonts.families.map((f) => `'${f}'`), 'sans-serif'].join(', ');
  const { width: W, height: H } = art;
  const pad = Math.round(H * 0.14);
  const headSize = Math.round(Math.min(H * 0.19, (W * 0.5) / ems(art.headline, 0.56, 1)));
  const subSize = Math.round(Math.max(H * 0.075, headSize * 0.42));
  const ctaH = Math.round(Math.max(H * 0.15, 40));
  const ctaW = Math.round(ems(art.cta, 0.34, 0.5) * ctaH + ctaH * 1.2);
  const artSize = H * 0.62;
  const artX = W - artSize * 1.35 - pad * 0.4;
  const hl = art.highlight && art.headline.includes(art.highlight) ? art.highlight : undefined;
  const [before, after] = hl ? art.headline.split(hl) : [art.headline, ''];
  const headline = hl
    ? `${esc(before ?? '')}<tspan fill="url(#accentText)">${esc(hl)}</tspan>${esc(after ?? '')}`
    : esc(art.headline);
  const textTop = H / 2 - (headSize + subSize * 1.4 + ctaH + pad * 0.5) / 2 + headSize * 0.85;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" lang="${lang}" role="img" aria-label="${esc(art.headline)}">
  <defs>
    <style>
${fonts.css.replace(/^/gm, '      ')}
    </style>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bgFrom}"/>
      <stop offset="1" stop-color="${p.bgTo}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.45" r="0.55">
      <stop offset="0" stop-color="${p.accent}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="coin" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.accentHover}"/>
      <stop offset="1" stop-color="${p.accent}"/>
    </linearGradient>
    <linearGradient id="accentText" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.accentHover}"/>
      <stop offset="1" stop-color="${p.accent}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <g opacity="0.09" fill="${p.text}">
    <path d="M ${W * 0.52} 0 L ${W * 0.6} 0 L ${W * 0.42} ${H} L ${W * 0.34} ${H} z"/>
    <path d="M ${W * 0.66} 0 L ${W * 0.69} 0 L ${W * 0.51} ${H} L ${W * 0.48} ${H} z"/>
  </g>
  <circle cx="${W * 0.96}" cy="${H * 0.08}" r="${H * 0.32}" fill="${p.second}" opacity="0.35"/>
  <circle cx="${W * 0.58}" cy="${H * 1.02}" r="${H * 0.22}" fill="${p.third}" opacity="0.25"/>
  ${motifArt(art.motif, artX, H * 0.5, artSize, p)}
  <g font-family="${font}">
    <text x="${pad}" y="${textTop}" font-size="${headSize}" font-weight="${WEIGHTS.headline}" fill="${p.text}" letter-spacing="-0.5">${headline}</text>
    <text x="${pad}" y="${textTop + subSize * 1.6}" font-size="${subSize}" font-weight="${WEIGHTS.subline}" fill="${p.muted}">${esc(art.subline)}</text>
    <rect x="${pad}" y="${textTop + subSize * 1.6 + pad * 0.55}" width="${ctaW}" height="${ctaH}" rx="${ctaH / 2}" fill="${p.accent}"/>
    <text x="${pad + ctaW / 2}" y="${textTop + subSize * 1.6 + pad * 0.55 + ctaH * 0.66}" font-size="${Math.round(ctaH * 0.46)}" font-weight="${WEIGHTS.cta}" fill="${p.onAccent}" text-anchor="middle">${esc(art.cta)}</text>
  </g>
</svg>
`;
}

/** The demo banners of one brand: 3 for m_home, 1 each for m_hotgames, m_leftmenu and m_reg. */
export function brandBannerArt(brand: 'aurum' | 'verdant') {
  const home = { width: 750, height: 300 };
  return {
    m_home: [
      {
        file: `${brand}-home-welcome.svg`,
        ...home,
        headline: 'Welcome bonus 120%',
        highlight: '120%',
        subline: 'On your first deposit, up to ¥3,000',
        cta: 'Claim now',
        motif: 'coins',
        translations: {
          'zh-CN': {
            headline: '迎新礼金 120%',
            highlight: '120%',
            subline: '首次存款即享，最高 ¥3,000',
            cta: '立即领取',
          },
        },
      },
      {
        file: `${brand}-home-signin.svg`,
        ...home,
        headline: 'Sign in daily',
        subline: 'Seven days in a row, seven rewards',
        cta: 'Check in',
        motif: 'calendar',
        translations: { 'zh-CN': { headline: '每日签到', subline: '连续签到七天，天天有奖励', cta: '去签到' } },
      },
      {
        file: `${brand}-home-invite.svg`,
        ...home,
        headline: 'Invite friends, earn 10%',
        highlight: '10%',
        subline: 'A share of every friend’s first deposit',
        cta: 'Invite',
        motif: 'friends',
        translations: {
          'zh-CN': {
            headline: '邀请好友，赚 10%',
            highlight: '10%',
            subline: '好友每笔首存，您都有分成',
            cta: '立即邀请',
          },
        },
      },
    ],
    m_hotgames: [
      {
        file: `${brand}-hotgames.svg`,
        width: 750,
        height: 220,
        headline: 'Hot this week',
        subline: 'The games everyone is playing',
        cta: 'Play',
        motif: 'flame',
        translations: { 'zh-CN': { headline: '本周热门', subline: '大家都在玩的游戏', cta: '开始游戏' } },
      },
    ],
    m_leftmenu: [
      {
        file: `${brand}-leftmenu-vip.svg`,
        width: 600,
        height: 240,
        headline: 'VIP club',
        subline: 'Higher limits, faster payouts',
        cta: 'See levels',
        motif: 'crown',
        translations: { 'zh-CN': { headline: 'VIP 俱乐部', subline: '更高限额，更快出款', cta: '查看等级' } },
      },
    ],
    m_reg: [
      {
        file: `${brand}-reg-bonus.svg`,
        ...home,
        headline: 'Join now, get 120%',
        highlight: '120%',
        subline: 'Register in a minute, play right away',
        cta: 'Register',
        motif: 'gift',
        translations: {
          'zh-CN': {
            headline: '注册即享 120%',
            highlight: '120%',
            subline: '一分钟完成注册，马上开玩',
            cta: '立即注册',
          },
        },
      },
    ],
  } satisfies Record<string, BannerArt[]>;
}

export async function writeBannerArt(dir = BANNER_ASSET_DIR) {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const brand of ['aurum', 'verdant'] as const) {
    for (const list of Object.values(brandBannerArt(brand))) {
      for (const art of list) {
        await writeFile(path.join(dir, art.file), await bannerSvg(art, PALETTES[brand], FONTS[brand]));
        written.push(art.file);
        for (const lang of ART_LANGUAGES) {
          const file = translatedFile(art.file, lang);
          await writeFile(path.join(dir, file), await bannerSvg(art, PALETTES[brand], FONTS[brand], lang));
          written.push(file);
        }
      }
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = await writeBannerArt();
  console.log(`wrote ${files.length} banners to ${BANNER_ASSET_DIR}`);
}
