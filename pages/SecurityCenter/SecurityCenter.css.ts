import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

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
