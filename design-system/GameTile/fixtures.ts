import { brokenSrc, defaultGameArt } from '../Image/fixtures/art';

/**
 * Story fixtures: generated SVG game art and a provider badge as data URIs (no network, deterministic,
 * no real vendor's trademark). The colours are picture content in the brands' palettes (gold, royal
 * blue, violet, teal, amber), not UI styling, so literals are fine here.
 */
const svg = (body: string, w = 240, h = 240) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  )}`;

export const art = {
  /** Gold coin on royal blue. */
  coin: svg(`
    <rect width="240" height="240" fill="#2f4a9e"/>
    <circle cx="120" cy="120" r="70" fill="#f2c04d"/>
    <circle cx="120" cy="120" r="54" fill="none" stroke="#b8860b" stroke-width="8"/>
    <rect x="108" y="84" width="24" height="72" rx="6" fill="#b8860b"/>
  `),
  /** Three reels on teal. */
  reels: svg(`
    <rect width="240" height="240" fill="#0f5f54"/>
    <rect x="28" y="64" width="56" height="112" rx="10" fill="#e8f6f1"/>
    <rect x="92" y="64" width="56" height="112" rx="10" fill="#e8f6f1"/>
    <rect x="156" y="64" width="56" height="112" rx="10" fill="#e8f6f1"/>
    <circle cx="56" cy="120" r="16" fill="#2dd4bf"/>
    <polygon points="120,102 136,134 104,134" fill="#f59e0b"/>
    <rect x="168" y="104" width="32" height="32" rx="6" fill="#7c4ddb"/>
  `),
  /** A teal gem on violet. */
  gem: svg(`
    <rect width="240" height="240" fill="#7c4ddb"/>
    <polygon points="120,40 190,104 120,200 50,104" fill="#2dd4bf"/>
    <polygon points="120,40 150,104 120,200 90,104" fill="#99f6e4"/>
  `),
  /** An amber fish on deep blue. */
  fish: svg(`
    <rect width="240" height="240" fill="#111a3a"/>
    <ellipse cx="110" cy="120" rx="64" ry="38" fill="#f59e0b"/>
    <polygon points="168,120 212,82 212,158" fill="#f59e0b"/>
    <circle cx="82" cy="110" r="9" fill="#111a3a"/>
  `),
  /** Two cards on emerald. */
  cards: svg(`
    <rect width="240" height="240" fill="#14532d"/>
    <rect x="52" y="52" width="80" height="116" rx="10" fill="#f3f5f9" transform="rotate(-12 92 110)"/>
    <rect x="108" y="72" width="80" height="116" rx="10" fill="#f3f5f9"/>
    <circle cx="148" cy="130" r="18" fill="#c42030"/>
  `),
  /** A golden sun on amber, light art: the heart must still show on it. */
  sun: svg(`
    <rect width="240" height="240" fill="#f7cf6f"/>
    <circle cx="120" cy="120" r="56" fill="#f59e0b"/>
    <circle cx="120" cy="120" r="84" fill="none" stroke="#e3ac2f" stroke-width="12" stroke-dasharray="18 14"/>
  `),
  /** Not an image: fails to decode, so the tile shows the site's default game image. */
  broken: brokenSrc,
} as const;

/** The site's default game image (what pages pass as `fallbackSrc`). */
export const fallbackArt = defaultGameArt;

/**
 * A made-up provider's wordmark badge (72×24): a spark and three bars in dark ink on its own gold
 * plate, as providers' badges are, so it reads on any art in either colour mode.
 */
export const vendorBadge = svg(
  `
  <rect width="72" height="24" rx="4" fill="#f2c04d"/>
  <polygon points="12,4 14.5,9.5 20,12 14.5,14.5 12,20 9.5,14.5 4,12 9.5,9.5" fill="#1a1405"/>
  <rect x="25" y="8" width="12" height="8" rx="2" fill="#1a1405"/>
  <rect x="41" y="8" width="9" height="8" rx="2" fill="#1a1405"/>
  <rect x="54" y="8" width="13" height="8" rx="2" fill="#1a1405"/>
`,
  72,
  24,
);
export const vendorName = 'Lumen Studio';

export const labels = { add: 'Add to favourites', remove: 'Remove from favourites' };
export const labelsZh = { add: '加入收藏', remove: '取消收藏' };

export interface TileFixture {
  name: string;
  imageUrl: string;
  hot?: boolean;
  favourite: boolean;
}

/** Nine games for a full three-by-three grid: one hot, two favourites, one broken art. */
export const games: TileFixture[] = [
  { name: 'Golden Dragon', imageUrl: art.coin, hot: true, favourite: true },
  { name: 'Emerald Reels', imageUrl: art.reels, favourite: false },
  { name: 'Crystal Cascade', imageUrl: art.gem, favourite: false },
  { name: 'Ocean Hunter', imageUrl: art.fish, favourite: false },
  { name: 'Royal Baccarat', imageUrl: art.cards, favourite: true },
  { name: 'Sunburst Fortune', imageUrl: art.sun, favourite: false },
  { name: 'Mystery Temple', imageUrl: art.broken, favourite: false },
  { name: 'Mega Fortune Wheel of the Seven Seas', imageUrl: art.gem, favourite: false },
  { name: 'Lucky Koi', imageUrl: art.fish, hot: true, favourite: false },
];

/** The same grid in Simplified Chinese. */
export const gamesZh: TileFixture[] = [
  { name: '金龙献宝', imageUrl: art.coin, hot: true, favourite: true },
  { name: '翡翠转轴', imageUrl: art.reels, favourite: false },
  { name: '水晶瀑布', imageUrl: art.gem, favourite: false },
  { name: '深海猎手', imageUrl: art.fish, favourite: false },
  { name: '皇家百家乐', imageUrl: art.cards, favourite: true },
  { name: '旭日财富', imageUrl: art.sun, favourite: false },
  { name: '神秘神殿', imageUrl: art.broken, favourite: false },
  { name: '七海超级幸运大转盘豪华版', imageUrl: art.gem, favourite: false },
  { name: '锦鲤', imageUrl: art.fish, hot: true, favourite: false },
];
