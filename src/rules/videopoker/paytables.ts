import type { HandCategory } from './hand';

/**
 * The house video poker games (issue 23): Jacks or Better with the full-pay 9/6 table and the 8/5
 * table. A multiplier is what one stake returns, stake included ("for 1"): a high pair gives the
 * stake back. The royal flush pays 800 for 1 at every stake (the max-coin figure of a 4,000-coin
 * royal), so the declared RTP holds whatever stake is played. The RTPs are those of optimal play,
 * checked by exact enumeration in paytables.test.ts (docs/video-poker-baccarat.md).
 */
export type Paytable = Record<HandCategory, number>;

export interface VideoPokerGameDef {
  code: string;
  names: { en: string; 'zh-CN': string };
  /** Full house / flush pays, the usual name of the table. */
  table: '9/6' | '8/5';
  paytable: Paytable;
  /** The return of optimal play, as a fraction (0.9954 = 99.54 %). */
  rtp: number;
  /** The smallest stake (minor units). */
  minStake: number;
}

const base = {
  royalFlush: 800,
  straightFlush: 50,
  fourOfAKind: 25,
  straight: 4,
  threeOfAKind: 3,
  twoPair: 2,
  jacksOrBetter: 1,
  nothing: 0,
} as const;

export const JOB_96: Paytable = { ...base, fullHouse: 9, flush: 6 };
export const JOB_85: Paytable = { ...base, fullHouse: 8, flush: 5 };

export const VIDEO_POKER_GAMES: VideoPokerGameDef[] = [
  {
    code: 'lumen-jacks-96',
    names: { en: 'Jacks or Better 9/6', 'zh-CN': '杰克高手 9/6' },
    table: '9/6',
    paytable: JOB_96,
    rtp: 0.9954,
    minStake: 100,
  },
  {
    code: 'lumen-jacks-85',
    names: { en: 'Jacks or Better 8/5', 'zh-CN': '杰克高手 8/5' },
    table: '8/5',
    paytable: JOB_85,
    rtp: 0.973,
    minStake: 100,
  },
];

export const videoPokerGame = (code: string) => VIDEO_POKER_GAMES.find((g) => g.code === code);
