import { globalStyle, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { dataTableLayout } from '../../themes/dataTable';

/**
 * Two layouts. `cards` is a list of cards (label: value pairs). `table` is a table. `auto` is a
 * table whose rows become cards (each cell labelled with its column) while its container is
 * narrower than `dataTableLayout.tableFrom`.
 */
const wide = `(min-width: ${dataTableLayout.tableFrom})`;
const hairline = `${vars.size.hairline} solid ${vars.color.border}`;

/** In `auto`, the narrow styles, and the table's from the container query up; in `table`, the table's. */
const layouts = (narrow: StyleRule, table: StyleRule) =>
  ({
    table,
    cards: {},
    auto: { ...narrow, '@container': { [wide]: table } },
  }) as Record<'table' | 'cards' | 'auto', StyleRule>;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const container = style({ containerType: 'inline-size' });

/** A table wider than its column scrolls sideways inside it; the page itself never does. */
export const scroller = style({
  overflowX: 'auto',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

// ---- Cards -----------------------------------------------------------------------------------

const cardBox = {
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
} as const;

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: hairline,
  overflow: 'hidden',
});

export const card = style({
  ...cardBox,
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '& + &': { borderBlockStart: hairline } },
});

/** The title takes what the head values leave (they never shrink); a long title wraps inside its share. */
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const cardTitle = style({
  flex: '1 1 0',
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const cardHeadValue = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const pairs = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${dataTableLayout.pairMin}, 1fr))`,
  gap: vars.space.sm,
  margin: 0,
});

export const pair = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const pairLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const pairValue = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const plain = style({
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
globalStyle(`${cardActions} > *`, { flex: '1 1 auto' });

// ---- Table (and the `auto` layout's narrow cards) ------------------------------------------------

export const table = recipe({
  base: { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm },
  variants: {
    layout: layouts({}, { background: vars.color.surface, border: hairline, borderRadius: vars.radius.lg }),
  },
});

export const thead = recipe({
  variants: { layout: layouts({ display: 'none' }, { display: 'table-header-group' }) },
});

export const tbody = recipe({
  variants: {
    layout: layouts({ display: 'flex', flexDirection: 'column', gap: vars.space.md }, { display: 'table-row-group' }),
  },
});

export const tr = recipe({
  variants: {
    layout: layouts(
      {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: vars.space.sm,
        padding: vars.space.lg,
        background: vars.color.surface,
        border: hairline,
        borderRadius: vars.radius.lg,
      },
      { display: 'table-row', padding: 0, background: 'transparent', border: 0, borderRadius: 0 },
    ),
  },
});

export const th = recipe({
  base: {
    padding: vars.space.md,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    borderBottom: hairline,
  },
  variants: {
    layout: { table: {}, cards: {}, auto: {} },
    end: { true: { textAlign: 'end' }, false: {} },
  },
});

const tableCell: StyleRule = {
  display: 'table-cell',
  // Words stay whole in a table: a column too narrow for them scrolls the table sideways instead.
  overflowWrap: 'normal',
  padding: vars.space.md,
  verticalAlign: 'top',
  borderTop: hairline,
  fontSize: vars.fontSize.sm,
  selectors: { '&::before': { content: 'none' } },
};

const narrowCell: StyleRule = {
  display: 'grid',
  gridTemplateColumns: `minmax(${dataTableLayout.labelColumn}, 35%) minmax(0, 1fr)`,
  alignItems: 'baseline',
  gap: vars.space.sm,
  selectors: {
    '&::before': { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: vars.fontSize.xs },
  },
};

export const td = recipe({
  base: { minWidth: 0, overflowWrap: 'anywhere' },
  variants: {
    layout: layouts(narrowCell, tableCell),
    kind: { plain: {}, lead: {}, end: {}, actions: {} },
  },
  compoundVariants: [
    {
      variants: { layout: 'auto', kind: 'lead' },
      style: {
        display: 'block',
        fontWeight: vars.fontWeight.bold,
        fontSize: vars.fontSize.md,
        selectors: { '&::before': { content: 'none' } },
        '@container': { [wide]: { ...tableCell, fontWeight: vars.fontWeight.bold } },
      },
    },
    { variants: { layout: 'table', kind: 'lead' }, style: { fontWeight: vars.fontWeight.bold } },
    { variants: { layout: 'table', kind: 'end' }, style: { textAlign: 'end' } },
    { variants: { layout: 'auto', kind: 'end' }, style: { '@container': { [wide]: { textAlign: 'end' } } } },
    { variants: { layout: 'table', kind: 'actions' }, style: { whiteSpace: 'nowrap' } },
    {
      variants: { layout: 'auto', kind: 'actions' },
      style: {
        display: 'flex',
        flexWrap: 'wrap',
        gap: vars.space.sm,
        paddingTop: vars.space.sm,
        selectors: { '&::before': { content: 'none' } },
        '@container': { [wide]: { ...tableCell, whiteSpace: 'nowrap' } },
      },
    },
  ],
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  margin: `calc(${vars.space.md} * -1) 0`,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});

export const sortIcon = style({ flexShrink: 0, width: vars.size.iconSm, height: vars.size.iconSm });

// ---- Loading rows -------------------------------------------------------------------------------

export const skeleton = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    layout: {
      table: { gap: vars.space.sm },
      auto: { gap: vars.space.sm },
      cards: {
        margin: 0,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
        border: hairline,
        overflow: 'hidden',
      },
    },
  },
});

export const skeletonCard = style({
  ...cardBox,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  selectors: { '& + &': { borderBlockStart: hairline } },
});
