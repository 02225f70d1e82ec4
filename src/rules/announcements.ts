/**
 * The notice rules the pages share (spec §2 Notice screen, §4 mark-read, §9): which item the query
 * opens, the read state a viewer sees, and the 150 ms mark-read throttle.
 */

/** The item `/m/notice?index=` (the home marquee's link) or `?i=` opens: a whole number within the list, else none. */
export function noticeIndex(params: { index?: string | null; i?: string | null }, length: number): number | null {
  const raw = params.index ?? params.i;
  if (raw === null || raw === undefined || !/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n < length ? n : null;
}

/** Whether to show an item unread: visitors have no read state (undefined); trial accounts read everything. */
export function shownUnread(read: boolean | undefined, canMarkRead: boolean): boolean | undefined {
  if (read === undefined) return undefined;
  return canMarkRead ? !read : false;
}

/**
 * Sends at most one call per `ms` (spec §9: mark-read 150 ms): a call inside the window waits for
 * its end; calls for an id already waiting are dropped (the server's answer is the same).
 */
export function createThrottledSender<T extends string | number>(
  ms: number,
  send: (id: T) => Promise<unknown>,
  timers: { now: () => number; setTimeout: (fn: () => void, ms: number) => unknown } = {
    now: () => Date.now(),
    setTimeout: (fn, wait) => globalThis.setTimeout(fn, wait),
  },
) {
  const queue: T[] = [];
  let last = Number.NEGATIVE_INFINITY;
  let scheduled = false;
  const pump = () => {
    scheduled = false;
    const wait = last + ms - timers.now();
    if (wait > 0) {
      scheduled = true;
      timers.setTimeout(pump, wait);
      return;
    }
    const id = queue.shift();
    if (id === undefined) return;
    last = timers.now();
    void send(id).catch(() => undefined);
    if (queue.length > 0) {
      scheduled = true;
      timers.setTimeout(pump, ms);
    }
  };
  return (id: T) => {
    if (queue.includes(id)) return;
    queue.push(id);
    if (!scheduled) pump();
  };
}
