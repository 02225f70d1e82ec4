import { z } from 'zod';
import { MODULE_KEYS } from './modules.constants';

export { gameModule, MODULE_KEYS, type ModuleKey, moduleOff } from './modules.constants';

/** A module kill-switch key (ADR 0032). */
export const moduleKeySchema = z.enum(MODULE_KEYS);
