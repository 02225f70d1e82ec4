/**
 * The preview channel (ADR 0031): the brand editor posts its draft to the same-origin preview frames
 * as `{ type: BRAND_PREVIEW_MESSAGE, config }`; a frame that loads posts `<type>:ready`. No zod here:
 * the player's first view imports it.
 */
export const BRAND_PREVIEW_MESSAGE = 'brand-preview';
