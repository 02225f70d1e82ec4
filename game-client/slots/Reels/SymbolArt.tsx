import { hasCaption } from '../symbols';
import * as css from './Reels.css';

export interface SymbolArtProps {
  symbol: string;
  /** The game's SVG sprite: W, S, H1–H4 and the royals A, K, Q, J and T (server/modules/games/art.ts). */
  sprite: string;
  /** The symbol's name (the wild and scatter captions; the art's title). */
  label: string;
  /** The WILD and SCATTER captions on the reels; the paytable names them beside the art. */
  caption?: boolean;
}

/** One symbol, drawn from the game's sprite. Decorative: the grid has the words. */
export function SymbolArt({ symbol, sprite, label, caption = true }: SymbolArtProps) {
  return (
    <span className={css.art} data-symbol={symbol} aria-hidden>
      <svg viewBox="0 0 100 100" className={css.artSvg}>
        <title>{label}</title>
        <use href={`${sprite}#${symbol}`} />
      </svg>
      {caption && hasCaption(symbol) ? <span className={css.artCaption}>{label}</span> : null}
    </span>
  );
}
