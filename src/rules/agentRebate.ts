/**
 * Differential agent rebates (issue 21, ADR 0025, docs/agents.md "Rebates"): the rules shared by the
 * server and the pages. A rate is an integer in basis points of real-money turnover (100 = 1 %), per
 * game category (the vendor's `gameCategory`), from 0 to AGENT_REBATE_MAX_BP. Amounts are bigint
 * minor units; every line is rounded down on its own. No floats anywhere.
 */
import { GAME_CATEGORIES, type GameCategory } from '../api/contract/games.constants';

/** The categories a rate can name: the catalogue's vendor categories. */
export const AGENT_REBATE_CATEGORIES = GAME_CATEGORIES;
export type AgentRebateCategory = GameCategory;
/** The highest rate anyone can hold: 3 % of turnover (staff's brand max sits at or under it). */
export const AGENT_REBATE_MAX_BP = 300;
export const AGENT_REBATE_PAGE_SIZE = 25;

/** Rates per category; a category not listed is 0. */
export type Rates = Partial<Record<AgentRebateCategory, number>>;

export const rateOf = (rates: Rates | undefined, category: AgentRebateCategory): number => rates?.[category] ?? 0;

/** `bp` basis points of `amount`, rounded down. */
export const bpShare = (amount: bigint, bp: number): bigint =>
  amount <= 0n || bp <= 0 ? 0n : (amount * BigInt(Math.trunc(bp))) / 10_000n;

/**
 * The categories where `next` is above `limit`, with the limit: an agent setting a direct member's
 * rates (the limit is the agent's own) or staff setting a top-level agent's (the brand max).
 * Empty when every rate is within its limit.
 */
export function aboveLimit(next: Rates, limit: Rates): Partial<Record<AgentRebateCategory, number>> {
  const out: Partial<Record<AgentRebateCategory, number>> = {};
  for (const c of AGENT_REBATE_CATEGORIES) {
    if (rateOf(next, c) > rateOf(limit, c)) out[c] = rateOf(limit, c);
  }
  return out;
}

/**
 * Lowering a rate must not leave a direct member above it: per category, how many of `children`
 * would be above `next`. Empty when none would.
 */
export function childrenAbove(next: Rates, children: Rates[]): Partial<Record<AgentRebateCategory, number>> {
  const out: Partial<Record<AgentRebateCategory, number>> = {};
  for (const c of AGENT_REBATE_CATEGORIES) {
    const n = children.filter((r) => rateOf(r, c) > rateOf(next, c)).length;
    if (n > 0) out[c] = n;
  }
  return out;
}

/** One earner's share of one source member's turnover in one category. */
export interface DifferentialLine {
  earnerId: string;
  /** The earner's rate minus its child's on the path (the source's own rate for the source itself). */
  rateDiff: number;
  amount: bigint;
}

/**
 * The differential on a member's turnover `turnover` in one category. `path` is the member itself
 * then its uplines, nearest first, each with its rate in that category. The member earns its own
 * rate; each upline earns its rate minus the rate of its child on the path. A difference below zero
 * (a child left above its upline by a move) earns nothing and takes nothing. Lines whose amount
 * rounds to 0 are left out.
 */
export function differential(path: { id: string; rate: number }[], turnover: bigint): DifferentialLine[] {
  const lines: DifferentialLine[] = [];
  let below = 0;
  for (const node of path) {
    const rateDiff = Math.max(0, node.rate - below);
    const amount = bpShare(turnover, rateDiff);
    if (amount > 0n) lines.push({ earnerId: node.id, rateDiff, amount });
    below = Math.max(below, node.rate);
  }
  return lines;
}

/**
 * A percentage typed in a form ("1.5", "0.25", "2") as basis points (150, 25, 200), by string maths
 * (never a float); null when it is not a number with at most two decimals.
 */
export function percentToBp(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Basis points as the percentage a form shows: 150 → "1.5", 25 → "0.25", 0 → "0". */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
