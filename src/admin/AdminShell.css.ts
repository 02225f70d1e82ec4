import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../themes/admin';
import { vars } from '../../themes/contract.css';

const wide = adminLayout.wide;

export const frame = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.page,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.header,
  paddingBlock: vars.space.xs,
  paddingInline: `max(${vars.space.sm}, env(safe-area-inset-left))`,
  paddingTop: `max(${vars.space.xs}, env(safe-area-inset-top))`,
  background: vars.color.headerBg,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  '@media': { [wide]: { paddingInline: vars.space.lg, gap: vars.space.md } },
});

export const narrowOnly = style({
  display: 'flex',
  '@media': { [wide]: { display: 'none' } },
});

export const wideOnly = style({
  display: 'none',
  '@media': { [wide]: { display: 'flex' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: vars.size.touch,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const logo = style({
  display: 'flex',
  flexShrink: 0,
});

/** "Back office" beside the logo: from the wide layout up, where there is room. */
export const product = style({
  display: 'none',
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  '@media': { [wide]: { display: 'inline' } },
});

export const who = style({
  marginInlineStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'end',
});

export const username = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const role = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../../design-system/Text/Text.css';

export const body = style({
  flex: 1,
  display: 'flex',
  width: '100%',
  maxWidth: `calc(${adminLayout.sidebarWidth} + ${adminLayout.contentMax})`,
  marginInline: 'auto',
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [wide]: {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: vars.space.xl,
      flexShrink: 0,
      width: adminLayout.sidebarWidth,
      padding: vars.space.lg,
      paddingInlineEnd: vars.space.sm,
      position: 'sticky',
      top: vars.size.header,
      alignSelf: 'flex-start',
      maxHeight: `calc(100dvh - ${vars.size.header})`,
      overflowY: 'auto',
    },
  },
});

export const sidebarFooter = style({
  paddingTop: vars.space.lg,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [wide]: { padding: vars.space.xxl } },
});

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const navGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const navGroupHeading = style({
  margin: 0,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const navRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
} as const;

export const navItem = style({
  ...navRow,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandAccentSoft,
      color: vars.color.brandAccentText,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surface } } } },
});

export const navItemDisabled = style({
  ...navRow,
  color: vars.color.textMuted,
  cursor: 'not-allowed',
});

export const navIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const navText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const navHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const preferences = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
});

/** On the log-in page, under the card: the language beside the colour mode. */
export const preferencesRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const languageSelect = style({
  flex: 1,
  minWidth: 0,
});
