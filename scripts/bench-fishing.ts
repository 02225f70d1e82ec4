/**
 * `npm run bench:fishing`: frames per second of the fishing scene (issue 23) in Chromium with the
 * CPU throttled 4× (CDP Emulation.setCPUThrottlingRate), as on a mid-range phone. The scene's
 * renderer (game-client/fishing/scene.ts) is bundled alone with esbuild and drawn on a 412×640
 * canvas at device pixel ratio 2.6, as the game window draws it, for 8 s. Prints; never asserts.
 *
 *   npm run bench:fishing                 4× throttling, normal motion
 *   BENCH_THROTTLE=1 npm run bench:fishing
 */
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium';

const throttle = Number(process.env.BENCH_THROTTLE ?? 4);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const bundle = await build({
  entryPoints: ['game-client/fishing/scene.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'Fishing',
  write: false,
  platform: 'browser',
});
const code = bundle.outputFiles[0]?.text ?? '';

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const reduced of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625 });
    const page = await context.newPage();
    await page.setContent(
      '<body style="margin:0;background:#000"><div style="position:relative;width:412px;height:640px"><canvas id="b" style="position:absolute;inset:0;width:100%;height:100%"></canvas><canvas id="c" style="position:relative;width:100%;height:100%;display:block"></canvas></div></body>',
    );
    await page.addScriptTag({ content: code });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // A string, not a function: tsx's transform would add helpers the page does not have.
    const result = (await page.evaluate(`(async () => {
      const secs = ${seconds};
      const calm = ${reduced};
      const canvas = document.getElementById('c');
      const start = performance.now();
      const r = new Fishing.FishRenderer(canvas, {
        sceneSeed: '${'b'.repeat(64)}',
        clock: () => 20000 + (performance.now() - start) * (calm ? 0.4 : 1),
        reducedMotion: calm,
        background: document.getElementById('b'),
      });
      r.resize(412, 640, devicePixelRatio);
      r.start();
      // Warm up a second, then count frames and the frame gaps.
      await new Promise((res) => setTimeout(res, 1000));
      const frames0 = r.frames;
      const t0 = performance.now();
      let last = t0;
      let worst = 0;
      let stop = false;
      const gaps = [];
      const watch = (now) => {
        gaps.push(now - last);
        worst = Math.max(worst, now - last);
        last = now;
        if (!stop) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      // A shot every 200 ms, each resolved (coins or a splash) as the server would answer.
      let id = 0;
      const shots = setInterval(() => {
        r.fire(200, 300);
        r.resolve(30 + id, id % 3 === 0);
        id++;
      }, 200);
      await new Promise((res) => setTimeout(res, secs * 1000));
      stop = true;
      clearInterval(shots);
      r.stop();
      const elapsed = (performance.now() - t0) / 1000;
      gaps.sort((a, b) => a - b);
      return { fps: (r.frames - frames0) / elapsed, worstMs: worst, p95Ms: gaps[Math.floor(gaps.length * 0.95)] || 0 };
    })()`)) as { fps: number; worstMs: number; p95Ms: number };
    console.log(
      `fishing scene, CPU throttled ${throttle}×, ${reduced ? 'reduced motion' : 'normal motion'}: ` +
        `${result.fps.toFixed(1)} fps (frame gap p95 ${result.p95Ms.toFixed(1)} ms, worst ${result.worstMs.toFixed(1)} ms) over ${seconds} s`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
