import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BRAND_THEMES } from '../lib/brand-theme';
import {
  ART_LANGUAGES,
  type ArtLanguage,
  BANNER_ASSET_DIR,
  bannerCopy,
  bannerText,
  brandBannerArt,
  FONTS,
  translatedFile,
  writeBannerArt,
} from './banner-art';
import { type CodeRanges, covers, formatUnicodeRange, namedFamilies, parseUnicodeRange } from './banner-fonts';

// --- Reading an embedded font: just enough of WOFF2 and the cmap table to say which characters have a glyph.

/** The WOFF2 spec's known table tags, by index. */
const KNOWN_TAGS =
  `cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill`
    .split(' ')
    .map((t) => t.replace('_', ' '));

/** The decompressed cmap table of a WOFF2 font. */
function woff2Cmap(font: Buffer): Buffer {
  expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
  const numTables = font.readUInt16BE(12);
  const compressedSize = font.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let n = 0;
    for (let i = 0; i < 5; i++) {
      const b = font[at++] ?? 0;
      n = n * 128 + (b & 0x7f);
      if (!(b & 0x80)) return n;
    }
    throw new Error('bad UIntBase128');
  };
  const tables: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = font[at++] ?? 0;
    let tag = KNOWN_TAGS[flags & 0x3f] ?? '';
    if ((flags & 0x3f) === 63) {
      tag = font.subarray(at, at + 4).toString('latin1');
      at += 4;
    }
    const version = flags >> 6;
    const origLength = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    tables.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(font.subarray(at, at + compressedSize));
  let offset = 0;
  for (const t of tables) {
    if (t.tag === 'cmap') return data.subarray(offset, offset + t.length);
    offset += t.length;
  }
  throw new Error('no cmap table');
}

/** The glyph id a cmap (formats 4 and 12) gives `cp`; 0 is .notdef, "no glyph". */
function glyphOf(cmap: Buffer, cp: number): number {
  const records = cmap.readUInt16BE(2);
  for (let r = 0; r < records; r++) {
    const sub = cmap.readUInt32BE(4 + r * 8 + 4);
    const format = cmap.readUInt16BE(sub);
    if (format === 12) {
      const groups = cmap.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const at = sub + 16 + g * 12;
        const start = cmap.readUInt32BE(at);
        if (cp >= start && cp <= cmap.readUInt32BE(at + 4)) return cmap.readUInt32BE(at + 8) + cp - start;
      }
    } else if (format === 4 && cp <= 0xffff) {
      const segs = cmap.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const rangeOffsets = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        if (cp > cmap.readUInt16BE(ends + s * 2)) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (cp < start) break;
        const delta = cmap.readUInt16BE(deltas + s * 2);
        const ro = cmap.readUInt16BE(rangeOffsets + s * 2);
        if (ro === 0) return (cp + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + ro + (cp - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
    }
  }
  return 0;
}

// --- Reading a generated SVG.

interface EmbeddedFace {
  family: string;
  weight: number;
  ranges: CodeRanges;
  cmap: Buffer;
}

function readSvg(svg: string) {
  const style = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '';
  const faces: EmbeddedFace[] = [...style.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => ({
    family: /font-family:\s*'([^']+)'/.exec(body)?.[1] ?? '',
    weight: Number(/font-weight:\s*(\d+)/.exec(body)?.[1]),
    ranges: parseUnicodeRange(/unicode-range:\s*([^;]+)/.exec(body)?.[1] ?? ''),
    cmap: woff2Cmap(Buffer.from(/url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/.exec(body)?.[1] ?? '', 'base64')),
  }));
  const fontFamily = /<g font-family="([^"]+)"/.exec(svg)?.[1] ?? '';
  return { style, faces, fontFamily, families: namedFamilies(fontFamily) };
}

/** Every banner file the generator writes, with its brand, language and copy. */
const banners = (['aurum', 'verdant'] as const).flatMap((brand) =>
  Object.values(brandBannerArt(brand))
    .flat()
    .flatMap((art) =>
      (['en', ...ART_LANGUAGES] as const).map((lang: 'en' | ArtLanguage) => ({
        brand,
        lang,
        file: lang === 'en' ? art.file : translatedFile(art.file, lang),
        copy: bannerCopy(art, lang),
      })),
    ),
);

