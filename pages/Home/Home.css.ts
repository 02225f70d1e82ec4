import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const welcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.raised}, ${vars.color.surface})`,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const welcomeTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const memberHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const welcomeText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** Holds the balance card's place while the wallet loads, so nothing below it shifts. */
export const walletPlaceholder = style({
  height: `calc(${vars.size.touch} * 3)`,
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});

/** The game side menu beside its content. */
export const games = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.touch} * 1.7) minmax(0, 1fr)`,
  gap: vars.space.sm,
  alignItems: 'start',
});
export const menu = style({ position: 'sticky', top: vars.space.sm });
export const menuList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const menuItem = style({
  width: '100%',
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});
export const menuContent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const vendors = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const vendor = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});
export const vendorName = style({
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - 2 * ${vars.space.sm}) / 3)`,
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});
export const rowItem = style({ scrollSnapAlign: 'start', minWidth: 0 });
export const arrows = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });
