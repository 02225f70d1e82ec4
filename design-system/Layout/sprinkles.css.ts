import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { adminLayout } from '../../themes/admin';
import { vars } from '../../themes/contract.css';

/**
 * The layout vocabulary of the kit: spacing, flex and grid alignment over the token contract, so a
 * page arranges widgets with props instead of writing CSS. `wide` is the back office's desktop
 * breakpoint (the player site is one phone column and rarely needs it).
 */
const space = vars.space;

const layoutProperties = defineProperties({
  conditions: {
    base: {},
    wide: { '@media': adminLayout.wide },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'contents'],
    flexDirection: ['row', 'column', 'row-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    padding: space,
    paddingTop: space,
    paddingBottom: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
  },
  shorthands: {
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const boxProperties = defineProperties({
  properties: {
    flex: { auto: '1 1 auto', none: 'none', fill: '1 1 0%' },
    flexShrink: [0],
    minWidth: [0],
    width: { full: '100%' },
    textAlign: ['start', 'center', 'end'],
    marginTop: { ...space, auto: 'auto' },
    marginBottom: { ...space, auto: 'auto' },
    borderRadius: vars.radius,
    background: {
      page: vars.color.page,
      surface: vars.color.surface,
      raised: vars.color.raised,
    },
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      subtle: vars.color.textSubtle,
    },
  },
});

export const sprinkles = createSprinkles(layoutProperties, boxProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
