import { detectPlatform, type Platform, serverPlatform } from '../platform';
import { useClientValue } from './useClientValue';

/** Where the site runs, safe to read while rendering: server HTML assumes a plain browser tab. */
export const usePlatform = (): Platform => useClientValue(detectPlatform, serverPlatform);
