/** The house lottery vendor (issue 22; docs/lottery.md). */
export { createLotteryAdmin, type LotteryAdmin } from './admin';
export { adminLotteryRoutes } from './admin-routes';
export { lotteryArt } from './art';
// The hash chain and the schedule, which virtual football's matches use too (issue 23).
export { linkOf, newChain } from './chain';
export { allocateLink } from './links';
export { drawProofRoutes, LOTTO_COOKIE, lottoRoutes } from './routes';
export { nextDraws } from './schedule';
export { seedLottery } from './seed';
export { createLottery, type Lottery } from './service';
