import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** One message of a list: the whole row is the button; a hairline separates rows. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.sm} minmax(0, 1fr) auto`,
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.touch,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  border: 'none',
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.raised },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

/** The unread mark: a dot in the accent colour (the hidden label says it in words). */
export const dot = style({
  alignSelf: 'center',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
});

export const dotSpace = style({ width: vars.space.sm });

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.regular,
});

export const unreadTitle = style({ fontWeight: vars.fontWeight.bold });

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const preview = style({
  gridColumn: '2 / 4',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
