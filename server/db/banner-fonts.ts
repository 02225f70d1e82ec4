/**
 * Fonts embedded in the generated banner art. An SVG shown through <img> can use neither the page's web
 * fonts nor any URL, only what it carries itself; naming system fonts left the Chinese headlines as tofu
 * on machines without a CJK face and the Latin text in whatever sans-serif the machine had. So each banner
 * carries, as `data:` URIs in its own <style>, just the glyphs its words need, cut with harfbuzz's
 * subsetter from the same @fontsource files the app loads.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Words drawn in one weight. */
export interface TextRun {
  text: string;
  weight: number;
}

/** Inclusive code point ranges. */
export type CodeRanges = [number, number][];

/** One @font-face of a fontsource stylesheet: a woff2 file and the code points it covers. */
interface SourceFace {
  file: string;
  ranges: CodeRanges;
}

/** CSS generic families and system keywords: nothing to embed for them. */
const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
  '-apple-system',
  'blinkmacsystemfont',
]);

/**
 * The named (non-generic) families of a CSS font-family list, unquoted, in order. A custom property
 * with a fallback (`var(--lumen-han, 'Noto Sans SC')`, themes/tokens.ts) reads as its fallback.
 */
export function namedFamilies(list: string): string[] {
  return list
    .replace(/var\(\s*--[\w-]+\s*,\s*([^()]*)\)/g, '$1')
    .split(',')
    .map((f) => f.trim().replace(/^(['"])(.*)\1$/, '$2'))
    .filter((f) => f !== '' && !GENERIC.has(f.toLowerCase()));
}

/** `U+0000-00FF,U+0131,U+4??` -> inclusive ranges. */
export function parseUnicodeRange(value: string): CodeRanges {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter((part) => part !== '')
    .map((part): [number, number] => {
      if (part.includes('?'))
        return [Number.parseInt(part.replace(/\?/g, '0'), 16), Number.parseInt(part.replace(/\?/g, 'f'), 16)];
      const [from = '', to = from] = part.split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
}

/** Code points, sorted, as a CSS unicode-range with runs joined: `U+20,U+30-32,U+4E00`. */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const hex = (n: number) => (sorted[n] ?? 0).toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(i)}` : `U+${hex(i)}-${hex(j)}`);
    i = j + 1;
  }
  return parts.join(',');
}

export const covers = (ranges: CodeRanges, cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);

/** `Noto Sans SC` -> `@fontsource/noto-sans-sc`. */
export const fontsourcePackage = (family: string) => `@fontsource/${family.toLowerCase().replace(/\s+/g, '-')}`;

const faceCache = new Map<string, Promise<SourceFace[]>>();

/** The upright faces of `family` at `weight`, in the stylesheet's order, read from its fontsource package. */
function sourceFaces(family: string, weight: number): Promise<SourceFace[]> {
  const key = `${family}|${weight}`;
  let faces = faceCache.get(key);
  if (!faces) {
    faces = (async () => {
      const cssFile = require.resolve(`${fontsourcePackage(family)}/${weight}.css`);
      const css = await readFile(cssFile, 'utf8');
      const out: SourceFace[] = [];
      for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
        if (!/font-style:\s*normal/.test(body)) continue;
        const src = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/.exec(body)?.[1];
        const range = /unicode-range:\s*([^;]+);?/.exec(body)?.[1];
        if (!src) continue;
        out.push({
          file: path.resolve(path.dirname(cssFile), src),
          ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
        });
      }
      if (out.length === 0) throw new Error(`${cssFile} declares no woff2 face`);
      return out;
    })();
    faceCache.set(key, faces);
  }
  return faces;
}

export interface EmbeddedFonts {
  /** @font-face rules, one per source file used, each with its glyphs as a woff2 data: URI. */
  css: string;
  /** The families the rules declare, in the order given (for the font-family list). */
  families: string[];
}

/**
 * The fonts to draw `runs` with: each character goes to the first of `families` that has it at the run's
 * weight (as the browser would pick from a font-family list), then each source file used is cut down to its
 * characters. The unicode-range of each rule is exactly the characters it carries. Throws if a character is
 * in none of the families.
 */
export async function embedFonts(runs: TextRun[], families: string[]): Promise<EmbeddedFonts> {
  const picks = new Map<string, { family: string; weight: number; file: string; codePoints: Set<number> }>();
  const weights = [...new Set(runs.map((r) => r.weight))].sort((a, b) => a - b);
  for (const weight of weights) {
    const codePoints = new Set(
      runs.filter((r) => r.weight === weight).flatMap((r) => [...r.text].map((ch) => ch.codePointAt(0) ?? 0)),
    );
    for (const cp of codePoints) {
      let picked = false;
      for (const family of families) {
        // Where a stylesheet's ranges overlap, the face declared last wins, as in CSS.
        const face = (await sourceFaces(family, weight)).findLast((f) => covers(f.ranges, cp));
        if (!face) continue;
        const key = `${family}|${weight}|${face.file}`;
        const pick = picks.get(key) ?? { family, weight, file: face.file, codePoints: new Set<number>() };
        pick.codePoints.add(cp);
        picks.set(key, pick);
        picked = true;
        break;
      }
      if (!picked) {
        const ch = String.fromCodePoint(cp);
        throw new Error(`no font among ${families.join(', ')} has "${ch}" (U+${cp.toString(16)}) at weight ${weight}`);
      }
    }
  }
  const ordered = [...picks.values()].sort(
    (a, b) =>
      families.indexOf(a.family) - families.indexOf(b.family) || a.weight - b.weight || a.file.localeCompare(b.file),
  );
  const rules: string[] = [];
  for (const pick of ordered) {
    const text = String.fromCodePoint(...[...pick.codePoints].sort((a, b) => a - b));
    const woff2 = await subsetFont(await readFile(pick.file), text, { targetFormat: 'woff2' });
    rules.push(
      `@font-face { font-family: '${pick.family}'; font-style: normal; font-weight: ${pick.weight}; ` +
        `src: url(data:font/woff2;base64,${woff2.toString('base64')}) format('woff2'); ` +
        `unicode-range: ${formatUnicodeRange(pick.codePoints)}; }`,
    );
  }
  return { css: rules.join('\n'), families: families.filter((f) => ordered.some((p) => p.family === f)) };
}
