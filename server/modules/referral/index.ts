/** The referral module's public entry (issue 20; docs/vip-rebates-referral.md). */
export { referralRoutes } from './routes';
export { createReferralService, type ReferralService } from './service';
