import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15, ADR 0018: pages compose the kit. A page module stays at most 200 lines, pages/shared and
 * pages/admin/shared empty out into the kit (route paths stay out of widgets: design-system/paths.test.ts).
 * `STILL_OVER` lists the page modules that are not thin yet, at their current size: one may shrink, none may
 * grow, and a new page must not join the list. Delete a line when its page is thin.
 */
const MAX_LINES = 200;
const STILL_OVER: Record<string, number> = {
  'pages/admin/Channels/useChannelForm.ts': 231,
};
/** Shared page files not yet dissolved into the kit: delete a line when its file goes; none may be added. */
const STILL_SHARED = [
  'pages/admin/shared/admin.css.ts',
  'pages/admin/shared/parts.tsx',
  'pages/shared/AccountFields.tsx',
  'pages/shared/SocialLogin.tsx',
];

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
