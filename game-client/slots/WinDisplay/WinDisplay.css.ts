import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor, textShadow } from '../../frame/theme.css';

/** Room for the heading and one row of lines, so the reels do not jump when a win shows. */
export const summary = style({
  minHeight: `calc(${vars.size.touch} + ${vars.space.md})`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const idle = style({ margin: 0 });
export const head = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textShadow,
});
export const title = style({
  selectors: {
    [`${summary}[data-tier="big"] &, ${summary}[data-tier="mega"] &`]: {
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.lg,
      textTransform: 'uppercase',
      color: gameColor.accent,
    },
  },
});
/** The counting figure keeps its width steady (tabular figures come from Money). */
export const amount = style({ fontVariantNumeric: 'tabular-nums' });
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.xs,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.md,
});

/** A return of at most the stake where the brand celebrates only real wins (issue 19): plain, muted text. */
export const plainTitle = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
