/**
 * Team profit and loss and team betting (issue 21; docs/agents.md "Team profit and loss"): the
 * figures, the ledger entry types each one reads, the net, and the page sizes. Amounts are integer
 * minor units as bigint (sums over a whole team may pass 2^53).
 */

/** The PnL figures, in the order the page shows them. */
export const PNL_FIGURES = [
  'deposits',
  'withdrawals',
  'stakes',
  'payouts',
  'bonuses',
  'rebates',
  'commissions',
  'net',
] as const;
export type PnlFigure = (typeof PNL_FIGURES)[number];
export type PnlFigures = Record<PnlFigure, bigint>;

/** Ledger entry types that count as a bonus credited to a member (promotions, bonus grants, rewards). */
export const PNL_BONUS_ENTRY_TYPES = ['promotion', 'bonus_grant', 'reward'] as const;
/** Ledger entry types of rebates (the VIP/game rebate a member receives). */
export const PNL_REBATE_ENTRY_TYPES = ['rebate'] as const;
/** Ledger entry types of agent commissions (the rebate differential an agent earns on its team). */
export const PNL_COMMISSION_ENTRY_TYPES = ['commission'] as const;

/**
 * The team's net result with the house: what the team received from it (payouts, bonuses, rebates,
 * commissions) minus what it staked. Negative: the team lost (the house won). Deposits and
 * withdrawals are money moving in and out, not a result, so they are not part of it.
 */
export function pnlNet(f: Omit<PnlFigures, 'net'>): bigint {
  return f.payouts + f.bonuses + f.rebates + f.commissions - f.stakes;
}

export const zeroFigures = (): PnlFigures => ({
  deposits: 0n,
  withdrawals: 0n,
  stakes: 0n,
  payouts: 0n,
  bonuses: 0n,
  rebates: 0n,
  commissions: 0n,
  net: 0n,
});

/** Per-member rows and team betting: 25 a page, like team manage. */
export const TEAM_REPORT_PAGE_SIZE = 25;
