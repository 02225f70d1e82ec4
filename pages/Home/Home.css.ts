import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The visitor's welcome card: the site's pitch on a soft gradient. */
export const welcome = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.raised}, ${vars.color.surface})`,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const welcomeTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const welcomeText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** Holds the balance card's place while the wallet loads, so nothing below it shifts. */
export const walletPlaceholder = style({
  height: `calc(${vars.size.touch} * 3)`,
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});

/** The game side menu in a narrow column beside its content. */
export const games = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.touch} * 1.7) minmax(0, 1fr)`,
  gap: vars.space.sm,
  alignItems: 'start',
});
