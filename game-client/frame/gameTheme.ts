import { assignInlineVars } from '@vanilla-extract/dynamic';
import { gameColor } from './theme.css';

/** A game's palette as the studio sends it (CSS colours). */
export interface GamePalette {
  background: string;
  primary: string;
  accent: string;
}

/** The inline style that gives the frame a game's palette (values known only at runtime). */
export const gameThemeStyle = (palette?: GamePalette) =>
  palette
    ? assignInlineVars({
        [gameColor.background]: palette.background,
        [gameColor.primary]: palette.primary,
        [gameColor.accent]: palette.accent,
      })
    : undefined;
