import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/**
 * rows: label at the start, value at the end (a receipt); grid: label above a bold value, as many
 * columns as fit (a member's summary); inline: "label value" pairs that flow and wrap (compact).
 */
export const list = recipe({
  base: { margin: 0, padding: 0, minWidth: 0, fontSize: vars.fontSize.sm },
  variants: {
    layout: {
      rows: { display: 'grid', gap: vars.space.xs },
      grid: {
        display: 'grid',
        // Columns of at least ~30% of the phone column: two on a phone, four on a desktop.
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.column} * 0.3)), 1fr))`,
        gap: vars.space.md,
      },
      inline: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xs },
    },
    /** Rows separated by a hairline (a longer receipt). */
    divided: { true: {}, false: {} },
  },
  compoundVariants: [{ variants: { layout: 'rows', divided: true }, style: { gap: 0 } }],
  defaultVariants: { layout: 'rows', divided: false },
});

export const item = recipe({
  base: { minWidth: 0 },
  variants: {
    layout: {
      rows: {
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        columnGap: vars.space.md,
        rowGap: vars.space.xxs,
      },
      grid: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
      inline: { display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, maxWidth: '100%' },
    },
    divided: {
      true: {
        paddingBlock: vars.space.sm,
        borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
        selectors: { '&:first-child': { borderTop: 0, paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
      },
      false: {},
    },
  },
  defaultVariants: { layout: 'rows', divided: false },
});

export const label = style({
  flexShrink: 0,
  maxWidth: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});

export const value = recipe({
  base: {
    margin: 0,
    minWidth: 0,
    color: vars.color.text,
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    layout: {
      // The value takes the rest of the line and ends there; a long one wraps under the label.
      rows: { flex: '1 1 auto', textAlign: 'end' },
      grid: { fontWeight: vars.fontWeight.bold },
      inline: { fontWeight: vars.fontWeight.medium },
    },
  },
  defaultVariants: { layout: 'rows' },
});

/** A value with a control beside it (turnover owed, then "Waive"). */
export const valueWithAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

globalStyle(`${valueWithAction} > *`, { minWidth: 0 });
