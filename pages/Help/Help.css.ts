import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Spec §2 Help center: the topic list on the left, the chosen topic on the right. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 5fr)',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const article = style({
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