describe('banner art fonts', () => {
  it('parses and writes CSS unicode-ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
    expect(formatUnicodeRange([0x4e00, 0x20, 0x31, 0x30, 0x32, 0x20])).toBe('U+20,U+30-32,U+4E00');
    expect(covers(parseUnicodeRange(formatUnicodeRange([0x20, 0x30, 0x31])), 0x31)).toBe(true);
  });

  it('draws each brand in its heading fonts from the theme tokens: the Latin face, then Noto Sans SC', () => {
    // The heading stack names every script's face (the Han one through --lumen-han's fallback);
    // the art, written in English and Chinese, uses the Latin and the Simplified Chinese one.
    expect(namedFamilies(BRAND_THEMES.aurum.font.heading)).toEqual([
      'Inter',
      'Noto Sans SC',
      'Noto Sans Thai',
      'Noto Sans Devanagari',
      'Noto Naskh Arabic',
    ]);
    expect(FONTS).toEqual({ aurum: ['Inter', 'Noto Sans SC'], verdant: ['Nunito', 'Noto Sans SC'] });
  });

  it('names no system font: the embedded families, in the brand’s order, then a generic family', async () => {
    for (const { file, brand, lang } of banners) {
      const { faces, fontFamily, families } = readSvg(await readFile(path.join(BANNER_ASSET_DIR, file), 'utf8'));
      expect({ file, generic: fontFamily.endsWith(', sans-serif') }).toEqual({ file, generic: true });
      // Only the families the words need: the Latin face for English; all-Chinese copy needs no Latin face.
      if (lang === 'en') expect({ file, families }).toEqual({ file, families: [FONTS[brand][0]] });
      else expect({ file, families }).toEqual({ file, families: FONTS[brand].filter((f) => families.includes(f)) });
      expect({ file, embedded: [...new Set(faces.map((f) => f.family))] }).toEqual({ file, embedded: families });
    }
  });

  it.each(banners.filter((b) => b.lang !== 'en').map((b) => [b.file, b]))(
    '%s embeds Noto Sans SC as a woff2 data: URI',
    async (_file, { file }) => {
      const svg = await readFile(path.join(BANNER_ASSET_DIR, file), 'utf8');
      expect(svg).toMatch(/<style>[\s\S]*@font-face \{[^}]*src: url\(data:font\/woff2;base64,[^}]*\}[\s\S]*<\/style>/);
      expect(readSvg(svg).faces.some((f) => f.family === 'Noto Sans SC')).toBe(true);
    },
  );

  it('has a glyph, in the right weight, for every character of every headline, subline and call to action', async () => {
    for (const { file, copy } of banners) {
      const svg = await readFile(path.join(BANNER_ASSET_DIR, file), 'utf8');
      const { faces, families } = readSvg(svg);
      expect(svg).toContain(`aria-label="${copy.headline}"`);
      for (const { text, weight } of bannerText(copy))
        for (const ch of text) {
          const cp = ch.codePointAt(0) ?? 0;
          // As the browser picks: the first family in the list with a face of this weight whose range has it.
          const face = families
            .map((family) => faces.find((f) => f.family === family && f.weight === weight && covers(f.ranges, cp)))
            .find((f) => f !== undefined);
          expect({ file, ch, weight, face: face?.family ?? 'none' }).not.toMatchObject({ face: 'none' });
          expect({ file, ch, weight, hasGlyph: face ? glyphOf(face.cmap, cp) > 0 : false }).toMatchObject({
            hasGlyph: true,
          });
          if (/[\u4e00-\u9fff\uff00-\uffef\u3000-\u303f]/.test(ch))
            expect({ file, ch, face: face?.family }).toMatchObject({ face: 'Noto Sans SC' });
          else expect({ file, ch, face: face?.family }).toMatchObject({ face: families[0] });
        }
    }
  });

  it('keeps every banner small', async () => {
    for (const { file } of banners) {
      const size = (await readFile(path.join(BANNER_ASSET_DIR, file))).length;
      expect({ file, small: size < 30_000 }).toEqual({ file, small: true });
    }
  });

  it('the committed SVGs are what `npm run banners:generate` writes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'banners-'));
    try {
      const written = await writeBannerArt(dir);
      expect(written.sort()).toEqual(banners.map((b) => b.file).sort());
      for (const file of written) {
        const [fresh, committed] = await Promise.all([
          readFile(path.join(dir, file), 'utf8'),
          readFile(path.join(BANNER_ASSET_DIR, file), 'utf8'),
        ]);
        expect({ file, upToDate: fresh === committed }).toEqual({ file, upToDate: true });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
