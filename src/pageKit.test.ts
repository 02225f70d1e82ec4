import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15, ADR 0018: pages compose the kit. Every page module is at most 200 lines, and there is no
 * shared page folder (pages/shared, pages/admin/shared): what two pages share is a kit part with its
 * stories (route paths stay out of widgets: design-system/paths.test.ts). Both lists below are empty
 * and must stay so; they exist so that a temporary exception is visible in review, never silent.
 */
const MAX_LINES = 200;
const STILL_OVER: Record<string, number> = {};
/** Shared page files not yet dissolved into the kit: delete a line when its file goes; none may be added. */
const STILL_SHARED: string[] = [];

const root = join(import.meta.dirname, '..');

function files(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const isSource = (p: string) => /\.(ts|tsx)$/.test(p) && !/\.(test|stories)\.tsx?$/.test(p) && !p.endsWith('.css.ts');
const lines = (p: string) => readFileSync(p, 'utf8').trimEnd().split('\n').length;
const pageModules = files(join(root, 'pages'), isSource).map((p) => relative(root, p));

describe('page kit', () => {
  it('finds the page modules', () => {
    expect(pageModules.length).toBeGreaterThan(40);
  });

  it(`keeps every page module at most ${MAX_LINES} lines`, () => {
    const over = pageModules
      .map((p) => ({ p, n: lines(join(root, p)) }))
      .filter(({ p, n }) => n > (STILL_OVER[p] ?? MAX_LINES))
      .map(({ p, n }) => `${p}: ${n} lines`);
    expect(over).toEqual([]);
  });

  it('lists only pages that are still over the limit', () => {
    const thin = Object.keys(STILL_OVER).filter((p) => !pageModules.includes(p) || lines(join(root, p)) <= MAX_LINES);
    expect(thin).toEqual([]);
  });

  it('grows no shared page folder: what pages share lives in the kit', () => {
    const shared = files(join(root, 'pages'), (p) => /\.(ts|tsx)$/.test(p))
      .map((p) => relative(root, p))
      .filter((p) => p.startsWith('pages/shared/') || p.startsWith('pages/admin/shared/'))
      .sort();
    expect(shared).toEqual([...STILL_SHARED].sort());
  });
});
