import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** The used share, 0%–100%, set inline by the component. */
export const share = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const figure = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const track = style({
  position: 'relative',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  overflow: 'hidden',
});

/** The used part: the accent while there is room, caution from `warnAt`, never an alarming red. */
export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: share,
    borderRadius: vars.radius.full,
    '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'width 200ms ease-out' } },
  },
  variants: {
    tone: {
      accent: { background: vars.color.brandAccent },
      caution: { background: vars.color.caution },
    },
  },
});

export const foot = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
