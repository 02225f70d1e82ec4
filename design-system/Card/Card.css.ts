import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** A surface: its padding, radius and elevation come from the theme. */
export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    margin: 0,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    textAlign: 'start',
    font: 'inherit',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
  },
  variants: {
    elevation: {
      /** On the page: a bordered surface. */
      flat: { background: vars.color.surface },
      /** Above the page: raised colour and a shadow (a highlighted card). */
      raised: { background: vars.color.raised, boxShadow: vars.shadow.sm },
      /** Only a border, on whatever is behind. */
      outline: { background: 'transparent' },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    gap: {
      sm: { gap: vars.space.sm },
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
    },
    /** Across every column of a grid (a card that must not be missed). */
    span: { true: { gridColumn: '1 / -1' }, false: {} },
    interactive: {
      true: {
        cursor: 'pointer',
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: {
          '&:focus-visible': {
            outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
            outlineOffset: vars.space.xxs,
          },
          '&:active': { borderColor: vars.color.borderStrong },
        },
        '@media': { '(hover: hover)': { selectors: { '&:hover': { borderColor: vars.color.brandAccent } } } },
      },
      false: {},
    },
  },
  defaultVariants: { elevation: 'flat', padding: 'md', gap: 'md', span: false, interactive: false },
});

/** A pressable card that is a <button>: the button's own styles reset. */
export const buttonReset = style({ width: '100%', appearance: 'none' });
