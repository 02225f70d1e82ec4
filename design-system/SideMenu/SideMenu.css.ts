import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const logo = style({ display: 'flex', alignItems: 'center', minWidth: 0, overflow: 'hidden' });
globalStyle(`${logo} > svg, ${logo} > img`, { display: 'block', maxWidth: '100%', height: 'auto' });

export const body = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg });

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.raised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccentText,
});
globalStyle(`${avatar} > svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const who = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const balanceRow = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const auth = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

const linkButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  textAlign: 'center',
  border: `${vars.size.hairline} solid transparent`,
} as const;

export const primaryLink = style({
  ...linkButtonBase,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  selectors: { '&:active': { opacity: 0.85 } },
});

export const secondaryLink = style({
  ...linkButtonBase,
  background: vars.color.raised,
  borderColor: vars.color.borderStrong,
  color: vars.color.text,
  selectors: { '&:active': { opacity: 0.85 } },
});

export const forgotLink = style({
  gridColumn: '1 / -1',
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  color: vars.color.brandAccentText,
  fontWeight: vars.fontWeight.medium,
});

/** The left-menu banner: fixed 3:1 frame so the list below never jumps while the image loads. */
export const banner = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 1',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.skeleton,
  cursor: 'pointer',
});

export const bannerImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:active': { background: vars.color.brandAccentSoft } },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandAccentSoft } } } },
});

export const entryIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.brandAccentText,
});
globalStyle(`${entryIcon} > svg`, { width: vars.size.icon, height: vars.size.icon });

export const entryLabel = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const entryTrail = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textSubtle });
globalStyle(`${entryTrail} > svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const divider = style({
  height: 0,
  margin: 0,
  marginBlock: vars.space.xs,
  border: 'none',
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const segments = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.raised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});
globalStyle(`${segment} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

/** The native radio stays in the tab order and the accessibility tree; the pill draws its state. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../Text/Text.css';
