import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor } from '../../frame/theme.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '30rem',
  marginInline: 'auto',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const slot = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  cursor: 'pointer',
  position: 'relative',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
    '&:disabled': { cursor: 'default' },
  },
});
export const hold = style({
  boxSizing: 'border-box',
  minHeight: vars.size.touch,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  color: vars.color.text,
  selectors: {
    '&[data-on]': { background: gameColor.accent, borderColor: gameColor.accent, color: vars.color.page },
    [`${slot}:disabled &`]: { opacity: 0.5 },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
