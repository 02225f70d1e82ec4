/**
 * `<html data-notice="agreed">`: set before the first paint (by the app's head script) when this
 * browser session has agreed to the notice, so server HTML that carries the notice never flashes it.
 * A plain module, so the head script's builder (vite.config.ts) can read it.
 */
export const NOTICE_ATTRIBUTE = 'data-notice';
export const NOTICE_AGREED = 'agreed';
