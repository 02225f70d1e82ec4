/** The house lottery vendor (issue 22; docs/lottery.md). */
export { createLotteryAdmin, type LotteryAdmin } from './admin';
export { adminLotteryRoutes } from './admin-routes';
export { lotteryArt } from './art';
export { drawProofRoutes, LOTTO_COOKIE, lottoRoutes } from './routes';
export { seedLottery } from './seed';
export { createLottery, type Lottery } from './service';
