import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const row = styleVariants({
  own: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' },
  other: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
});

const bubbleBase = style({
  maxWidth: '80%',
  minWidth: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
});

export const bubble = styleVariants({
  own: [
    bubbleBase,
    { background: vars.color.brandAccent, color: vars.color.onBrandAccent, borderEndEndRadius: vars.radius.sm },
  ],
  other: [
    bubbleBase,
    {
      background: vars.color.raised,
      color: vars.color.text,
      border: `${vars.size.hairline} solid ${vars.color.border}`,
      borderEndStartRadius: vars.radius.sm,
    },
  ],
  note: [
    bubbleBase,
    {
      background: vars.color.cautionSoft,
      color: vars.color.text,
      border: `${vars.size.hairline} dashed ${vars.color.caution}`,
    },
  ],
  system: [bubbleBase, { background: 'transparent', color: vars.color.textMuted, fontSize: vars.fontSize.sm }],
});

export const author = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xxs,
  paddingInline: vars.space.xs,
});

export const noteLabel = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  marginBlockEnd: vars.space.xxs,
});

const imageBase = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: `calc(${vars.space.huge} * 5)`,
  borderRadius: vars.radius.md,
  marginBlockEnd: vars.space.xs,
  objectFit: 'contain',
});

export const image = styleVariants({ withText: [imageBase], alone: [imageBase, { marginBlockEnd: 0 }] });

export const meta = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  marginBlockStart: vars.space.xxs,
  paddingInline: vars.space.xs,
});

export const failed = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });

export const retry = style({
  background: 'none',
  border: 'none',
  padding: 0,
  minHeight: vars.size.touch,
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
});
