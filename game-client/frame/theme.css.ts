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

/**
 * The brand's stand-in palette: game-art tokens for the background and the primary colour. The
 * accent is also a text colour (free spins left), and the game-art tokens are
 * decorative fills with no contrast promise (themes/contrast.test.ts), so the accent falls back to
 * the brand's accent text colour, which meets 4.5:1 on the dark page.
 */
export const brandGamePalette = {
  background: vars.color.gameArtB,
  primary: vars.color.gameArtA,
  accent: vars.color.brandAccentText,
};

export const gameThemeDefaults = style({
  vars: {
    [gameColor.background]: brandGamePalette.background,
    [gameColor.primary]: brandGamePalette.primary,
    [gameColor.accent]: brandGamePalette.accent,
  },
});

/** Glass panels over the game's background, and the shadow that keeps light text readable on art. */
export const glass = `color-mix(in srgb, ${vars.color.page} 55%, transparent)`;
export const deepGlass = `color-mix(in srgb, ${vars.color.page} 70%, transparent)`;
export const textShadow = `0 ${vars.size.hairline} ${vars.size.focusRing} ${vars.color.scrim}`;

/** The small muted label over a figure (balance, win, stake; the history's column heads). */
export const figureLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
