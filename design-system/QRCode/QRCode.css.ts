import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: '100%',
});

/**
 * The code: dark modules on a light ground in both colour modes (many scanners cannot read an
 * inverted code), from the tokens with the most contrast: text on surface in light mode, the page
 * colour on the text colour in dark mode. The SVG's own margin is the four-module quiet zone.
 */
export const code = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    background: vars.color.surface,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    selectors: {
      '[data-theme="dark"] &': { color: vars.color.page, background: vars.color.text },
    },
  },
  variants: {
    size: {
      md: { width: `calc(${vars.size.touch} * 4)`, height: `calc(${vars.size.touch} * 4)` },
      sm: { width: `calc(${vars.size.touch} * 3)`, height: `calc(${vars.size.touch} * 3)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style({ display: 'block', width: '100%', height: '100%' });

export const linkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.raised,
});

export const link = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.numeric,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
