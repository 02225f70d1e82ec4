import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The centred phone column: at most 480 px on a neutral backdrop, like mobile-web casinos on desktop. */
export const column = style({
  position: 'relative',
  maxWidth: vars.size.column,
  minHeight: '100dvh',
  marginInline: 'auto',
  background: vars.color.page,
  display: 'flex',
  flexDirection: 'column',
  overflowX: 'clip',
});

/** The page and the site footer under it, clear of the bottom navigation. */
export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const withBottomNav = style({
  paddingBottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom))`,
});

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const banner = style({
  paddingInline: vars.space.md,
  paddingTop: vars.space.md,
});

export const appIcon = style({
  display: 'block',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.md,
});
