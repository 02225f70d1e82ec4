import { detectPlatform, isInstalled } from '../platform';
import { useClientValue } from './useClientValue';

const readInstalled = () => isInstalled(detectPlatform());

/**
 * Whether the site runs in the operator's app or as an installed PWA, safe to read while rendering:
 * server HTML assumes a browser tab. A boolean, so a browser tab hydrates with no second render.
 */
export const useInstalled = (): boolean => useClientValue(readInstalled, false);
