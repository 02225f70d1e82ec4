/**
 * npm run studio:rtp — the house slots' RTP (issue 5): the exact figure of every game by full
 * enumeration, against its declared one. `-- --spins 10000000` adds a simulation of that many
 * spins per game (free spins played out, crypto randomness), with its standard error;
 * `-- --game lumen-golden-dragon` limits it to one game; `-- --tune` prints the TUNING table that
 * brings each game to its declared RTP (tune.ts). Not a test: it prints figures.
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STUDIO_GAMES } from '../server/modules/studio/catalogue';
import { slotConfig } from '../server/modules/studio/configs';
import { spin } from '../server/modules/studio/engine';
import { exactRtp } from '../server/modules/studio/rtp';
import { tuneAll } from '../server/modules/studio/tune';

const { values } = parseArgs({
  options: { spins: { type: 'string' }, game: { type: 'string' }, tune: { type: 'boolean' } },
});
if (values.tune) {
  console.log(tuneAll());
  process.exit(0);
}
const spins = values.spins ? Number(values.spins) : 0;
if (!Number.isSafeInteger(spins) || spins < 0) throw new Error('--spins takes a whole number');
const games = STUDIO_GAMES.filter((g) => !values.game || g.code === values.game);
if (games.length === 0) throw new Error(`no game ${values.game}`);
const pct = (x: number) => `${(x * 100).toFixed(3)}%`;
console.log(
  [
    'game',
    'declared',
    'exact',
    'lines',
    'scatter',
    'free spins',
    'trigger 1 in',
    ...(spins ? ['simulated', '± 1 se'] : []),
  ].join('\t'),
);
for (const game of games) {
  const config = slotConfig(game.code)!;
  const rtp = exactRtp(config);
  const row = [
    game.code,
    pct(game.rtp / 10_000),
    pct(rtp.total),
    pct(rtp.lines),
    pct(rtp.scatter),
    pct(rtp.freeSpins),
    (1 / rtp.triggerChance).toFixed(0),
  ];
  if (spins) {
    const stake = config.paylines.length;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < spins; i++) {
      const first = spin(config, 1, randomInt);
      let ret = first.totalWin;
      let pending = first.freeSpinsAwarded;
      while (pending > 0) {
        pending -= 1;
        const f = spin(config, 1, randomInt, true);
        ret += f.totalWin;
        pending += f.freeSpinsAwarded;
      }
      sum += ret / stake;
      squares += (ret / stake) ** 2;
    }
    const mean = sum / spins;
    row.push(pct(mean), pct(Math.sqrt((squares / spins - mean * mean) / spins)));
  }
  console.log(row.join('\t'));
}
