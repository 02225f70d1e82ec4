import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { heavyModules, lucideFiles, lucideImports } from './initial-graph';

const barrel = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url));

describe('the icons the initial chunk takes', () => {
  it('reads the names a module imports from lucide-react, without types', () => {
    const code = `import { ArrowLeft, Gift as Present,\n  type LucideIcon, Menu } from 'lucide-react';\nimport { x } from 'other';`;
    expect(lucideImports(code)).toEqual(['ArrowLeft', 'Gift', 'Menu']);
    expect(lucideImports(`import type { LucideIcon } from "lucide-react";`)).toEqual([]);
  });

  it('maps names, aliases included, to the icon files of the barrel, and nothing else', () => {
    const files = lucideFiles(barrel, new Set(['Globe2', 'CircleAlert', 'Menu'])).map((f) => f.replace(/^.*\//, ''));
    expect(files.sort()).toEqual(['circle-exclamation-point.mjs', 'earth.mjs', 'menu.mjs']);
  });
});

describe('the libraries the first view does without', () => {
  it('names each one found among the module ids, once', () => {
    const ids = [
      '/w/node_modules/@radix-ui/react-tabs/dist/index.mjs',
      '/w/node_modules/@radix-ui/react-collection/dist/index.mjs',
      '/w/node_modules/framer-motion/dist/es/index.mjs',
      '/w/node_modules/zod/v4/core/core.js',
      '/w/node_modules/react-dom/cjs/react-dom.production.js',
      '/w/node_modules/react-aria/dist/private/interactions/usePress.mjs',
      '/w/node_modules/react-stately/dist/private/toggle/useToggleState.mjs',
      '/w/design-system/Tabs/Tabs.tsx',
    ];
    expect(heavyModules(ids)).toEqual(['@radix-ui/*', 'framer-motion', 'zod', 'react-aria']);
    expect(
      heavyModules(['/w/node_modules/react/index.js', '/w/src/app/zodiac.ts', '/w/node_modules/react-aria-x/a.js']),
    ).toEqual([]);
  });
});
