import { describe, expect, it } from 'vitest';
import { tapCaptureHeadScript } from './tapsBeforeHydration';

describe('tapCaptureHeadScript', () => {
  it('is a script a browser parses, in ES5 (it runs before anything is loaded, on any phone)', () => {
    expect(() => new Function(tapCaptureHeadScript)).not.toThrow();
    expect(tapCaptureHeadScript).not.toMatch(/=>|\b(?:let|const|class)\s|`/);
  });

  it('stays small: its bytes are sent with every page, ahead of the first paint', () => {
    expect(new TextEncoder().encode(tapCaptureHeadScript).length).toBeLessThanOrEqual(700);
  });
});
