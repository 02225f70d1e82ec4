import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../design-system/Carousel/useMediaState';
import { LINE_CYCLE_MS, type WinTier } from '../celebration';
import { liftedCells, REELS, type ReelsWin, ROWS } from '../spin';
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
  /** The settled spin's win (`reelsWin`): its lines are drawn across the reels and its symbols lifted. */
  win?: ReelsWin | null;
  /** How big the win is (celebration.ts): a big or mega win makes the frame glow. */
  tier?: WinTier;
  /** The strip along the top of the reels' frame: the free spins, or the game's note. */
  header?: ReactNode;
  /** Over the reels (the celebration). */
  overlay?: ReactNode;
}

/**
 * Which paying line shows: every line at first (null), then each alone in turn, then all again, for
 * as long as the win shows. One line, or reduced motion: every line, still.
 */
function useShownLine(count: number, key: unknown, still: boolean): number | null {
  const [shown, setShown] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new win (key) starts the cycle again
  useEffect(() => {
    setShown(null);
    if (still || count < 2) return;
    let step = 0;
    const timer = setInterval(() => {
      step = (step + 1) % (count + 1);
      setShown(step === 0 ? null : step - 1);
    }, LINE_CYCLE_MS);
    return () => clearInterval(timer);
  }, [count, key, still]);
  return still || count < 2 ? null : shown;
}

/** A payline as an SVG path over a 5 × 3 grid of unit cells: through each reel's row, edge to edge. */
const linePath = (rows: readonly number[]) => {
  const y = (reel: number) => (rows[reel] ?? 1) + 0.5;
  const points = rows.map((_, reel) => `L${reel + 0.5} ${y(reel)}`).join(' ');
  return `M0 ${y(0)} ${points} L${REELS} ${y(REELS - 1)}`;
};

const none: ReelsWin = { lines: [], scatters: [] };

/**
 * The five reels, read to screen readers row by row. A win draws its paylines across the reels in
 * the brand's accent (several lines take turns), lifts the symbols that paid and dims the rest.
 */
export function Reels({
  grid,
  sprite,
  spinning = false,
  turning = [],
  win,
  tier = 'none',
  header,
  overlay,
}: ReelsProps) {
  const { t } = useTranslation('games');
  const reduced = usePrefersReducedMotion();
  const shownWin = spinning ? none : (win ?? none);
  const hasWin = shownWin.lines.length > 0 || shownWin.scatters.length > 0;
  const shown = useShownLine(shownWin.lines.length, shownWin, reduced);
  const lifted = liftedCells(shownWin, shown);
  const drawn = shownWin.lines.filter((_, i) => shown === null || shown === i);
  return (
    <div
      className={css.frame}
      data-tier={!spinning && (tier === 'big' || tier === 'mega') ? tier : undefined}
      data-shown-line={shown === null ? undefined : shownWin.lines[shown]?.line}
    >
      {header !== undefined ? <div className={css.header}>{header}</div> : null}
      <div className={css.window}>
        <div
          className={css.reels}
          role="img"
          aria-label={spinning ? t('play.spinning') : describeGrid(grid, t)}
          data-spinning={spinning || undefined}
        >
          {grid.map((reel, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
            <div key={r} className={css.reel} data-turning={turning[r] || undefined}>
              {reel.map((symbol, row) => {
                const up = lifted.has(`${r}:${row}`);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                  <div key={row} className={css.cell}>
                    <div className={css.tile} data-win={up || undefined} data-dim={(hasWin && !up) || undefined}>
                      <SymbolArt symbol={symbol} sprite={sprite} label={symbolName(symbol, t)} />
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {drawn.length > 0 ? (
          <svg
            className={css.lines}
            viewBox={`0 0 ${REELS} ${ROWS}`}
            preserveAspectRatio="none"
            aria-hidden
            data-testid="win-lines"
          >
            {drawn.map((l) => (
              <g key={`${l.line}-${shown ?? 'all'}`} className={css.lineGroup} data-line={l.line}>
                <path className={css.lineCasing} d={linePath(l.rows)} vectorEffect="non-scaling-stroke" />
                <path className={css.line} d={linePath(l.rows)} vectorEffect="non-scaling-stroke" />
              </g>
            ))}
          </svg>
        ) : null}
      </div>
      {overlay}
    </div>
  );
}
