import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Keeps the static import graph of the entry (src/main.tsx) together in one chunk. Left alone,
 * Rolldown splits every module that a lazy page also imports into its own small shared chunk; with
 * more pages that became some 20 extra files on the home page, and small files compress poorly
 * (the initial JS grew by 7 KB gzip without new code on it). Lazy pages still import from it.
 */
export const initialGraph = (): Plugin & { ids: Set<string> } => {
  const ids = new Set<string>();
  return {
    name: 'initial-graph',
    apply: 'build',
    ids,
    buildEnd() {
      ids.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith('/src/main.tsx'));
      const stack = entry ? [entry] : [];
      const iconNames = new Set<string>();
      let iconBarrel: string | undefined;
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (ids.has(id)) continue;
        ids.add(id);
        // The icon package's barrel imports all of its 1,600 icons: following it would pull every icon
        // any lazy page uses into this chunk. Only the icons these modules name are taken (below).
        if (LUCIDE_BARREL.test(id)) {
          iconBarrel = id;
          continue;
        }
        if (!id.includes('/node_modules/') && /\.tsx?$/.test(id)) {
          for (const name of lucideImports(readFileSync(id, 'utf8'))) iconNames.add(name);
        }
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
      }
      // The home page is on the first load too: its icons join this chunk rather than two tiny files.
      const home = [...this.getModuleIds()].find((id) => id.endsWith('/pages/Home/index.tsx'));
      const seen = new Set<string>();
      // The packages the home page imports itself (their own imports are not walked).
      const homeLibraries = new Set<string>();
      const pending = home ? [home] : [];
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (id.includes('/node_modules/')) homeLibraries.add(id);
        if (seen.has(id) || id.includes('/node_modules/')) continue;
        seen.add(id);
        if (/\.tsx?$/.test(id)) for (const name of lucideImports(readFileSync(id, 'utf8'))) iconNames.add(name);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) pending.push(next);
      }
      if (iconBarrel) for (const icon of lucideFiles(iconBarrel, iconNames)) ids.add(icon);
      // What the first load cannot hydrate without (the bench's "initial JS") must not grow a heavy
      // library back: each of these once sat there, and each loads on demand now.
      const heavy = heavyModules([...ids, ...homeLibraries]);
      if (heavy.length > 0) {
        this.error(
          `initial graph: ${heavy.join(', ')} would load with the first view of /m/home. ` +
            'Load it lazily (preloadable, or import() on interaction), or change ON_DEMAND in scripts/lib/initial-graph.ts.',
        );
      }
      // The entry itself stays in the entry chunk: it awaits the home page at the top level, and the
      // page imports this chunk, so sharing a chunk with it would deadlock the module graph.
      if (entry) ids.delete(entry);
    },
  };
};

/**
 * Libraries the first view of /m/home does without (docs/performance.md): the winner board's Radix
 * tabs, the dialogs and sheets, the animation library, the validation schemas of the forms, tables,
 * QR codes, and react-aria (the kit's buttons are native; Switch and Checkbox, in forms, keep it).
 */
export const ON_DEMAND: readonly { name: string; test: RegExp }[] = [
  { name: '@radix-ui/*', test: /\/node_modules\/@radix-ui\// },
  { name: 'framer-motion', test: /\/node_modules\/(framer-motion|motion-dom|motion-utils)\// },
  { name: 'zod', test: /\/node_modules\/zod\// },
  { name: '@tanstack/react-table', test: /\/node_modules\/@tanstack\/(react-)?table(-core)?\// },
  { name: 'qrcode', test: /\/node_modules\/qrcode[^/]*\// },
  {
    name: 'react-aria',
    test: /\/node_modules\/(react-aria|react-stately|@react-aria|@react-stately|@internationalized)\//,
  },
];

/** The names of the ON_DEMAND libraries among these module ids, each once. */
export function heavyModules(moduleIds: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const id of moduleIds) for (const lib of ON_DEMAND) if (lib.test.test(id)) found.add(lib.name);
  return [...found];
}

const LUCIDE_BARREL = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;

/** The names a module imports from 'lucide-react' (`import { X, Y as Z } from 'lucide-react'`). */
export function lucideImports(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
    if (m[1]) continue;
    for (const part of (m[2] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The icon modules (absolute ids) the barrel maps these export names to. */
export function lucideFiles(barrel: string, names: Set<string>): string[] {
  const files: string[] = [];
  const dir = barrel.slice(0, barrel.lastIndexOf('/') + 1);
  for (const m of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    const exported = (m[1] ?? '').split(',').map((p) =>
      p
        .trim()
        .split(/\s+as\s+/)[1]
        ?.trim(),
    );
    if (exported.some((e) => e && names.has(e))) files.push(dir + (m[2] ?? '').slice(2));
  }
  return files;
}
