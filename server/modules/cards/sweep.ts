import type { Db } from '../../db';
import { brands } from '../../db/schema';
import type { JobRunner } from '../../lib/jobs';
import { CARDS_SWEEP_JOB } from './catalogue';
import type { Cards } from './service';

/**
 * The card games' sweep job (every minute, ADR 0013): in every brand, video poker hands left open
 * past the timeout are drawn holding nothing, and rounds whose credit failed are paid (the same
 * transaction id). Running it twice pays once.
 */
export function defineCardsSweep(jobs: JobRunner, db: Db, cardsFor: (brand: string) => Cards) {
  const sweepAll = async () => {
    let settled = 0;
    for (const b of await db.select({ code: brands.code }).from(brands)) settled += await cardsFor(b.code).sweep();
    return settled;
  };
  jobs.define({ name: CARDS_SWEEP_JOB, schedule: { everyMinutes: 1 }, handler: async () => void (await sweepAll()) });
  return sweepAll;
}
