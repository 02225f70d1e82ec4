import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** A vendor's logo or a game's icon in its row. */
export const logo = style({
  flex: 'none',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.raised,
});

/** The wallet secret, shown once: selectable, wrapping anywhere (it is one long word). */
export const secret = style({
  display: 'block',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.raised,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
