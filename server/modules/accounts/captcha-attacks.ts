import { createCanvas, loadImage } from '@napi-rs/canvas';
import { CAPTCHA_FACES, registerCaptchaFonts } from './captcha-image';

/**
 * Test tooling only (captcha.test.ts): the two automatic readers an attacker tries first against a
 * captcha, so a test can show they fail. Not imported by the server.
 *
 * 1. `readVectorCaptcha` ports the parser that solved the old SVG captcha 12 of 12: it looks for
 *    vector data in the image, takes each glyph's stroke end points, snaps them to a seven-segment grid
 *    and reads the digits in the order of their translate().
 * 2. `readRasterCaptcha` is the textbook raster reader: threshold the picture, cut it into glyphs
 *    (connected dark components, ink-free columns, or equal slices of the inked box; optionally after
 *    a morphological opening that wipes out thin lines), and match each glyph against templates of
 *    the same digits drawn cleanly in the same fonts.
 */

// ---------------------------------------------------------------------------------------------------
// 1. The vector reader
// ---------------------------------------------------------------------------------------------------

const CORNERS: Record<string, [number, number]> = {
  tl: [0, 0],
  tr: [10, 0],
  ml: [0, 10],
  mr: [10, 10],
  bl: [0, 20],
  br: [10, 20],
};
const SEGMENTS: Record<string, string> = {
  'tl-tr': 'a',
  'mr-tr': 'b',
  'br-mr': 'c',
  'bl-br': 'd',
  'bl-ml': 'e',
  'ml-tl': 'f',
  'ml-mr': 'g',
};
const DIGITS: Record<string, string> = {
  abcdef: '0',
  bc: '1',
  abdeg: '2',
  abcdg: '3',
  bcfg: '4',
  acdfg: '5',
  acdefg: '6',
  abc: '7',
  abcdefg: '8',
  abcdfg: '9',
};

const nearest = (x: number, y: number) =>
  Object.entries(CORNERS).sort(
    ([, a], [, b]) => Math.hypot(a[0] - x, a[1] - y) - Math.hypot(b[0] - x, b[1] - y),
  )[0]![0];

/** The bytes behind a data URL, as text. */
export function dataUrlText(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  const body = dataUrl.slice(comma + 1);
  return dataUrl.slice(0, comma).endsWith(';base64')
    ? Buffer.from(body, 'base64').toString('latin1')
    : decodeURIComponent(body);
}

/** Reads the digits from vector glyph outlines in the image, or null when it finds none to read. */
export function readVectorCaptcha(dataUrl: string): string | null {
  const text = dataUrlText(dataUrl);
  const glyphs: { x: number; digit: string }[] = [];
  for (const m of text.matchAll(/<path\b[^>]*?\bd="([^"]+)"[^>]*?transform="translate\(([-\d.]+)/g)) {
    const segments = new Set<string>();
    for (const sub of m[1]!.split(/(?=M)/)) {
      const n = [...sub.matchAll(/-?\d+(?:\.\d+)?/g)].map((v) => Number(v[0]));
      if (n.length < 4) continue;
      const ends = [nearest(n[0]!, n[1]!), nearest(n[n.length - 2]!, n[n.length - 1]!)].sort().join('-');
      const seg = SEGMENTS[ends];
      if (seg) segments.add(seg);
    }
    const digit = DIGITS[[...segments].sort().join('')];
    if (digit) glyphs.push({ x: Number(m[2]), digit });
  }
  return glyphs.length
    ? glyphs
        .sort((a, b) => a.x - b.x)
        .map((g) => g.digit)
        .join('')
    : null;
}

// ---------------------------------------------------------------------------------------------------
// 2. The raster reader
// ---------------------------------------------------------------------------------------------------

/** A binary picture: 1 = ink. */
interface Bits {
  w: number;
  h: number;
  ink: Uint8Array;
}

/** Decodes PNG bytes and thresholds the luminance with Otsu's method. */
export async function binarise(png: Buffer): Promise<Bits> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  const { data } = g.getImageData(0, 0, img.width, img.height);
  const n = img.width * img.height;
  const lum = new Uint8Array(n);
  const hist = new Array<number>(256).fill(0);
  for (let i = 0; i < n; i++) {
    const l = Math.round(0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!);
    lum[i] = l;
    hist[l]!++;
  }
  let sum = 0;
  for (let t = 0; t < 256; t++) sum += t * hist[t]!;
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = n - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  const ink = new Uint8Array(n);
  for (let i = 0; i < n; i++) ink[i] = lum[i]! <= threshold ? 1 : 0;
  return { w: img.width, h: img.height, ink };
}

