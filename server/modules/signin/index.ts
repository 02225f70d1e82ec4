/** The daily sign-in (docs/signin-rewards.md): the member's and the back office's routes, the service, the seed. */
export { signinAdminRoutes, signinDevRoutes, signinRoutes } from './routes';
export { seedSignin } from './seed';
export {
  createSigninClock,
  createSigninService,
  type OfferSigninReward,
  type SigninRewardOffer,
  type SigninService,
} from './service';
