import type { Winner } from '../../src/api/contract/games';
import { brokenSrc } from '../Image/fixtures/art';

/**
 * Story fixtures: winners with generated SVG game icons as data URIs (no network, deterministic).
 * The colours here are picture content, not UI styling, so literals are fine.
 */
const icon = (background: string, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/>${body}</svg>`,
  )}`;

export const icons = {
  coin: icon(
    '#1d2f6f',
    '<circle cx="40" cy="40" r="24" fill="#f2c04d"/><circle cx="40" cy="40" r="17" fill="none" stroke="#b8860b" stroke-width="4"/>',
  ),
  reels: icon(
    '#0f5f54',
    '<rect x="12" y="22" width="16" height="36" rx="4" fill="#e8f6f1"/><rect x="32" y="22" width="16" height="36" rx="4" fill="#e8f6f1"/><rect x="52" y="22" width="16" height="36" rx="4" fill="#e8f6f1"/><circle cx="40" cy="40" r="5" fill="#e11d48"/>',
  ),
  fish: icon(
    '#0b4a7a',
    '<ellipse cx="38" cy="40" rx="20" ry="12" fill="#f59e0b"/><polygon points="56,40 70,28 70,52" fill="#f59e0b"/><circle cx="30" cy="37" r="3" fill="#0b4a7a"/>',
  ),
  cards: icon(
    '#4a1d5f',
    '<rect x="18" y="16" width="26" height="38" rx="4" fill="#ffffff" transform="rotate(-12 31 35)"/><rect x="36" y="24" width="26" height="38" rx="4" fill="#ffffff"/><circle cx="49" cy="43" r="6" fill="#e11d48"/>',
  ),
  gem: icon(
    '#3b0f3a',
    '<polygon points="40,16 62,34 40,64 18,34" fill="#2dd4bf"/><polygon points="40,16 50,34 40,64 30,34" fill="#99f6e4"/>',
  ),
  ball: icon(
    '#14532d',
    '<circle cx="40" cy="40" r="22" fill="#ffffff"/><polygon points="40,30 49,37 46,48 34,48 31,37" fill="#111827"/>',
  ),
  /** Not an image: fails to decode, so the entry shows the default game image. */
  broken: brokenSrc,
} as const;

interface Seed {
  name: string;
  game: string;
  icon: string;
  amount: number;
  gameType?: Winner['gameType'];
}

let serial = 0;
const winner = ({ name, game, icon: iconUrl, amount, gameType = 'RNG' }: Seed): Winner => {
  serial += 1;
  const code = game.toUpperCase().replace(/[^A-Z]+/g, '_');
  return {
    iconUrl,
    customerName: name,
    gameName: game,
    winAmount: amount,
    currencySymbol: '₱',
    nodeId: `node-${serial}`,
    gameCode: code,
    vassalage: 'LUMEN',
    gameType,
    // Fixed instants, one hour apart: stories never read the clock.
    settledAt: new Date(Date.UTC(2026, 0, 15, 11, 0, 0) - serial * 3_600_000).toISOString(),
  };
};

/** The biggest wins of the week, largest first: 14 of them, so the board must cap at 10. */
export const biggestWinners: Winner[] = (
  [
    { name: 'pl***1', game: 'Golden Dragon', icon: icons.coin, amount: 1_288_800_00 },
    { name: 'lu***y', game: 'Emerald Reels', icon: icons.reels, amount: 856_420_50 },
    { name: 'ma***8', game: 'Ocean Hunter', icon: icons.fish, amount: 502_000_00, gameType: 'FISH' },
    { name: 'jo***n', game: 'Royal Baccarat', icon: icons.cards, amount: 388_150_25, gameType: 'LIVE' },
    { name: 'ki***7', game: 'Crystal Cascade', icon: icons.gem, amount: 245_900_00 },
    { name: 'an***a', game: 'Penalty Kings', icon: icons.ball, amount: 198_765_43, gameType: 'SPORTS' },
    { name: 'te***3', game: 'Mystery Temple', icon: icons.broken, amount: 150_000_00 },
    { name: 'ro***o', game: 'Golden Dragon', icon: icons.coin, amount: 99_999_99 },
    { name: 'si***5', game: 'Emerald Reels', icon: icons.reels, amount: 76_543_21 },
    { name: 'da***e', game: 'Ocean Hunter', icon: icons.fish, amount: 54_320_00, gameType: 'FISH' },
    { name: 'ch***i', game: 'Lucky Koi Deluxe', icon: icons.gem, amount: 43_210_00 },
    { name: 'ne***0', game: 'Royal Baccarat', icon: icons.cards, amount: 32_100_00, gameType: 'LIVE' },
    { name: 'va***s', game: 'Penalty Kings', icon: icons.ball, amount: 21_000_00, gameType: 'SPORTS' },
    { name: 'zo***4', game: 'Crystal Cascade', icon: icons.gem, amount: 10_500_00 },
  ] satisfies Seed[]
).map(winner);

/** Recent jackpot hits, newest first. */
export const jackpotWinners: Winner[] = (
  [
    { name: 'be***9', game: 'Mega Fortune Wheel of the Seven Seas', icon: icons.gem, amount: 2_500_000_00 },
    { name: 'pl***1', game: 'Golden Dragon', icon: icons.coin, amount: 612_340_00 },
    { name: 'ha***2', game: 'Crystal Cascade', icon: icons.gem, amount: 88_888_88 },
    { name: 'ol***r', game: 'Emerald Reels', icon: icons.reels, amount: 45_000_00 },
    { name: 'yu***n', game: 'Ocean Hunter', icon: icons.fish, amount: 12_345_67, gameType: 'FISH' },
    { name: 'ti***a', game: 'Lucky Koi Deluxe', icon: icons.coin, amount: 9_876_50 },
  ] satisfies Seed[]
).map(winner);
