/**
 * `npm run bingo:rtp`: the house bingo's and fishing's RTP figures (issue 23). The base bingo RTP
 * exactly (all 2²⁴ daub masks of a card), then 10⁷ simulated rounds of each (a fast PRNG, not the
 * seeds; the rules are the same). Prints, never asserts; the unit tests check the numbers.
 */
import { BASE_BALLS, BINGO_RTP, exactRtp, PATTERNS, simulateBaseRtp } from '../src/rules/bingo/bingo';
import { exactShotRtp, FISH, FISH_RTP, simulateShotRtp } from '../src/rules/fishing/fishing';

const rounds = Number(process.argv[2] ?? 10_000_000);
const pct = (x: number) => `${(x * 100).toFixed(3)} %`;

let t = Date.now();
console.log(`Bingo: ${BASE_BALLS} balls, prize table ${PATTERNS.map((p) => `${p.id} ×${p.pays}`).join(', ')}`);
const exact = exactRtp(BASE_BALLS);
console.log(`  exact base RTP       ${pct(exact)} (declared ${pct(BINGO_RTP)})  [${Date.now() - t} ms]`);
for (const p of PATTERNS) {
  const only = PATTERNS.map((q) => ({ ...q, pays: q.id === p.id ? 1 : 0 }));
  console.log(`    P(${p.id.padEnd(11)}) ${exactRtp(BASE_BALLS, only).toExponential(4)}`);
}
t = Date.now();
const sim = simulateBaseRtp(rounds, 20261127);
console.log(`  ${rounds} simulated  ${pct(sim)}  (Δ ${((sim - exact) * 100).toFixed(3)} pp)  [${Date.now() - t} ms]`);

console.log(`Fishing: capture p = ${FISH_RTP} / multiplier`);
for (const f of FISH)
  console.log(`    ${f.kind.padEnd(8)} ×${String(f.pays).padEnd(4)} RTP ${pct(exactShotRtp(f.pays))}`);
t = Date.now();
const shots = simulateShotRtp(rounds, 2026);
console.log(
  `  ${rounds} simulated shots  ${pct(shots)}  (Δ ${((shots - FISH_RTP) * 100).toFixed(3)} pp)  [${Date.now() - t} ms]`,
);
