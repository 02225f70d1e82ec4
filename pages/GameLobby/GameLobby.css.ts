import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const toolbar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const grow = style({ flex: 1, minWidth: 0 });

/** A strip of vendor chips that scrolls sideways inside itself (never the page). */
export const strip = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  margin: 0,
  marginInline: `calc(-1 * ${vars.space.md})`,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  listStyle: 'none',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: `calc(${vars.size.touch} - ${vars.space.sm})`,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});
export const chipLogo = style({ height: vars.size.iconSm, width: 'auto' });

export const sentinel = style({ height: vars.size.hairline });
export const more = style({ display: 'grid', placeItems: 'center', minHeight: vars.size.touch });
export const endText = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs, textAlign: 'center' });

export const drawerBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.sm,
});
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const drawerActions = style({ display: 'flex', gap: vars.space.sm });

export const vendorGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const vendorTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});
export const vendorName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
