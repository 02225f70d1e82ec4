import type { LotteryFamily } from './draw';

/**
 * The house lottery vendor's games (issue 22; docs/lottery.md): nine fast draws (ELOTT, play type
 * ent) every 1, 3 and 5 minutes, and the house's own daily Vietnamese-style draw (LOTT, trad). It is
 * the house's draw, not a state lottery: its name says so.
 */
export interface LotteryGameDef {
  code: string;
  family: LotteryFamily;
  gameType: 'LOTT' | 'ELOTT';
  /** Seconds between draws; 86400 for the daily draw. */
  intervalSeconds: number;
  /** The default betting close before each draw. */
  closeSeconds: number;
  /** The daily draw's default brand-local time (HH:MM). */
  dailyTime?: string;
  names: { en: string; 'zh-CN': string; vi?: string };
  /** The smallest stake of one bet (minor units). */
  minStake: number;
}

const FAST: { family: LotteryFamily; key: string; en: string; zh: string }[] = [
  { family: '5d', key: '5d', en: 'Lumen 5D', zh: '流明五星彩' },
  { family: 'k3', key: 'k3', en: 'Lumen Quick 3', zh: '流明快三' },
  { family: '11x5', key: '11x5', en: 'Lumen 11 Pick 5', zh: '流明11选5' },
];
const MINUTES = [1, 3, 5] as const;

export const LOTTERY_GAMES: LotteryGameDef[] = [
  ...FAST.flatMap((f) =>
    MINUTES.map(
      (m): LotteryGameDef => ({
        code: `lumen-${f.key}-${m}m`,
        family: f.family,
        gameType: 'ELOTT',
        intervalSeconds: m * 60,
        closeSeconds: m === 1 ? 10 : 30,
        names: { en: `${f.en} · ${m} min`, 'zh-CN': `${f.zh}·${m}分钟` },
        minStake: 100,
      }),
    ),
  ),
  {
    code: 'lumen-vn-daily',
    family: 'vn',
    gameType: 'LOTT',
    intervalSeconds: 86_400,
    closeSeconds: 15 * 60,
    dailyTime: '18:30',
    names: {
      en: 'Lumen House Daily (VN style)',
      'zh-CN': '流明每日彩（越南玩法·本站开奖）',
      vi: 'Xổ số Lumen hằng ngày (nhà cái tự quay)',
    },
    minStake: 100,
  },
];

export const lotteryGameDef = (code: string) => LOTTERY_GAMES.find((g) => g.code === code);

/** The name in a language the game has, else English. */
export const lotteryGameName = (def: LotteryGameDef, lang?: string) =>
  (lang && (def.names as Record<string, string | undefined>)[lang]) || def.names.en;
