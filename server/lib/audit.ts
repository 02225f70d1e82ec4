import type { Db } from '../db';
import { auditLog } from '../db/schema';

export interface AuditInput {
  brand: string;
  staff: { id: string; username: string };
  /** What was done, as a stable dotted name: `deposit.confirm`, `withdrawal.reject`, `wallet.adjust`. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

/** JSON without bigints (amounts become strings of minor units), for the audit log's before and after. */
const plain = (v: unknown) =>
  v === undefined ? null : JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)));

/**
 * Writes one audit row: who, what, when, on what, before and after, why. Pass the transaction of the
 * action itself, so the row exists exactly when the action happened.
 */
export async function audit(exec: Pick<Db, 'insert'>, input: AuditInput) {
  await exec.insert(auditLog).values({
    brand: input.brand,
    staffId: input.staff.id,
    staffUsername: input.staff.username,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    before: plain(input.before),
    after: plain(input.after),
    reason: input.reason ?? null,
    ip: input.ip ?? null,
  });
}