/** Erosion (every pixel of the square must be ink) or dilation (any), done as a row pass then a column pass. */
function morph(b: Bits, radius: number, erode: boolean): Bits {
  const pass = (src: Uint8Array, dx: number, dy: number) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < b.h; y++) {
      for (let x = 0; x < b.w; x++) {
        let hit = erode ? 1 : 0;
        for (let k = -radius; k <= radius; k++) {
          const xx = x + k * dx;
          const yy = y + k * dy;
          const v = xx < 0 || yy < 0 || xx >= b.w || yy >= b.h ? 0 : src[yy * b.w + xx]!;
          if (erode ? v === 0 : v === 1) {
            hit = erode ? 0 : 1;
            break;
          }
        }
        out[y * b.w + x] = hit;
      }
    }
    return out;
  };
  return { ...b, ink: pass(pass(b.ink, 1, 0), 0, 1) };
}

/** Erosion then dilation with a square: removes strokes thinner than 2 × radius + 1 pixels. */
export const opening = (b: Bits, radius: number) => morph(morph(b, radius, true), radius, false);

/** A candidate glyph: its pixels (indices into the picture). */
type Glyph = number[];

function components(b: Bits): Glyph[] {
  const seen = new Uint8Array(b.ink.length);
  const out: Glyph[] = [];
  for (let start = 0; start < b.ink.length; start++) {
    if (!b.ink[start] || seen[start]) continue;
    const pixels: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const p = stack.pop()!;
      pixels.push(p);
      const x = p % b.w;
      const y = (p - x) / b.w;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= b.w || yy >= b.h) continue;
          const q = yy * b.w + xx;
          if (b.ink[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    out.push(pixels);
  }
  return out;
}

const xs = (g: Glyph, w: number) => g.map((p) => p % w);
const minX = (g: Glyph, w: number) => Math.min(...xs(g, w));
const maxX = (g: Glyph, w: number) => Math.max(...xs(g, w));

/** Splits glyphs into equal vertical slices until there are n: the widest goes first. */
function splitTo(glyphs: Glyph[], n: number, w: number): Glyph[] {
  const out = [...glyphs];
  while (out.length < n && out.length > 0) {
    out.sort((a, b) => maxX(b, w) - minX(b, w) - (maxX(a, w) - minX(a, w)));
    const widest = out.shift()!;
    const lo = minX(widest, w);
    const span = maxX(widest, w) - lo + 1;
    // How many glyphs it probably holds: its share of the ones still missing, at least two.
    const parts = Math.max(2, Math.min(n - out.length, Math.round(span / (w / (n + 2)))));
    for (let k = 0; k < parts; k++) {
      const a = lo + (span * k) / parts;
      const z = lo + (span * (k + 1)) / parts;
      const part = widest.filter((p) => p % w >= a && p % w < z);
      if (part.length) out.push(part);
    }
  }
  return out;
}

/** Segmentation by connected components: the n largest (small specks dropped), split when too few. */
function byComponents(b: Bits, n: number): Glyph[] {
  const all = components(b).filter((g) => g.length >= 40);
  const largest = all.sort((a, c) => c.length - a.length).slice(0, n);
  return splitTo(largest, n, b.w).sort((a, c) => minX(a, b.w) - minX(c, b.w));
}

/** Segmentation by columns: runs of columns with ink, split when too few, the n widest kept. */
function byColumns(b: Bits, n: number): Glyph[] {
  const cols = new Array<number>(b.w).fill(0);
  for (let i = 0; i < b.ink.length; i++) if (b.ink[i]) cols[i % b.w]!++;
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= b.w; x++) {
    const inked = x < b.w && cols[x]! > 1;
    if (inked && start < 0) start = x;
    if (!inked && start >= 0) {
      runs.push([start, x]);
      start = -1;
    }
  }
  const glyphs = runs
    .filter(([a, z]) => z - a >= 3)
    .map(([a, z]) => {
      const g: Glyph = [];
      for (let i = 0; i < b.ink.length; i++) if (b.ink[i] && i % b.w >= a && i % b.w < z) g.push(i);
      return g;
    });
  const kept = glyphs.sort((a, c) => c.length - a.length).slice(0, n);
  return splitTo(kept, n, b.w).sort((a, c) => minX(a, b.w) - minX(c, b.w));
}

/** Segmentation by equal slices of the box that holds the ink (specks dropped). */
function bySlices(b: Bits, n: number): Glyph[] {
  const ink = components(b)
    .filter((g) => g.length >= 40)
    .flat();
  return ink.length ? splitTo([ink], n, b.w).sort((a, c) => minX(a, b.w) - minX(c, b.w)) : [];
}

