import { gameModule, type ModuleKey } from '../api/contract/modules.constants';
import { LOBBY_PATHS } from './lobby';

/** Player pages that enter a module an operator can switch off (ADR 0032), by path. */
const PAGE_MODULES: Record<string, ModuleKey> = {
  '/m/voucherCenter': 'deposits',
  '/m/withdraw': 'withdrawals',
  '/m/chat': 'chat',
  '/m/activity': 'promotions',
  '/m/activityDetail': 'promotions',
};

/** The module a player path enters (a category lobby enters its game type's), or null. */
export function moduleOfPath(path: string): ModuleKey | null {
  const clean = path.replace(/\/+$/, '');
  const page = PAGE_MODULES[clean];
  if (page) return page;
  const lobby = LOBBY_PATHS[clean];
  return lobby ? gameModule(lobby.gameType) : null;
}
