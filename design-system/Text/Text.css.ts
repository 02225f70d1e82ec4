import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** Running text in the kit's tones and sizes: the page names the role, the tokens pick the look. */
export const text = recipe({
  base: { margin: 0, minWidth: 0 },
  variants: {
    tone: {
      inherit: {},
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      subtle: { color: vars.color.textSubtle },
      accent: { color: vars.color.brandAccentText },
    },
    size: {
      inherit: {},
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight },
    },
    weight: {
      inherit: {},
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    /** Figures, ids and codes: the numeric face with tabular digits. */
    numeric: {
      true: { fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
    /** How a long word behaves: breaks anywhere (ids, e-mails, hosts), or stays whole on one line. */
    wrap: {
      normal: {},
      anywhere: { overflowWrap: 'anywhere' },
      nowrap: { whiteSpace: 'nowrap', overflowWrap: 'normal' },
    },
  },
  defaultVariants: { tone: 'inherit', size: 'inherit', weight: 'inherit', numeric: false, wrap: 'normal' },
});

/** Read by screen readers, not drawn: the words a sighted reader gets from the layout. */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  margin: `calc(-1 * ${vars.size.hairline})`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A button that reads as a link inside text or a table cell (open a record, copy a value). */
export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  maxWidth: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brandAccentText,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
  '@media': { '(pointer: fine)': { minHeight: 0 } },
});

export const textButtonIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
