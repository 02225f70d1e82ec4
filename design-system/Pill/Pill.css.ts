import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** A short label on a soft tone: text always in the body colour (the tone is never the only signal). */
export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: 'fit-content',
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    border: `${vars.size.hairline} solid transparent`,
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.raised, borderColor: vars.color.border },
      positive: { background: vars.color.positiveSoft },
      caution: { background: vars.color.cautionSoft },
      critical: { background: vars.color.criticalSoft },
      info: { background: vars.color.infoSoft },
      accent: { background: vars.color.brandAccentSoft },
    },
    wrap: {
      true: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', wrap: false },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const text = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
