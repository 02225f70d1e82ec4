import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** One announcement: a card whose header is the toggle, its body the preview or the full text. */
export const item = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const toggle = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  margin: 0,
  padding: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
    outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
  },
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The heading holds the whole toggle: its own type is the body's, the title span is bold. */
export const headingBox = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const date = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontFamily: vars.font.numeric,
});

export const preview = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const body = style({
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
});
