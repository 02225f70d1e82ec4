/**
 * Work that must happen only once a transaction has committed (ADR 0014): domain events are queued
 * on the transaction they describe and run after its COMMIT; a rollback drops them.
 *
 * `enableAfterCommit(db)` wraps `db.transaction` (once per database object): each transaction, and
 * each savepoint inside one, gets a queue. `afterCommit(exec, fn)`:
 * - `exec` is an open transaction: `fn` is queued; a savepoint's queue joins its parent's when the
 *   savepoint is released and is dropped when it rolls back; the outermost queue runs after COMMIT.
 * - `exec` is the database itself (an autocommit statement already ran) or undefined: `fn` runs now.
 *
 * Queued work runs synchronously after commit and must not throw (publishing catches its own errors).
 */

type Task = () => void;
type Transactional = { transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown> };

const queues = new WeakMap<object, Task[]>();
const WRAPPED = Symbol.for('platform.afterCommit');

function runAll(tasks: Task[]) {
  for (const task of tasks) {
    try {
      task();
    } catch {
      // A task's failure (a publisher bug) must not turn a committed operation into an error.
    }
  }
}

function wrap(target: object, parent: Task[] | null) {
  const t = target as Transactional & { [WRAPPED]?: true };
  if (t[WRAPPED]) return;
  const original = t.transaction.bind(t);
  const wrapped = async (fn: (tx: never) => Promise<unknown>, config?: unknown) => {
    const queue: Task[] = [];
    const result = await original(async (tx: never) => {
      queues.set(tx as object, queue);
      wrap(tx as object, queue);
      return fn(tx);
    }, config);
    // Reached only when the transaction committed (or the savepoint was released).
    if (parent) parent.push(...queue);
    else runAll(queue);
    return result;
  };
  Object.defineProperty(t, 'transaction', { value: wrapped, configurable: true, writable: true });
  Object.defineProperty(t, WRAPPED, { value: true, configurable: true });
}

/** Makes every transaction of `db` collect after-commit work. Idempotent. */
export function enableAfterCommit(db: object): void {
  wrap(db, null);
}

/** Runs `fn` once `exec`'s transaction commits, or now when `exec` is not a transaction. */
export function afterCommit(exec: object | undefined, fn: Task): void {
  const queue = exec ? queues.get(exec) : undefined;
  if (queue) queue.push(fn);
  else runAll([fn]);
}
