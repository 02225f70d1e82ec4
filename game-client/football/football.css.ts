import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { deepGlass, gameColor, glass } from '../frame/theme.css';

/** Virtual football's parts: on the game's dark stage (GameFrame), or in sheets on the site's surface. */
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const roundHeading = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
export const countdown = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  color: gameColor.accent,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: glass,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});
export const teams = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const team = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const teamAway = style([team, { flexDirection: 'row-reverse', textAlign: 'end' }]);
export const teamName = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});
export const kit = style({
  flex: 'none',
  inlineSize: vars.space.xl,
  blockSize: vars.space.xl,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: `calc(${vars.size.hairline} * 3)`,
});
export const versus = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: gameColor.accent,
  textAlign: 'center',
  minInlineSize: vars.space.xxxl,
});
export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const marketName = style({ margin: 0, padding: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const market = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const odds = styleVariants({
  three: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.xs },
  two: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.xs },
  scores: { display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.xs },
});
export const pick = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: deepGlass,
  color: vars.color.text,
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});
export const pickLabel = style({ fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
export const pickOdds = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const more = style({
  alignSelf: 'flex-start',
  background: 'none',
  border: 'none',
  padding: 0,
  color: gameColor.accent,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  minBlockSize: vars.size.touch,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});

// ---- Timeline
export const timeline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const clock = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const track = style({
  position: 'relative',
  blockSize: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'visible',
});
export const progress = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  background: gameColor.accent,
  transition: 'inline-size 250ms linear',
  '@media': { [reducedMotion]: { transition: 'none' } },
});
const pop = keyframes({
  from: { transform: 'translate(-50%, -50%) scale(0.2)' },
  to: { transform: 'translate(-50%, -50%) scale(1)' },
});
export const goalDot = style({
  position: 'absolute',
  insetBlockStart: '50%',
  inlineSize: vars.space.md,
  blockSize: vars.space.md,
  borderRadius: vars.radius.full,
  transform: 'translate(-50%, -50%)',
  border: `${vars.size.hairline} solid ${vars.color.page}`,
  animation: `${pop} 300ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
export const events = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const event = style({
  display: 'grid',
  gridTemplateColumns: '3ch 1fr auto',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const eventMinute = style({ fontFamily: vars.font.numeric, color: vars.color.textMuted, textAlign: 'end' });
export const eventScore = style({ fontFamily: vars.font.numeric, fontWeight: vars.fontWeight.bold });
export const live = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

// ---- Slip and bets
export const slipList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const slipItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const slipText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const strong = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const small = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const stepperValue = style({ flex: 1, textAlign: 'center' });
export const betRow = style([card, { gap: vars.space.xs }]);
export const betHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const link = style({ color: gameColor.accent, fontSize: vars.fontSize.sm });
export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
