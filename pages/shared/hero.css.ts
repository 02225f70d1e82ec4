import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The outcome at the top of a confirmation or result. */
export const hero = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'center',
});

export const heroIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.huge,
  height: vars.space.huge,
  borderRadius: vars.radius.full,
});
