import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Room under the content for the agent footer navigation (fixed, as the site's bottom navigation). */
export const page = style({
  paddingBottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom) + ${vars.space.md})`,
});
