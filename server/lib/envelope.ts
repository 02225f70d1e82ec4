import type { Envelope } from '../../src/api/contract/envelope';

/** The success envelope: `{ value }`. */
export const ok = <T>(value: T): Envelope<T> => ({ value });
