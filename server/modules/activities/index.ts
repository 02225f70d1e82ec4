/**
 * The activities module's public entry (docs/promotions.md): promotions for players (list, detail,
 * categories, join, apply, "mine") and the back office (editor, categories, images, review queue).
 */
export { type ActivitiesAdmin, createActivitiesAdmin } from './admin';
export { activitiesAdminRoutes, activitiesRoutes } from './routes';
export {
  type ActivitiesService,
  createActivitiesService,
  type OfferReward,
  type RewardOffer,
  referralPromotionOn,
} from './service';
