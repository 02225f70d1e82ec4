/**
 * The promotions module's public entry (issue 20; ADR 0022, docs/bonuses.md): the bonus engine
 * (grants, triggers, the reward centre) and its routes. Other modules offer rewards through
 * `offerReward` and hook the engine through the service app.ts wires.
 */

export { type BonusAdmin, createBonusAdmin } from './admin';
export { bonusAdminRoutes } from './admin-routes';
export { createGrants, type Grant, type Grants } from './grants';
export { type OfferInput, offerReward, type Reward, type RewardSource } from './rewards';
export { bonusRoutes } from './routes';
export { BONUS_EXPIRY_JOB, type BonusService, createBonusService } from './service';
export { termsOf } from './templates';
export { contributionOf, splitStake, splitWin } from './terms';
