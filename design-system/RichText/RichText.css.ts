import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Operator HTML: readable defaults for what the sanitisers let through. */
export const root = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${root} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${root} p, ${root} ul, ${root} ol, ${root} blockquote, ${root} table`, {
  marginBlock: vars.space.sm,
});
globalStyle(`${root} h2, ${root} h3, ${root} h4`, {
  marginBlock: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${root} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${root} a`, { color: vars.color.brandAccentText });
globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${root} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${root} th, ${root} td`, {
  padding: vars.space.xs,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${root} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
