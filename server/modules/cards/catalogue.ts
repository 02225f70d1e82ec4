import { BACCARAT_RTP, type BaccaratBet, PAY_PERCENT } from '../../../src/rules/baccarat';
import { VIDEO_POKER_GAMES } from '../../../src/rules/videopoker/paytables';
import { STUDIO_VENDOR } from '../studio';

/**
 * The house card games (issue 23; docs/video-poker-baccarat.md). Video poker belongs to the studio's
 * vendor LUMEN (RNG, classify VP); baccarat to its own vendor LUMEN_TABLE (PVP, classify TG), so the
 * PVP lobby shows a vendor tile. Colours are the window's and the generated art's palette.
 */
export const POKER_VENDOR = STUDIO_VENDOR.vassalage;

export const TABLE_VENDOR_DEF = {
  vassalage: 'LUMEN_TABLE',
  displayName: 'Lumen Table',
  displayNames: { en: 'Lumen Table', 'zh-CN': '流明牌桌' },
  gameType: 'PVP',
  gameCategory: 'PVP',
} as const;
export const TABLE_VENDOR = TABLE_VENDOR_DEF.vassalage;

export interface CardTheme {
  background: string;
  primary: string;
  accent: string;
}

export const POKER_THEMES: Record<string, CardTheme> = {
  'lumen-jacks-96': { background: '#0f2a2e', primary: '#1f7a6d', accent: '#f2c14e' },
  'lumen-jacks-85': { background: '#1d1733', primary: '#5b3fa0', accent: '#f29e4c' },
};

export const BACCARAT_GAME = {
  code: 'lumen-baccarat',
  names: { en: 'Lumen Baccarat', 'zh-CN': '流明百家乐' },
  theme: { background: '#0e2a1c', primary: '#1c6b45', accent: '#e8c46a' } as CardTheme,
  chips: [100, 500, 1000, 5000, 10_000],
  minBet: 100,
  maxBet: 1_000_000,
} as const;

/** A game's declared RTP in hundredths of a percent (the catalogue's `rtp`). */
export const pokerRtpBp = (rtp: number) => Math.round(rtp * 10_000);
export const baccaratRtpBp = (): Record<BaccaratBet, number> =>
  Object.fromEntries(Object.entries(BACCARAT_RTP).map(([b, r]) => [b, Math.round(r * 10_000)])) as Record<
    BaccaratBet,
    number
  >;
export const baccaratPays = (): Record<BaccaratBet, number> =>
  Object.fromEntries(Object.entries(PAY_PERCENT).map(([b, p]) => [b, p / 100])) as Record<BaccaratBet, number>;

export const isPokerGame = (code: string) => VIDEO_POKER_GAMES.some((g) => g.code === code);
export const isBaccaratGame = (code: string) => code === BACCARAT_GAME.code;
/** The window path of a card game (/m/<window>/:code), or null. */
export const cardWindow = (code: string): 'poker' | 'baccarat' | null =>
  isPokerGame(code) ? 'poker' : isBaccaratGame(code) ? 'baccarat' : null;
/** The job that settles abandoned video poker hands and retries unpaid card rounds (every minute). */
export const CARDS_SWEEP_JOB = 'cards-sweep';
