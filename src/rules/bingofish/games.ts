import { houseGamePalettes } from '../../../themes/houseGames';

/**
 * The house bingo and fishing games (issue 23): the rules part of their catalogue entries, shared by
 * the server (seed, sessions) and the browser. Bingo is a game of the studio's vendor LUMEN (gameType
 * RNG, gameClassify BG); fishing is its own vendor LUMEN_FISH (gameCategory and gameType FISH).
 * `rtp` in hundredths of a percent. Stakes are in minor units (bingo: per card; fishing: per shot).
 */
export const FISH_VENDOR = 'LUMEN_FISH';
export const BINGO_VENDOR = 'LUMEN';

export interface HouseGameDef {
  code: string;
  vassalage: string;
  names: { en: string; 'zh-CN': string };
  gameType: string;
  gameClassify: string | null;
  rtp: number;
  minBet: number;
  stakes: readonly number[];
  /** The game window's route: /m/<window>/:gameCode. */
  window: 'bingo' | 'fishing';
  theme: { background: string; primary: string; accent: string };
}

export const BINGO_GAMES: readonly HouseGameDef[] = [
  {
    code: 'lumen-bingo-75',
    vassalage: BINGO_VENDOR,
    names: { en: 'Bingo 75', 'zh-CN': '宾果 75' },
    gameType: 'RNG',
    gameClassify: 'BG',
    rtp: 9605,
    minBet: 10,
    stakes: [10, 20, 50, 100, 200, 500, 1000],
    window: 'bingo',
    theme: houseGamePalettes.bingo,
  },
];

export const FISHING_GAMES: readonly HouseGameDef[] = [
  {
    code: 'lumen-reef-hunter',
    vassalage: FISH_VENDOR,
    names: { en: 'Reef Hunter', 'zh-CN': '珊瑚猎手' },
    gameType: 'FISH',
    gameClassify: null,
    rtp: 9600,
    minBet: 10,
    stakes: [10, 20, 50, 100, 200, 500],
    window: 'fishing',
    theme: houseGamePalettes.fishing,
  },
];

export const houseGame = (code: string): HouseGameDef | undefined =>
  [...BINGO_GAMES, ...FISHING_GAMES].find((g) => g.code === code);

/** The window a bingo or fishing game opens (POST /api/games/launch), or null for any other game. */
export const bingoFishWindow = (gameCode: string): 'bingo' | 'fishing' | null => houseGame(gameCode)?.window ?? null;
