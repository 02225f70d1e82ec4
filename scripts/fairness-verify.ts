/**
 * npm run fairness:verify — recomputes a house result offline (issue 22, docs/fairness.md), with the
 * same code the /m/fairness page runs in the browser (src/rules/studio/verify.ts):
 *
 *   npm run fairness:verify -- slot --game lumen-lucky-sevens --server-seed <hex> --client-seed <s> --nonce 17 \
 *     [--stake-per-line 2] [--free] [--hash <sha256 shown before play>]
 *   npm run fairness:verify -- draw --family k3 --hash <draw hash> --salt <salt> --index 3 --terminating <hash>
 *   npm run fairness:verify -- round <id> --base https://your.site   (fetches the public proof, then checks it)
 *   npm run fairness:verify -- draw-id <id> --base https://your.site
 *
 * Exits 1 when something does not verify.
 */
import { parseArgs } from 'node:util';
import type { DrawProof, RoundProof } from '../src/api/contract/fairness';
import { resultSummary } from '../src/rules/lottery/draw';
import {
  drawInputErrors,
  replayDraw,
  replaySlot,
  slotInputErrors,
  verifyDraw,
  verifySlotRound,
} from '../src/rules/studio/verify';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string' },
    'server-seed': { type: 'string' },
    'client-seed': { type: 'string' },
    nonce: { type: 'string', default: '0' },
    'stake-per-line': { type: 'string', default: '1' },
    free: { type: 'boolean', default: false },
    hash: { type: 'string' },
    family: { type: 'string' },
    salt: { type: 'string' },
    index: { type: 'string' },
    terminating: { type: 'string' },
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
  },
});

const [command, id] = positionals;
const floats = (xs: number[]) => xs.map((f) => f.toFixed(8)).join(' ');
const grid = (g: string[][]) =>
  [0, 1, 2].map((row) => g.map((reel) => (reel[row] ?? '').padEnd(3)).join(' ')).join('\n  ');
const mark = (ok: boolean) => (ok ? '✓' : '✗');
let failed = false;

async function fetchProof<T>(path: string): Promise<T> {
  const res = await fetch(new URL(path, values.base));
  const body = (await res.json()) as { value?: T; code?: string; message?: string };
  if (!res.ok || !body.value) throw new Error(`${res.status} ${body.code ?? ''} ${body.message ?? ''}`);
  return body.value;
}

function printSlot(r: Awaited<ReturnType<typeof replaySlot>>) {
  console.log(`sha256(server seed)  ${r.serverSeedHash}`);
  console.log(`floats               ${floats(r.floats)}`);
  console.log(`stops                ${r.result.stops.join(' ')}`);
  console.log(`grid (rows)\n  ${grid(r.result.grid)}`);
  for (const w of r.result.lineWins) console.log(`line ${w.line + 1}: ${w.count} × ${w.symbol} pays ${w.amount}`);
  if (r.result.scatterCount >= 3) console.log(`scatters: ${r.result.scatterCount}, pays ${r.result.scatterWin}`);
  console.log(`total win            ${r.result.totalWin} (free spins awarded: ${r.result.freeSpinsAwarded})`);
}

if (command === 'slot') {
  const input = {
    gameCode: values.game ?? '',
    serverSeed: (values['server-seed'] ?? '').toLowerCase(),
    clientSeed: values['client-seed'] ?? '',
    nonce: Number(values.nonce),
    stakePerLine: Number(values['stake-per-line']),
    free: values.free ?? false,
  };
  const bad = slotInputErrors(input);
  if (bad.length > 0) throw new Error(`invalid: ${bad.join(', ')}`);
  const r = await replaySlot(input);
  printSlot(r);
  if (values.hash) {
    const ok = r.serverSeedHash === values.hash.toLowerCase();
    failed ||= !ok;
    console.log(`${mark(ok)} the hash shown before play ${ok ? 'matches' : 'does NOT match'}`);
  }
} else if (command === 'draw') {
  const input = {
    family: values.family as never,
    hash: (values.hash ?? '').toLowerCase(),
    salt: values.salt ?? '',
    index: Number(values.index),
    terminatingHash: (values.terminating ?? '').toLowerCase(),
  };
  const bad = drawInputErrors(input);
  if (bad.length > 0) throw new Error(`invalid: ${bad.join(', ')}`);
  const r = await replayDraw(input);
  failed ||= !r.chainOk;
  console.log(
    `${mark(r.chainOk)} hashed ${input.index} times, the draw hash ${r.chainOk ? 'reaches' : 'does NOT reach'} the terminating hash`,
  );
  console.log(`floats  ${floats(r.floats)}`);
  console.log(`result  ${resultSummary(r.result)}`);
} else if (command === 'round' && id) {
  const proof = await fetchProof<RoundProof>(`/api/fairness/rounds/${id}`);
  const check = await verifySlotRound(proof);
  if (!check.revealed) {
    console.log('The server seed is not revealed yet: rotate the seed in the game, then check again.');
    failed = true;
  } else {
    printSlot(check);
    console.log(`${mark(check.hashMatches)} sha256(revealed seed) = hash shown before play`);
    console.log(`${mark(check.outcomeMatches)} recomputed outcome = the server's (win ${proof.outcome.totalWin})`);
    failed ||= !check.ok;
  }
} else if (command === 'draw-id' && id) {
  const proof = await fetchProof<DrawProof>(`/api/fairness/draws/${id}`);
  const check = await verifyDraw(proof);
  if (!check.drawn) {
    console.log('Not drawn yet.');
    failed = true;
  } else {
    console.log(`${mark(check.chainOk)} chain link (index ${proof.index})`);
    console.log(`${mark(check.resultMatches)} result ${resultSummary(check.result)}`);
    failed ||= !check.ok;
  }
} else {
  console.error('usage: npm run fairness:verify -- slot|draw|round <id>|draw-id <id> [options] (see docs/fairness.md)');
  process.exit(2);
}
process.exit(failed ? 1 : 0);
