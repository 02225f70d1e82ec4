import { hasCaption, ROYALS } from '../symbols';
import * as css from './Reels.css';

export interface SymbolArtProps {
  symbol: string;
  /** The game's SVG sprite of W, S and H1–H4. */
  sprite: string;
  /** The symbol's name (the wild and scatter captions; the art's title). */
  label: string;
  /** The WILD and SCATTER captions on the reels; the paytable names them beside the art. */
  caption?: boolean;
}

/** One symbol: a royal as its letter, the rest from the game's sprite. Decorative: the grid has the words. */
export function SymbolArt({ symbol, sprite, label, caption = true }: SymbolArtProps) {
  const royal = ROYALS[symbol];
  if (royal) {
    return (
      <span className={css.royal} data-symbol={symbol} aria-hidden>
        {royal}
      </span>
    );
  }
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
