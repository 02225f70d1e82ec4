import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** scroll: one line that scrolls sideways inside itself, bleeding into the page's gutter. */
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

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.sm,
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

export const icon = style({ height: vars.size.iconSm, width: 'auto' });
