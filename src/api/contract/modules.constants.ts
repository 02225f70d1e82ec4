import { GAME_TYPES, type GameType } from './games.constants';

/**
 * The modules an operator can switch off per brand (docs/admin.md "Site settings", ADR 0032). A
 * switched-off module's player routes answer 403 `feature.unavailable` and the player site shows the
 * spec's "No permission or feature temporarily unavailable" where the module is entered.
 * Browser-safe and without zod (the player bundle reads it).
 */
export const MODULE_KEYS = [
  'deposits',
  'withdrawals',
  'chat',
  'promotions',
  ...GAME_TYPES.map((t) => `games.${t}` as const),
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** The kill-switch key of a game type's category. */
export const gameModule = (type: GameType): ModuleKey => `games.${type}`;

/** Whether `module` is switched off in `disabled` (a list from the system status). */
export function moduleOff(disabled: readonly string[] | undefined, module: ModuleKey): boolean {
  return disabled?.includes(module) ?? false;
}
