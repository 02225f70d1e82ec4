import { withTimeout } from '../../lib/redis';

export type Check = () => Promise<void>;
export type CheckState = 'ok' | 'fail' | 'skipped';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckState>;
}

/**
 * Readiness: every configured dependency answers within the deadline, and the process is not
 * shutting down. A check set to null is not configured (e.g. Redis without REDIS_URL) and is skipped.
 */
export function createReadiness(opts: {
  checks: Record<string, Check | null>;
  isShuttingDown: () => boolean;
  timeoutMs?: number;
}) {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  return async (): Promise<Readiness> => {
    const entries = await Promise.all(
      Object.entries(opts.checks).map(async ([name, check]): Promise<[string, CheckState]> => {
        if (!check) return [name, 'skipped'];
        try {
          await withTimeout(check(), timeoutMs, name);
          return [name, 'ok'];
        } catch {
          return [name, 'fail'];
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const ready = !opts.isShuttingDown() && entries.every(([, s]) => s !== 'fail');
    return { ready, checks };
  };
}
