/**
 * The protection module's public entry (docs/player-protection.md): the player and back-office
 * routes, the service, and the checks the wallet and games modules call where money goes in or a
 * bet is placed.
 */
export {
  assertCanPlay,
  assertDeposit,
  excludedMemberSql,
  identityKeys,
  type StakeRefusal,
  stakeRefusal,
} from './guard';
export { protectionAdminRoutes, protectionRoutes } from './routes';
export { type Actor, createProtectionService, type ProtectionService } from './service';
