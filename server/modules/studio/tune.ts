import { STUDIO_GAMES, type StudioGameDef } from './catalogue';
import { configFor } from './configs';
import { exactRtp } from './rtp';

/** The filler counts tried on each reel (0 to 6). */
const RANGE = [0, 1, 2, 3, 4, 5, 6];

/**
 * Finds, for every house slot, the filler counts per reel whose exact RTP is nearest its declared
 * figure. The RTP of a filler vector depends only on the volatility's template (strip order changes
 * no frequency), so each template's whole grid is computed once and every game picks from it; ties
 * go to the most even vector. Prints the TUNING table of tuning.ts.
 */
export function tuneAll(games: readonly StudioGameDef[] = STUDIO_GAMES): string {
  const lines: string[] = [];
  for (const volatility of ['low', 'medium', 'high'] as const) {
    const members = games.filter((g) => g.volatility === volatility);
    if (members.length === 0) continue;
    const grid: { filler: number[]; rtp: number }[] = [];
    for (const a of RANGE)
      for (const b of RANGE)
        for (const c of RANGE)
          for (const d of RANGE)
            for (const e of RANGE) {
              const filler = [a, b, c, d, e];
              grid.push({ filler, rtp: exactRtp(configFor(members[0]!, filler)).total });
            }
    const spread = (f: number[]) => Math.max(...f) - Math.min(...f);
    for (const game of members) {
      const target = game.rtp / 10_000;
      const best = grid.reduce((x, y) => {
        const d = Math.abs(y.rtp - target) - Math.abs(x.rtp - target);
        return d < -1e-5 || (Math.abs(d) <= 1e-5 && spread(y.filler) < spread(x.filler)) ? y : x;
      });
      lines.push(
        `  '${game.code}': [${best.filler.join(', ')}], // ${(best.rtp * 100).toFixed(3)}% (declared ${(game.rtp / 100).toFixed(2)}%)`,
      );
    }
  }
  return lines.join('\n');
}
