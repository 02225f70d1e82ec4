import type { StatusTone } from '../../../design-system/StatusBadge';
import type { DrawStatus, LotteryBetStatus } from '../../../src/api/contract/lottery';

/** A draw's status as a badge tone: open and closed wait, drawn waits for its settlement. */
export const DRAW_TONE: Record<DrawStatus, StatusTone> = {
  open: 'neutral',
  closed: 'pending',
  drawn: 'pending',
  settled: 'positive',
  void: 'critical',
};

export const BET_TONE: Record<LotteryBetStatus, StatusTone> = {
  open: 'pending',
  won: 'positive',
  lost: 'neutral',
  void: 'critical',
};

/** Staff may void a draw until it is settled (the server refuses after: lottery.draw_settled). */
export const voidable = (status: DrawStatus) => status === 'open' || status === 'closed' || status === 'drawn';
