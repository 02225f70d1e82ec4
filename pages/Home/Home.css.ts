import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const welcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
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
export const item = style({ listStyle: 'none', minWidth: 0 });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast}`,
  selectors: { '&:active': { transform: 'scale(0.96)', background: vars.color.raised } },
});
export const tileIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccentText,
});
export const tileLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
