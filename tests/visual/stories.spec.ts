import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/**
 * The visual check: a screenshot of every story in dark and light, and of every shell widget
 * in every brand too, compared with the baselines committed in tests/visual/__snapshots__.
 * Update on purpose with `npm run test:visual:update`.
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

/** Waits until the story has rendered and its play function (if any) has finished. */
async function waitForStory(page: Page) {
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
    },
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

test.beforeEach(async ({ page }) => {
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
});

for (const story of stories) {
  const brands = story.title.startsWith('Shell/') ? BRANDS : (['aurum'] as const);
  for (const brand of brands) {
    for (const mode of MODES) {
      test(`${story.id} ${brand} ${mode}`, async ({ page }) => {
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${mode};brand:${brand}`);
        await waitForStory(page);
        await expect(page).toHaveScreenshot(`${story.id}--${brand}-${mode}.png`, { fullPage: true });
      });
    }
  }
}
