import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { fontsSettled } from '../../.storybook/fonts';

/**
 * The visual check: a screenshot of every story in dark and light, and of every shell widget
 * in every brand too, compared with the baselines committed in tests/visual/__snapshots__.
 * Update on purpose with `npm run test:visual:update`.
 *
 * Speed: each worker loads Storybook's preview once and then switches stories the way the Storybook
 * UI does (setCurrentStory / updateGlobals / forceRemount on the preview's channel), so a screenshot
 * costs a render instead of a page load and a preview boot. Every story is still mounted fresh and
 * its play function run; storage and scroll are reset between stories. See docs/adr/0009-visual-check-one-preview-per-worker.md.
 */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('skip-visual'));
const BRANDS = ['aurum', 'verdant'] as const;
const MODES = ['dark', 'light'] as const;
const TERMINAL = ['finished', 'errored', 'aborted'];

/**
 * Loads the Storybook preview and waits for its first story and every Latin face. Called at the
 * worker's start and again every RELOAD_EVERY stories: one long-lived document grows its heap story
 * after story, and past about 1,100 stories the renderer crashed ("Target crashed").
 */
async function openPreview(page: Page) {
  // The accessibility check runs in the Storybook test suite; here it would only slow each story down.
  await page.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(
    (terminal) => {
      const preview = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__;
      return terminal.includes(preview?.currentRender?.phase ?? '');
    },
    TERMINAL,
    { timeout: 30_000 },
  );
  // Every Latin face loaded before the first measurement, whichever stories this worker got before:
  // a widget that measures text on mount (the tab strip scrolls its active tab into view) then lays
  // out the same every run. Chinese faces load on demand, per glyph range, as on the site.
  await page.evaluate(async () => {
    const faces = [...document.fonts].filter((f) => !f.family.includes('SC'));
    await Promise.all(faces.map((f) => f.load().catch(() => undefined)));
  });
}

const RELOAD_EVERY = 300;
let shownInWorker = 0;

/** One Storybook preview per worker, with time frozen and all motion off. */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion,
        baseURL,
      });
      const page = await context.newPage();
      // Time stands still for screenshots (timers still run), so countdowns and dates render the same every run.
      await page.clock.setFixedTime(new Date('2026-01-15T12:00:00Z'));
      // No motion at all: every element is in its end state the moment it mounts, so a late re-render
      // can never be caught half-faded.
      await page.addInitScript(() => {
        const style = document.createElement('style');
        style.textContent =
          '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
        const add = () => document.head.appendChild(style);
        if (document.head) add();
        else document.addEventListener('DOMContentLoaded', add, { once: true });
      });
      await openPreview(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: unknown };
    storyStoreValue: {
      userGlobals: { globals: Record<string, unknown> };
      getStoryContext(story: unknown): { globals: Record<string, unknown> };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: { storyId?: string }) => void): void;
    off(event: string, listener: (payload: { storyId?: string }) => void): void;
    emit(event: string, payload: unknown): void;
  };
}

/** Shows a story with the given globals, freshly mounted, and waits until it and its play function are done. */
async function showStory(page: Page, storyId: string, globals: Record<string, string>) {
  await page.evaluate(
    async ({ storyId, globals }) => {
      const w = window as unknown as StorybookWindow;
      const preview = w.__STORYBOOK_PREVIEW__;
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      if (!preview) throw new Error('The Storybook preview is not ready');
      const finished = (id: string) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            off();
            reject(new Error(`${id} did not finish rendering within 20 s`));
          }, 20_000);
          const done = (e: { storyId?: string }) => {
            if (e.storyId !== id) return;
            off();
            resolve();
          };
          const missing = () => {
            off();
            reject(new Error(`${id} is missing from the Storybook build`));
          };
          const off = () => {
            clearTimeout(timer);
            channel.off('storyFinished', done);
            channel.off('storyMissing', missing);
          };
          channel.on('storyFinished', done);
          channel.on('storyMissing', missing);
        });
      // What one story left behind must not show in the next.
      window.scrollTo(0, 0);
      localStorage.clear();
      sessionStorage.clear();
      const current = preview.currentRender?.id;
      const user = preview.storyStoreValue.userGlobals.globals;
      const changed = Object.entries(globals).some(([k, v]) => user[k] !== v);
      if (current === storyId) {
        // The same story in another mode or brand: let the globals re-render settle, then mount it afresh
        // so its play function runs again from the start.
        if (changed) {
          const rerendered = finished(storyId);
          channel.emit('updateGlobals', { globals });
          await rerendered;
        }
        const remounted = finished(storyId);
        channel.emit('forceRemount', { storyId });
        await remounted;
      } else {
        const rendered = finished(storyId);
        if (changed) channel.emit('updateGlobals', { globals });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        await rendered;
      }
    },
    { storyId, globals },
  );
  // A story in another language switches i18next after its first render; wait for the document to follow.
  await page.waitForFunction(() => {
    const preview = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__;
    if (!preview?.currentRender?.story) return false;
    const { locale } = preview.storyStoreValue.getStoryContext(preview.currentRender.story).globals;
    const lang = document.documentElement.lang;
    return lang === locale || (!lang && locale === 'en');
  });
  // The faces this story's text needs (a Chinese story's unicode-range files too), then two frames.
  await page.evaluate(fontsSettled);
}

for (const story of stories) {
  const brands = story.title.startsWith('Shell/') ? BRANDS : (['aurum'] as const);
  for (const brand of brands) {
    for (const mode of MODES) {
      test(`${story.id} ${brand} ${mode}`, async ({ storybook }) => {
        if (++shownInWorker % RELOAD_EVERY === 0) await openPreview(storybook);
        await showStory(storybook, story.id, { theme: mode, brand });
        await expect(storybook).toHaveScreenshot(`${story.id}--${brand}-${mode}.png`, { fullPage: true });
      });
    }
  }
}
