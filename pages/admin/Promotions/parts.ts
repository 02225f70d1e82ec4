import type { StatusTone } from '../../../design-system/StatusBadge';
import type { ActivityState } from '../../../src/api/contract/activities';

/** Major units of `minor` as a money field shows them ("88.00"), by string arithmetic (never a float). */
export const majorText = (minor: number | null, digits: number) => {
  if (minor === null) return '';
  const s = String(minor).padStart(digits + 1, '0');
  return digits === 0 ? s : `${s.slice(0, -digits)}.${s.slice(-digits)}`;
};

/** The badge tone of each activity state (spec §3). */
export const STATE_TONE: Record<ActivityState, StatusTone> = {
  Applying: 'pending',
  Process: 'pending',
  Issued: 'positive',
  Claimed: 'positive',
  Joined: 'positive',
  Rejected: 'critical',
  Closed: 'neutral',
};
