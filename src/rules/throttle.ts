/**
 * The spec's throttles (§9: mark-read 150 ms, unread counts 250 ms) for an async call: at most one
 * call starts per `ms`. A call within `ms` of the last start waits for the window to end, and every
 * call that waited shares that one trailing call. So a burst of live pushes ("unread changed" five
 * times in 100 ms) costs two requests, the first at once and the last with everything it asked for.
 */
export function throttleAsync<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
  ms: number,
  clock: { now(): number; wait(ms: number): Promise<void> } = {
    now: () => Date.now(),
    wait: (d) => new Promise((resolve) => setTimeout(resolve, d)),
  },
): (...args: A) => Promise<T> {
  let lastStart = Number.NEGATIVE_INFINITY;
  let pending: { args: A; promise: Promise<T> } | null = null;
  return (...args: A) => {
    if (pending) {
      // Joins the call already waiting, with the newest arguments.
      pending.args = args;
      return pending.promise;
    }
    const left = lastStart + ms - clock.now();
    if (left <= 0) {
      lastStart = clock.now();
      return fn(...args);
    }
    const waiting: { args: A; promise: Promise<T> } = { args, promise: Promise.resolve(undefined as T) };
    waiting.promise = clock.wait(left).then(() => {
      pending = null;
      lastStart = clock.now();
      return fn(...waiting.args);
    });
    pending = waiting;
    return waiting.promise;
  };
}
