import { useTranslation } from 'react-i18next';
import { describeGrid, symbolName } from '../symbols';
import * as css from './Reels.css';
import { SymbolArt } from './SymbolArt';

export interface ReelsProps {
  /** grid[reel][row]: five reels of three. */
  grid: readonly (readonly string[])[];
  /** The game's SVG sprite of W, S and H1–H4. */
  sprite: string;
  /** A spin is under way (the grid is not final): the reels say so instead of their symbols. */
  spinning?: boolean;
  /** Reels still turning, left to right. */
  turning?: readonly boolean[];
  /** "reel:row" keys of the cells a win lights. */
  lit?: ReadonlySet<string>;
}

const none: ReadonlySet<string> = new Set();

/** The five reels, read to screen readers row by row; winning cells glow. */
export function Reels({ grid, sprite, spinning = false, turning = [], lit = none }: ReelsProps) {
  const { t } = useTranslation('games');
  return (
    <div
      className={css.reels}
      role="img"
      aria-label={spinning ? t('play.spinning') : describeGrid(grid, t)}
      data-spinning={spinning || undefined}
    >
      {grid.map((reel, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
        <div key={r} className={css.reel} data-turning={turning[r] || undefined}>
          {reel.map((symbol, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
            <div key={row} className={css.cell} data-win={lit.has(`${r}:${row}`) || undefined}>
              <SymbolArt symbol={symbol} sprite={sprite} label={symbolName(symbol, t)} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
