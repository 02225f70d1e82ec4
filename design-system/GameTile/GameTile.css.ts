import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The whole art and name are one button; the heart sits over it, outside it. */
export const open = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  minWidth: 0,
  borderRadius: vars.radius.md,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:active': { transform: 'scale(0.97)' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const art = style({ position: 'relative', display: 'block' });

/** Over the art while the game launches: the art dims and a spinner turns; taps pass to the tile. */
export const opening = style({
  position: 'absolute',
  top: 0,
  insetInline: 0,
  aspectRatio: '1 / 1',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.scrim,
  pointerEvents: 'none',
});

/** The spinner sits on a disc of its own, so it reads over any art. */
export const openingDisc = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.sm,
  // The spinner's status wrapper is inline: no line box, so the disc stays round.
  lineHeight: 0,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  boxShadow: vars.shadow.md,
});

/** The name's one line; its skeleton has the same height, so nothing moves when the games arrive. */
export const nameHeight = `calc(${vars.fontSize.xs} * ${vars.lineHeight.tight})`;

export const name = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  height: nameHeight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xxs,
  // The name has dir="auto" (its ellipsis at its own end); it still lines up with the page's start.
  textAlign: 'match-parent',
});

export const heart = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  color: vars.color.text,
  // The focus ring is drawn on the disc (below), where it has a page-coloured halo: drawn straight
  // on the art, it vanished on light or violet art.
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const heartDisc = style({
  display: 'grid',
  placeItems: 'center',
  width: `calc(${vars.size.iconLg} + ${vars.space.xs})`,
  height: `calc(${vars.size.iconLg} + ${vars.space.xs})`,
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.page} 60%, transparent)`,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${heart}:active &`]: { transform: 'scale(0.85)' },
    // The ring sits between the disc and a page-coloured halo, so it shows on any art.
    [`${heart}:focus-visible &`]: {
      background: vars.color.page,
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      boxShadow: `0 0 0 calc(${vars.size.focusRing} * 2) ${vars.color.page}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const heartIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  selectors: { '[aria-pressed="true"] &': { fill: vars.color.critical, color: vars.color.critical } },
});

export const badges = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  insetBlockEnd: vars.space.xs,
  display: 'flex',
  gap: vars.space.xxs,
  pointerEvents: 'none',
});

export const vendor = style({
  display: 'block',
  height: vars.size.iconSm,
  // The width follows the mark's own shape; the img's width/height attributes (a square) only hold
  // its shape until the file arrives, and must not fix its width.
  width: 'auto',
  maxWidth: `calc(${vars.size.touch} + ${vars.space.md})`,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: `color-mix(in srgb, ${vars.color.page} 65%, transparent)`,
});

export const hot = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: `calc(${vars.fontSize.xs} * 0.85)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.size.iconSm,
  textTransform: 'uppercase',
  pointerEvents: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });
