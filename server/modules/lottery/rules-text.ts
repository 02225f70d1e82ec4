import type { GameSettings } from './service';

const minutes = (s: number) => (s >= 60 ? `${Math.round(s / 60)}` : `${s / 60}`);

/** The rules a game window shows, as paragraphs, in English or Simplified Chinese. */
export function lotteryRules(s: GameSettings, lang?: string): string[] {
  const zh = lang === 'zh-CN';
  const every = s.dailyTime
    ? zh
      ? `每天 ${s.dailyTime}（本站时间）开奖一次。`
      : `One draw a day at ${s.dailyTime} house time.`
    : s.intervalSeconds >= 60
      ? zh
        ? `每 ${minutes(s.intervalSeconds)} 分钟开奖一次。`
        : `A draw every ${minutes(s.intervalSeconds)} minute${s.intervalSeconds === 60 ? '' : 's'}.`
      : zh
        ? `每 ${s.intervalSeconds} 秒开奖一次（测试节奏）。`
        : `A draw every ${s.intervalSeconds} seconds (test pace).`;
  const close = zh
    ? `开奖前 ${s.closeSeconds} 秒停止下注；停止后的注单不予接受。`
    : `Betting closes ${s.closeSeconds} seconds before each draw; a later bet is refused.`;
  const house = zh
    ? '本游戏由本站自行开奖，并非任何国家或地区的官方彩票。每期结果由预先公布的哈希链得出，任何人都可在“公平验证”页核对。'
    : "This is the house's own draw, not a state lottery. Every result comes from a hash chain published before the first draw; anyone can check it on the fairness page.";
  const pay = zh
    ? '赔率含本金：中奖派彩 = ⌊投注额 × 赔率⌋。每种玩法的理论返还率见玩法说明。开奖失败的期次作废并全额退还投注。'
    : 'Odds include the stake: a win pays ⌊stake × odds⌋. Each bet type shows its declared return. A draw that cannot be produced is void and every bet on it is refunded.';
  const family: Record<string, [string, string]> = {
    '5d': [
      'Five digits 0–9 are drawn. Big is a sum of 23–45 (a digit 5–9); small is 0–22 (a digit 0–4). Straight bets match digits in order; a box-6 matches three different digits in any order, a box-3 a pair and a third digit.',
      '开出 5 个 0–9 的数字。总和 23–45 为大（单个位置 5–9 为大），0–22 为小。直选须按位置顺序全中；组六为三个不同数字不限顺序，组三为一对加一个数字。',
    ],
    k3: [
      'Three dice are rolled. Big is a sum of 11–17, small 4–10; a triple loses big/small and odd/even. A pair bet wins when at least two dice show its face.',
      '开出三颗骰子。和值 11–17 为大，4–10 为小；开出豹子时大小单双均不中。对子玩法在至少两颗骰子为所选点数时中奖。',
    ],
    '11x5': [
      'Five different balls of 1–11 are drawn in order. Pick 1–5 wins when all your numbers are among the five; pick 6–8 when all five are among your numbers. First bets read the first balls drawn.',
      '从 1–11 中按顺序开出 5 个不同号码。任选一至任选五：所选号码全部在开奖号码中即中奖；任选六至任选八：开奖的 5 个号码全部在所选号码中即中奖。前一、前二、前三按开奖顺序计算。',
    ],
    vn: [
      'Twenty-seven numbers are drawn in eight prize tiers (special, first … seventh). Lô pays for each number whose last two digits match your pair — twice if it appears twice. Đề pays on the special prize’s last two digits, 3-càng on its last three.',
      '每期开出 27 个号码，分为特等奖及一至七等奖。“Lô” 按末两位与所选号码相同的号码个数派彩（出现两次即派两次）；“Đề” 对特等奖末两位；“3-càng” 对特等奖末三位。',
    ],
  };
  const [en, cn] = family[s.def.family] ?? ['', ''];
  return [every, close, zh ? cn : en, pay, house];
}
