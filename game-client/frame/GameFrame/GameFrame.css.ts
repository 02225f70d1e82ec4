import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor } from '../theme.css';

/** The full-screen window: top bar, the game's stage in the middle, its controls at the bottom. */
export const frame = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlockStart: `max(${vars.space.sm}, env(safe-area-inset-top))`,
  paddingBlockEnd: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  background: `radial-gradient(120% 70% at 50% 30%, color-mix(in srgb, ${gameColor.primary} 22%, ${gameColor.background}), ${gameColor.background} 70%)`,
  color: vars.color.text,
});

/** The game's stage sits in the middle of the space above the controls. */
export const stage = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
});

/** A stage that starts at the top and grows (a lottery's board): the page scrolls, the controls stay pinned. */
export const stageTop = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The strip under the top bar (a bonus's wagering progress). */
export const banner = style({ minWidth: 0 });

/** The stake selector, the game's main action, and the rules and history buttons. */
export const controls = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Without a stake selector: the game's action fills the row, pinned to the bottom over the scrolling stage. */
export const pinnedControls = style([
  controls,
  {
    gridTemplateColumns: '1fr auto',
    position: 'sticky',
    insetBlockEnd: 0,
    zIndex: 1,
    marginInline: `calc(-1 * ${vars.space.md})`,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.sm,
    marginBlockEnd: `calc(-1 * max(${vars.space.md}, env(safe-area-inset-bottom)))`,
    paddingBlockEnd: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
    background: gameColor.background,
    borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  },
]);

export const note = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
