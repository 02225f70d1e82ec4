import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A list of disclosure cards, one above the other. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
  scrollMarginBlockStart: vars.space.lg,
});

export const headingBox = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
});

export const toggle = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  margin: 0,
  padding: 0,
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

export const media = style({ display: 'block', inlineSize: '100%' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  padding: vars.space.md,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontFamily: vars.font.numeric,
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  // `display` would otherwise win over the closed item's `hidden` attribute.
  selectors: { '&[hidden]': { display: 'none' } },
});
