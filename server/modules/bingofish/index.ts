import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { brands } from '../../db/schema';
import { brandScoped, perBrand } from '../../lib/brand-resolver';
import type { JobRunner } from '../../lib/jobs';
import type { HouseKitOptions } from '../studio';
import { createBingo } from './bingo';
import { createFishing } from './fishing';
import { bingoFishRoutes } from './routes';

export { type Bingo, createBingo } from './bingo';
export { createFishing, type Fishing } from './fishing';
export { seedBingoFish } from './seed';

export const BINGO_ABANDONED_JOB = 'bingo-abandoned';
export const FISHING_UNPAID_JOB = 'fishing-unpaid';

/**
 * House bingo and fishing (issue 23, docs/bingo-fishing.md): per brand, on the studio's kit, their
 * window routes under /api/studio, the job that collects abandoned bingo rounds each minute, and the
 * one that credits again the fishing wins the wallet did not take.
 * Answers their round proofs for GET /api/fairness/rounds/:id.
 */
export async function setupBingoFish(
  app: FastifyInstance,
  opts: {
    db: Db;
    defaultBrand: string;
    production: boolean;
    jobs: JobRunner;
    kitOptions: (brand: string) => HouseKitOptions;
  },
) {
  const bingoFor = perBrand((brand) => createBingo(opts.kitOptions(brand)));
  const fishingFor = perBrand((brand) => createFishing(opts.kitOptions(brand)));
  const bingo = brandScoped(bingoFor, opts.defaultBrand);
  const fishing = brandScoped(fishingFor, opts.defaultBrand);
  await app.register(bingoFishRoutes, { prefix: '/api/studio', bingo, fishing, production: opts.production });
  opts.jobs.define({
    name: BINGO_ABANDONED_JOB,
    schedule: { everyMinutes: 1 },
    handler: async () => {
      const rows = await opts.db.select({ code: brands.code }).from(brands);
      for (const { code } of rows) await bingoFor(code).collectAbandoned();
    },
  });
  opts.jobs.define({
    name: FISHING_UNPAID_JOB,
    schedule: { everyMinutes: 1 },
    handler: async () => {
      const rows = await opts.db.select({ code: brands.code }).from(brands);
      for (const { code } of rows) await fishingFor(code).payUnpaid();
    },
  });
  return {
    bingoFor,
    fishingFor,
    /** A bingo round's or a shot's proof, or null. */
    proof: async (id: string) => (await bingo.proof(id)) ?? (await fishing.proof(id)),
  };
}
export { bingoFishArt } from './art';
