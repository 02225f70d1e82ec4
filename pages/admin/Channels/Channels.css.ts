import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The deposit channels section: the channel's icon badge, the form's dividers and legends, the quick-amount chips. */

export const channelIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.md,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccentText,
});

globalStyle(`${channelIcon} > svg`, { width: vars.size.icon, height: vars.size.icon });

/** A part of the channel form (a Stack): a hairline divides it from the part before. */
export const section = style({
  selectors: {
    '& + &': {
      paddingTop: vars.space.lg,
      borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
    },
  },
});

/** A group of fields with a legend inside a section (the section draws the divider, not the fieldset). */
export const group = style({ margin: 0, padding: 0, border: 0 });

export const sectionTitle = style({
  padding: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

// ---- Quick amounts ---------------------------------------------------------------------------------

/** "Add" inside the quick amount's box (the field's suffix). */
export const addButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.brandAccentText,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

globalStyle(`${addButton} > svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A chip without a remove button (the read-only details). */
export const chipStatic = style([chip, { paddingInlineEnd: vars.space.md, paddingBlock: vars.space.xxs }]);

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  margin: `calc(-1 * ${vars.space.xs}) 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

globalStyle(`${chipRemove} > svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
