import type { FastifyInstance } from 'fastify';

/**
 * A node's own few-second clock (the lottery's draws, football's matches): once the app is ready it
 * runs `tick` every `periodMs`, one pass at a time (the next is armed when the last ends), and on
 * close it stops and waits for a pass in flight. A failed pass is logged and the clock goes on. The
 * timer does not keep the process alive. Off (`enabled` false) it never runs: the minute's job is
 * then the only clock.
 */
export function startTicker(
  app: FastifyInstance,
  opts: { name: string; enabled: boolean; periodMs: number; tick: () => Promise<unknown> },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = opts
        .tick()
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err }, `${opts.name} tick failed`))
        .finally(() => {
          running = null;
          arm();
        });
    }, opts.periodMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    if (!opts.enabled) return;
    stopped = false;
    arm();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
