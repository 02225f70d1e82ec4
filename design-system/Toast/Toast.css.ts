import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.sm}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Fixed stack at the top of the 480 px column, just below the header and the top safe area. */
export const viewport = style({
  position: 'fixed',
  top: `calc(${vars.size.header} + env(safe-area-inset-top) + ${vars.space.sm})`,
  insetInline: 0,
  marginInline: 'auto',
  maxWidth: vars.size.column,
  paddingInline: vars.space.md,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touch,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    background: vars.color.raised,
    color: vars.color.text,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    pointerEvents: 'auto',
    animation: `${enter} ${vars.motion.base} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="closed"]': { animation: `${exit} ${vars.motion.base} ${vars.motion.easing} forwards` },
    },
  },
  variants: {
    kind: {
      success: { borderInlineStartColor: vars.color.positive },
      info: { borderInlineStartColor: vars.color.info },
      error: { borderInlineStartColor: vars.color.critical },
      loading: { borderInlineStartColor: vars.color.brandAccent },
    },
  },
});

export const content = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space.sm,
});

export const icon = recipe({
  base: { width: vars.size.icon, height: vars.size.icon, flexShrink: 0 },
  variants: {
    kind: {
      success: { color: vars.color.positive },
      info: { color: vars.color.info },
      error: { color: vars.color.critical },
      loading: {
        color: vars.color.brandAccentText,
        animation: `${spin} calc(${vars.motion.base} * 4) linear infinite`,
      },
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const message = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

/** The dismiss button sits flush inside the toast's padding. */
export const dismiss = style({ margin: 0 });
