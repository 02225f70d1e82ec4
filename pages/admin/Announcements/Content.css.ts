import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The live preview of the HTML being edited: the player's card, framed. */
export const preview = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  background: vars.color.page,
  maxBlockSize: '16rem',
  overflow: 'auto',
});

export const previewLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
