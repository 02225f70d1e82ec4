import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The dialling code beside the new mobile number, 2 : 5. */
export const mobileRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 5fr)',
  gap: vars.space.sm,
  alignItems: 'start',
});

/** A log-in in the history, ruled off from the next. */
export const entry = style({
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const when = style({
  fontWeight: vars.fontWeight.medium,
});

export const small = style({
  fontSize: vars.fontSize.sm,
});

export const ip = style([small, { fontVariantNumeric: 'tabular-nums' }]);
