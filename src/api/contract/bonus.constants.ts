/** Bonus values the browser needs without zod (the schemas live in bonus.ts). */

/** The longest promotion code a player can enter (letters, digits, _ and -). */
export const PROMO_CODE_MAX = 32;
