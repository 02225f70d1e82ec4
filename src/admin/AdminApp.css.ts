import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A whole-window wait (the session check, a page's first load) or an error screen. */
export const loading = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.page,
});

/** A wait inside the shell, while a section's page loads. */
export const loadingInline = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.huge,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const pageTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../../design-system/Text/Text.css';
