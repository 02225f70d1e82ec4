/**
 * The wallet module's public entry: what other modules may import from it (issue 14 §4). Anything
 * else under wallet/ is internal.
 */
export { adminChannelsRoutes } from './admin-channels';
export { adminFinanceRoutes } from './admin-finance';
export { type AdminFinanceService, createAdminFinanceService } from './admin-finance-service';
export type { DepositService } from './deposits';
export { depositAdminRoutes } from './deposits-routes';
export { type AccountRef, type ActorKind, createLedger, type Ledger, type MemberAccountKind } from './ledger';
export type { WalletService } from './service';
export { addWagered, removeWagered } from './turnover';
export type { Withdrawals } from './withdrawals';
export { withdrawalAdminRoutes } from './withdrawals-routes';
