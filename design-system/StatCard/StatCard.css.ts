import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const label = style({ minWidth: 0, margin: 0, overflowWrap: 'anywhere' });

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brandAccentText,
});

export const figure = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The trend: arrow and words on a soft tone (the words carry the meaning). */
export const trend = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: 'fit-content',
    maxWidth: '100%',
    margin: 0,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      positive: { background: vars.color.positiveSoft },
      critical: { background: vars.color.criticalSoft },
      neutral: { background: vars.color.raised, border: `${vars.size.hairline} solid ${vars.color.border}` },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const trendIcon = style({ flexShrink: 0, width: vars.size.iconSm, height: vars.size.iconSm });

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../Text/Text.css';
