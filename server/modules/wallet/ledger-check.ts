import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { JobRunner } from '../../lib/jobs';
import type { CheckReport, Ledger } from './ledger';

/** One line for the log: what differed, never more than a few examples of each kind. */
export function describeReport(report: CheckReport) {
  return {
    ok: report.ok,
    accounts: report.accounts,
    entries: report.entries,
    balanceMismatches: report.balanceMismatches.length,
    unbalancedEntries: report.unbalancedEntries.length,
    unbalancedBooks: report.totals.filter((t) => t.total !== '0'),
    examples: {
      balanceMismatches: report.balanceMismatches.slice(0, 5),
      unbalancedEntries: report.unbalancedEntries.slice(0, 5),
    },
  };
}

/**
 * Declares the job `ledger-check`: the ledger invariant check every `minutes` (0: only by hand), on
 * the job runner (ADR 0013). After each run it sets the metrics `ledger_invariant_ok` (1 or 0) and
 * `ledger_invariant_problems`; a broken ledger is logged at error level and the run counts as failed.
 */
export function scheduleLedgerCheck(app: FastifyInstance, ledger: Ledger, jobs: JobRunner, minutes: number) {
  const registry = app.metricsRegistry;
  const ok = new Gauge({
    name: 'ledger_invariant_ok',
    help: '1 when the last ledger invariant check passed, 0 when it found a difference',
    registers: [registry],
  });
  const problems = new Gauge({
    name: 'ledger_invariant_problems',
    help: 'Accounts and entries that failed the last ledger invariant check',
    registers: [registry],
  });
  ok.set(1);
  problems.set(0);

  const run = async () => {
    const report = await ledger.check();
    ok.set(report.ok ? 1 : 0);
    problems.set(
      report.balanceMismatches.length +
        report.unbalancedEntries.length +
        report.totals.filter((t) => t.total !== '0').length,
    );
    if (report.ok) app.log.info(describeReport(report), 'ledger invariant check passed');
    else app.log.error(describeReport(report), 'LEDGER INVARIANT BROKEN: balances do not match their postings');
    return report;
  };
  app.decorate('checkLedger', run);
  jobs.define({
    name: 'ledger-check',
    schedule: minutes > 0 ? { everyMinutes: minutes } : null,
    handler: async () => {
      const report = await run();
      if (!report.ok) throw new Error('ledger invariant broken: balances do not match their postings');
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the ledger invariant check now, updating the metrics and the log. */
    checkLedger(): Promise<CheckReport>;
  }
}
