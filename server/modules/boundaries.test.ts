import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No module imports another module's internals (issue 14 §4): from a sibling module, only its public
 * entry (`../wallet`, i.e. wallet/index.ts) may be imported. Tests are exempt (they may reach in).
 */

const MODULES = path.dirname(fileURLToPath(import.meta.url));

const IMPORT = /\bfrom\s+'(\.\.\/[^']+)'|\bimport\(\s*'(\.\.\/[^']+)'\s*\)/g;

function crossings(file: string, text: string): string[] {
  const module = file.split('/')[0];
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? '';
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    if (target.startsWith('..')) continue; // server/lib, server/db, src/: shared, not a module
    const [other, ...rest] = target.split('/');
    if (other !== module && rest.length > 0) found.push(`${file} -> '${spec}'`);
  }
  return found;
}

function sources(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p, base);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [path.relative(base, p).split(path.sep).join('/')] : [];
  });
}

describe('module boundaries', () => {
  it('imports another module only through its public entry (its index.ts), never a file inside it', () => {
    const files = sources(MODULES);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) => crossings(f, readFileSync(path.join(MODULES, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('tells an internal import from a public one', () => {
    expect(crossings('games/routes.ts', "import { sessionOf } from '../accounts/auth';")).toEqual([
      "games/routes.ts -> '../accounts/auth'",
    ]);
    expect(crossings('games/routes.ts', "import { sessionOf } from '../accounts';")).toEqual([]);
    expect(crossings('wallet/channels/sandbox.ts', "import { x } from '../ledger';")).toEqual([]);
    expect(crossings('wallet/channels/sandbox.ts', "import { x } from '../../system/service';")).toHaveLength(1);
    expect(crossings('wallet/routes.ts', "import { x } from '../../lib/envelope';")).toEqual([]);
  });
});
