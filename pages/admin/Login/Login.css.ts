import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';
import { vars } from '../../../themes/contract.css';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  paddingBlock: `max(${vars.space.xxl}, env(safe-area-inset-top))`,
  paddingInline: vars.space.lg,
  background: vars.color.page,
});

/** The sign-in card (a kit Card): one comfortable column, lifted off the page. */
export const card = style({
  width: '100%',
  maxWidth: adminLayout.formMax,
  boxShadow: vars.shadow.md,
});

/** The product's name beside the brand's logo, after a rule. */
export const product = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const preferences = style({
  width: '100%',
  maxWidth: adminLayout.formMax,
});
