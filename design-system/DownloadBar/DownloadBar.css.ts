import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A thin strip above the header. Only shown in a browser tab, where the top safe-area inset is 0. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: `calc(${vars.size.touch} + ${vars.space.sm})`,
  paddingBlock: vars.space.xs,
  paddingInlineStart: `calc(${vars.space.xxs} + max(env(safe-area-inset-left), env(safe-area-inset-right)))`,
  paddingInlineEnd: `calc(${vars.space.md} + max(env(safe-area-inset-left), env(safe-area-inset-right)))`,
  background: vars.color.raised,
  color: vars.color.text,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: {
    // Set by the head script (src/platform.ts) before the first paint: in the app, in a PWA, or once
    // closed, server-rendered HTML must not flash the bar.
    ':root[data-download-bar="hidden"] &': { display: 'none' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});
globalStyle(`${icon} > img, ${icon} > svg`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const text = style({
  display: 'grid',
  flex: '1 1 0',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space.xxs,
});

/** Up to two lines, then an ellipsis. */
export const pitch = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
