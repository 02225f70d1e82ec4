import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * A house game's own colours. The studio sends each game's palette at runtime; the frame sets it
 * inline (`gameThemeStyle`). Without one (a story, a game with no palette yet) the brand's
 * placeholder game-art tokens stand in.
 */
export const gameColor = {
  background: createVar(),
  primary: createVar(),
  accent: createVar(),
};

export const gameThemeDefaults = style({
  vars: {
    [gameColor.background]: vars.color.gameArtB,
    [gameColor.primary]: vars.color.gameArtA,
    [gameColor.accent]: vars.color.gameArtC,
  },
});

/** Glass panels over the game's background, and the shadow that keeps light text readable on art. */
export const glass = `color-mix(in srgb, ${vars.color.page} 55%, transparent)`;
export const deepGlass = `color-mix(in srgb, ${vars.color.page} 70%, transparent)`;
export const textShadow = `0 ${vars.size.hairline} ${vars.size.focusRing} ${vars.color.scrim}`;

/** The small muted label over a figure (balance, win, stake; the history's column heads). */
export const figureLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
