import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { adminLayout } from '../../themes/admin';
import { vars } from '../../themes/contract.css';

/** How large the phone is drawn (0.3–1). */
export const scaleVar = createVar();
const scale = fallbackVar(scaleVar, '0.5');

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});
/** A phone (adminLayout's preview size) drawn at a scale, so two fit side by side. */
export const phone = style({
  inlineSize: `calc(${adminLayout.previewPhoneWidth} * ${scale})`,
  blockSize: `calc(${adminLayout.previewPhoneHeight} * ${scale})`,
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  outline: `calc(${vars.size.hairline} * 6) solid ${vars.color.borderStrong}`,
  background: vars.color.page,
});
export const frame = style({
  inlineSize: adminLayout.previewPhoneWidth,
  blockSize: adminLayout.previewPhoneHeight,
  border: 0,
  transform: `scale(${scale})`,
  transformOrigin: '0 0',
  display: 'block',
});
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
