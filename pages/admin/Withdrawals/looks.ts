import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { WithdrawalStatus } from '../../../src/api/contract/withdrawals.constants';
import type { StatusLook } from '../Queue';

/** Each status's badge, as on the player's withdraw page: waiting is amber with a clock. */
export const withdrawalLooks: Record<WithdrawalStatus, StatusLook> = {
  pending: { tone: 'caution', icon: Clock },
  paid: { tone: 'positive', icon: CircleCheck },
  rejected: { tone: 'critical', icon: CircleX },
};