const GRID_W = 12;
const GRID_H = 18;

/** The glyph's ink in its own bounding box, resampled to a small grid of coverage values. */
function features(g: Glyph, w: number): Float64Array {
  const px = g.map((p) => p % w);
  const py = g.map((p) => Math.floor(p / w));
  const x0 = Math.min(...px);
  const y0 = Math.min(...py);
  const bw = Math.max(...px) - x0 + 1;
  const bh = Math.max(...py) - y0 + 1;
  const grid = new Float64Array(GRID_W * GRID_H);
  for (let i = 0; i < g.length; i++) {
    const gx = Math.min(GRID_W - 1, Math.floor(((px[i]! - x0) / bw) * GRID_W));
    const gy = Math.min(GRID_H - 1, Math.floor(((py[i]! - y0) / bh) * GRID_H));
    grid[gy * GRID_W + gx]! += 1;
  }
  const mean = grid.reduce((s, v) => s + v, 0) / grid.length;
  let norm = 0;
  for (let i = 0; i < grid.length; i++) {
    grid[i] = grid[i]! - mean;
    norm += grid[i]! ** 2;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < grid.length; i++) grid[i] = grid[i]! / norm;
  return grid;
}

let templateCache: { digit: string; f: Float64Array }[] | undefined;

/** Each digit drawn cleanly, black on white, upright, in every captcha face: what the reader matches against. */
async function templates() {
  if (templateCache) return templateCache;
  registerCaptchaFonts();
  const out: { digit: string; f: Float64Array }[] = [];
  for (const face of CAPTCHA_FACES) {
    for (const digit of '0123456789') {
      const c = createCanvas(80, 100);
      const g = c.getContext('2d');
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 80, 100);
      g.fillStyle = '#000';
      g.font = `72px ${face.family}`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(digit, 40, 50);
      const b = await binarise(c.toBuffer('image/png'));
      out.push({ digit, f: features(components(b).flat(), b.w) });
    }
  }
  templateCache = out;
  return out;
}

function classify(g: Glyph, w: number, t: { digit: string; f: Float64Array }[]): string {
  if (g.length === 0) return '?';
  const f = features(g, w);
  let best = '?';
  let score = -Infinity;
  for (const { digit, f: tf } of t) {
    let s = 0;
    for (let i = 0; i < f.length; i++) s += f[i]! * tf[i]!;
    if (s > score) {
      score = s;
      best = digit;
    }
  }
  return best;
}

export const RASTER_STRATEGIES = [
  'components',
  'columns',
  'slices',
  'open1+components',
  'open1+columns',
  'open1+slices',
  'open2+components',
  'open2+columns',
  'open2+slices',
] as const;
export type RasterStrategy = (typeof RASTER_STRATEGIES)[number];

/** What each strategy reads from the PNG: n digits, or fewer when it could not cut n glyphs. */
export async function readRasterCaptcha(png: Buffer, n: number): Promise<Record<RasterStrategy, string>> {
  const t = await templates();
  const plain = await binarise(png);
  const opened = opening(plain, 1);
  const opened2 = opening(plain, 2);
  const read = (b: Bits, cut: (b: Bits, n: number) => Glyph[]) =>
    cut(b, n)
      .map((g) => classify(g, b.w, t))
      .join('');
  return {
    components: read(plain, byComponents),
    columns: read(plain, byColumns),
    slices: read(plain, bySlices),
    'open1+components': read(opened, byComponents),
    'open1+columns': read(opened, byColumns),
    'open1+slices': read(opened, bySlices),
    'open2+components': read(opened2, byComponents),
    'open2+columns': read(opened2, byColumns),
    'open2+slices': read(opened2, bySlices),
  };
}

/**
 * The control: the same digits in the same faces and size range, upright, apart, black on white,
 * with no noise. The raster reader must read these, or its failure on the real captcha proves nothing.
 */
export function cleanDigitsPng(answer: string, random: () => number, w = 300, h = 100): Buffer {
  registerCaptchaFonts();
  const c = createCanvas(w, h);
  const g = c.getContext('2d');
  g.fillStyle = '#f4f1ea';
  g.fillRect(0, 0, w, h);
  g.fillStyle = '#1f3a93';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const slot = (w - 20) / answer.length;
  [...answer].forEach((digit, i) => {
    const face = CAPTCHA_FACES[Math.floor(random() * CAPTCHA_FACES.length)]!;
    g.font = `${Math.round(h * (0.55 + random() * 0.15))}px ${face.family}`;
    g.fillText(digit, 10 + slot * (i + 0.5), h / 2);
  });
  return c.toBuffer('image/png');
}
