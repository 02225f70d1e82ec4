import { GAME_TYPES } from './games.constants';

/** VIP, rebates and referral constants (docs/vip-rebates-referral.md), without zod: pages import these. */

/** The game categories a rebate rate can name. */
export const REBATE_CATEGORIES = GAME_TYPES;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
export const VIP_LEVELS_MAX = 20;
export const VIP_NAME_MAX = 24;
/** The brand-local day of rebates, shares and reports (the same zone as withdrawals' day). */
export { WITHDRAWAL_DAY_TIME_ZONE as VIP_TIME_ZONE } from './withdrawals.constants';
