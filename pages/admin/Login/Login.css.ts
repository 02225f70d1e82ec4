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

export const product = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const intro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const formError = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.critical}`,
  fontSize: vars.fontSize.sm,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.info}`,
  fontSize: vars.fontSize.sm,
});

export const noticeCaution = style([
  notice,
  { background: vars.color.cautionSoft, borderInlineStartColor: vars.color.caution },
]);

export const preferences = style({
  width: '100%',
  maxWidth: adminLayout.formMax,
});
