import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lucideFiles, lucideImports } from './initial-graph';

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
