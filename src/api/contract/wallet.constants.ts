/**
 * Wallet values the browser needs without zod (the schemas live in wallet.ts, server and tests only).
 * Amounts on the wire are integers in minor units (ADR 0007): 888800 with 2 digits is 8,888.00.
 */

/** How a trial account's play money starts: this many major units of the brand's currency. */
export const TRIAL_PLAY_MONEY_MAJOR = 2000;
