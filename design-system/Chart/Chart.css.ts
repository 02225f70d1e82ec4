import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The drawing area; its height is the chart's (the skeleton and the canvas read it). */
export const plot = recipe({
  base: { position: 'relative', width: '100%', minWidth: 0, overflow: 'hidden' },
  variants: {
    size: {
      md: { height: `calc(${vars.size.touch} * 5)` },
      sm: { height: `calc(${vars.size.touch} * 3.5)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const fill = style({
  width: '100%',
  height: '100%',
  // The canvas reads these for its axis labels.
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
});

// uPlot's own sheet sets its font and colours; the widget's are the theme's.
globalStyle(`${plot.classNames.base} .uplot`, { fontFamily: vars.font.body, color: vars.color.textMuted });
globalStyle(`${plot.classNames.base} .u-legend`, { display: 'none' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const swatch = recipe({
  base: {
    flexShrink: 0,
    width: vars.space.md,
    height: vars.space.md,
    borderRadius: vars.radius.sm,
  },
  variants: {
    tone: {
      accent: { background: vars.color.brandAccent },
      positive: { background: vars.color.positive },
      critical: { background: vars.color.critical },
      info: { background: vars.color.info },
      caution: { background: vars.color.caution },
      muted: { background: vars.color.textSubtle },
    },
  },
});

/** The plot and, over its top edge while the pointer is on it, the readout. */
export const stage = style({ position: 'relative', minWidth: 0 });

/**
 * The values under the pointer: a line of text over the plot's top, shown only while pointing, so it
 * takes no room under the chart (the legend sits right below the axis). Not announced: the table is
 * the accessible form.
 */
export const readout = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  maxWidth: '100%',
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.raised,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
});

export const state = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} dashed ${vars.color.border}`,
});
