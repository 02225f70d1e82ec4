import type { Db } from '../../db';
import { audit } from '../../lib/audit';
import { type JobRunner, jobNotFound } from '../../lib/jobs/runner';

export interface JobsAdminOptions {
  runner: JobRunner;
  db: Db;
  brand: string;
}

/** The back office's view of the scheduled jobs (ADR 0013): the list, and a manual run that is audited. */
export function createJobsAdmin({ runner, db, brand }: JobsAdminOptions) {
  return {
    list: () => runner.list(),

    /** Runs a job now under a manual period key (404 job.not_found for an unknown name), audited as job.run. */
    async run(name: string, staff: { id: string; username: string }, ip: string | null) {
      if (!runner.has(name)) throw jobNotFound();
      const { run } = await runner.runNow(name, staff.username);
      if (!run) throw new Error('a manual period key was already claimed');
      await audit(db, { brand, staff, action: 'job.run', targetType: 'job', targetId: name, after: run, ip });
      return run;
    },
  };
}

export type JobsAdmin = ReturnType<typeof createJobsAdmin>;
