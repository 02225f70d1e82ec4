import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
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
 * Runs the ledger invariant check every `minutes` (0: never) and after each run sets the metrics
 * `ledger_invariant_ok` (1 or 0) and `ledger_invariant_problems`. A failure is logged at error level.
 * Running it on several nodes at once is harmless: it only reads, and records its run.
 */
export function scheduleLedgerCheck(app: FastifyInstance, ledger: Ledger, minutes: number) {
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
  if (minutes <= 0) return;
  const timer = setInterval(() => {
    run().catch((err: unknown) => app.log.warn({ err }, 'ledger invariant check could not run'));
  }, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the ledger invariant check now, updating the metrics and the log. */
    checkLedger(): Promise<CheckReport>;
  }
}
