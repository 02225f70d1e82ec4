import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const focus = {
  '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
};

const tileBase = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: focus,
});

/** compact: three small square logos a row (home); large: two 16:9 tiles a row (a vendor lobby). */
export const tile = styleVariants({
  compact: [
    tileBase,
    { alignItems: 'stretch', gap: vars.space.xs, padding: vars.space.xs, borderRadius: vars.radius.md },
  ],
  large: [tileBase, { gap: vars.space.sm, padding: vars.space.sm, borderRadius: vars.radius.lg, textAlign: 'start' }],
});

const nameBase = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const name = styleVariants({
  compact: [nameBase, { fontSize: vars.fontSize.xs, textAlign: 'center' }],
  large: [nameBase, { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium }],
});

/** A placeholder tile: the tile's box, not a control. */
export const placeholder = style({ cursor: 'default' });

/** The name's placeholder: one line of the name's own line height, so the tile keeps its size. */
export const nameSkeleton = styleVariants({
  compact: { height: '1lh', width: '60%', marginInline: 'auto' },
  large: { height: '1lh', width: '50%' },
});

/** compact with one or two vendors: a full-width banner each, logo at the start, the name beside. */
export const banner = style([
  tileBase,
  {
    flexDirection: 'row',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    textAlign: 'start',
  },
]);

export const bannerLogo = style({ width: `calc(${vars.size.touch} + ${vars.space.sm})`, flexShrink: 0 });

export const bannerName = style([
  nameBase,
  { flex: 1, minWidth: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
]);

export const bannerChevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  color: vars.color.textMuted,
});
