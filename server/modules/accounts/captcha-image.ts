import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Draws a numeric captcha as a PNG: pixels only, no vector data and no text in the file, so nothing in
 * it spells the answer. Each digit is set in one of the project's own fonts (bundled woff2 files, never
 * a system font) at its own size, rotation, slant and ink, laid out with uneven gaps; a broad stroke
 * runs behind the digits and a thin one over them, small holes wear the ink, and the whole text layer
 * is bent by a smooth random displacement field onto a textured paper (blots, hatching, speckle).
 * A thin line, short arcs and dots go on top. ADR 0012 gives the library (@napi-rs/canvas, Skia) and
 * the measurements; captcha.test.ts runs a vector reader and a raster reader against it.
 */

/** Pixel size of the image: twice the 150 × 50 the log-in form shows, for sharp phone screens. */
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 100;

/** A source of numbers in [0, 1). */
export type Random = () => number;

/**
 * sfc32, a small fast generator, seeded from any bytes or text. The server seeds it from the
 * operating system's randomness for each image (the answer itself comes from node:crypto in the
 * service, never from here); tests seed it with a fixed text so a run is repeatable.
 */
export function seededRandom(seed: string | Uint8Array): Random {
  const h = createHash('sha256').update(seed).digest();
  let a = h.readUInt32LE(0);
  let b = h.readUInt32LE(4);
  let c = h.readUInt32LE(8);
  let d = h.readUInt32LE(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

const resolveFile = createRequire(import.meta.url).resolve;

/** The faces a digit may be set in: the brands' own fonts, registered under private names. */
export const CAPTCHA_FACES = [
  { family: 'LumenCaptchaNunito800', file: '@fontsource/nunito/files/nunito-latin-800-normal.woff2' },
  { family: 'LumenCaptchaNunito600', file: '@fontsource/nunito/files/nunito-latin-600-normal.woff2' },
  { family: 'LumenCaptchaInter700', file: '@fontsource/inter/files/inter-latin-700-normal.woff2' },
  { family: 'LumenCaptchaInter600', file: '@fontsource/inter/files/inter-latin-600-normal.woff2' },
] as const;

let fontsReady = false;
/** Registers the faces once per process; a missing font file is an error, not a silent fallback. */
export function registerCaptchaFonts() {
  if (fontsReady) return;
  for (const face of CAPTCHA_FACES) {
    if (GlobalFonts.has(face.family)) continue;
    if (!GlobalFonts.registerFromPath(resolveFile(face.file), face.family)) {
      throw new Error(`captcha font ${face.file} could not be loaded`);
    }
  }
  fontsReady = true;
}

/** Dark inks for the digits and the strokes through them; each digit gets its own, a little shifted. */
const INKS = [
  [31, 58, 147],
  [107, 45, 143],
  [11, 110, 79],
  [140, 47, 57],
  [61, 64, 91],
  [122, 75, 0],
  [20, 20, 24],
] as const;

const rgba = ([r, g, b]: readonly number[], a = 1) =>
  `rgba(${Math.round(r ?? 0)}, ${Math.round(g ?? 0)}, ${Math.round(b ?? 0)}, ${a.toFixed(3)})`;

interface Draw {
  r: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
}

function tools(random: Random): Draw {
  return {
    r: (min, max) => min + random() * (max - min),
    pick: (items) => items[Math.min(items.length - 1, Math.floor(random() * items.length))]!,
  };
}

/** An ink, a little shifted. */
const shade = ({ r }: Draw, base: readonly number[]) => base.map((v) => Math.max(0, Math.min(255, v + r(-18, 18))));
const ink = (d: Draw) => shade(d, d.pick(INKS));
const pale = ({ r }: Draw, min = 214, max = 246) => [r(min, max), r(min, max), r(min, max)];

/** A light, uneven paper: a pale ground, soft blots and a faint wavy hatching. */
function paintBackground(g: SKRSContext2D, d: Draw, w: number, h: number) {
  g.fillStyle = rgba(pale(d, 222, 246));
  g.fillRect(0, 0, w, h);
  for (let i = 0; i < 9; i++) {
    g.fillStyle = rgba(pale(d, 170, 240), d.r(0.18, 0.35));
    g.beginPath();
    g.ellipse(d.r(0, w), d.r(0, h), d.r(14, 60), d.r(8, 34), d.r(0, Math.PI), 0, Math.PI * 2);
    g.fill();
  }
  // A faint wavy hatching, so the paper is not flat between the blots.
  g.lineWidth = 1;
  for (let i = 0; i < 7; i++) {
    g.strokeStyle = rgba(pale(d, 150, 215), d.r(0.35, 0.6));
    const y = d.r(-10, h + 10);
    g.beginPath();
    g.moveTo(-5, y);
    g.bezierCurveTo(w / 3, y + d.r(-30, 30), (2 * w) / 3, y + d.r(-30, 30), w + 5, y + d.r(-20, 20));
    g.stroke();
  }
}

/**
 * The digits: each in its own face, size, ink, rotation and slant. They are laid out by their measured
 * widths with an uneven gap, from a slight overlap to a little air, so equal slices of the text do not
 * fall on the glyphs, yet no digit hides another.
 */
function drawDigits(
  g: SKRSContext2D,
  d: Draw,
  answer: string,
  w: number,
  h: number,
  inks: readonly (readonly number[])[],
) {
  const glyphs = [...answer].map((digit) => {
    const size = d.r(0.68, 0.8) * h;
    const face = d.pick(CAPTCHA_FACES).family;
    const sx = d.r(0.8, 1.2);
    g.font = `${size.toFixed(1)}px ${face}`;
    return {
      digit,
      size,
      face,
      sx,
      width: g.measureText(digit).width * sx,
      gap: d.r(-0.08, 0.16) * size,
      dy: d.r(-0.08, 0.08) * h,
      // A "1" never leans forward: its stem would run down to the left under a flattened flag, a 7.
      angle: digit === '1' ? d.r(-0.22, 0.04) : d.r(-0.25, 0.25),
      skewX: digit === '1' ? d.r(-0.04, 0.18) : d.r(-0.18, 0.18),
      skewY: d.r(-0.1, 0.1),
      sy: d.r(0.9, 1.08),
    };
  });
  const total = glyphs.reduce((sum, gl, i) => sum + gl.width + (i ? gl.gap : 0), 0);
  const fit = Math.min(1, (0.92 * w) / total);
  let x = d.r(0.04 * w, Math.max(0.04 * w, w - total * fit - 0.04 * w));
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  let previous: readonly number[] | undefined;
  glyphs.forEach((gl, i) => {
    if (i) x += gl.gap * fit;
    g.save();
    g.translate(x + (gl.width * fit) / 2, h / 2 + gl.dy);
    g.rotate(gl.angle);
    g.transform(gl.sx * fit, gl.skewY, gl.skewX, gl.sy, 0, 0);
    g.font = `${gl.size.toFixed(1)}px ${gl.face}`;
    // Neighbours never share an ink, so a reader can tell where one digit ends and the next begins.
    previous = d.pick(inks.filter((c) => c !== previous));
    g.fillStyle = rgba(shade(d, previous), d.r(0.88, 1));
    g.fillText(gl.digit, 0, 0);
    g.restore();
    x += gl.width * fit;
  });
}

/**
 * A smooth stroke from one side to the other, through the middle of the text band: never along the
 * tops or feet of the digits, where a bar would turn a 1 into a 7 or a 7 into a 2.
 */
function crossingStroke(g: SKRSContext2D, d: Draw, w: number, h: number, width: number, style: string) {
  g.lineWidth = width;
  g.lineCap = 'round';
  g.strokeStyle = style;
  g.beginPath();
  g.moveTo(d.r(-10, 0.1 * w), d.r(0.44, 0.62) * h);
  g.bezierCurveTo(
    d.r(0.2, 0.45) * w,
    d.r(0.38, 0.68) * h,
    d.r(0.55, 0.8) * w,
    d.r(0.38, 0.68) * h,
    d.r(0.9 * w, w + 10),
    d.r(0.44, 0.62) * h,
  );
  g.stroke();
}

/**
 * Draws the text layer over the paper through a smooth displacement field (two sine waves per axis,
 * a few pixels at most), sampling the layer bilinearly. It bends straight strokes, so no glyph keeps
 * the outline of its font. Both are RGBA pixel arrays of w × h; `paper` is changed in place.
 */
function warpOnto(paper: Uint8ClampedArray, layer: Uint8ClampedArray, w: number, h: number, d: Draw) {
  const ax = d.r(1.8, 3.2);
  const ay = d.r(2.5, 4.5);
  const fx1 = (Math.PI * 2) / d.r(45, 90);
  const fx2 = (Math.PI * 2) / d.r(18, 30);
  const fy1 = (Math.PI * 2) / d.r(50, 110);
  const fy2 = (Math.PI * 2) / d.r(20, 34);
  const px1 = d.r(0, 7);
  const px2 = d.r(0, 7);
  const py1 = d.r(0, 7);
  const py2 = d.r(0, 7);
  const colX = new Float64Array(w);
  const colY = new Float64Array(w);
  for (let x = 0; x < w; x++) {
    colX[x] = 0.35 * ax * Math.sin(x * fx2 + px2);
    colY[x] = ay * Math.sin(x * fy1 + py1);
  }
  const row = w * 4;
  for (let y = 0; y < h; y++) {
    const rowX = ax * Math.sin(y * fx1 + px1);
    const rowY = 0.35 * ay * Math.sin(y * fy2 + py2);
    for (let x = 0; x < w; x++) {
      const sx = x + rowX + colX[x]!;
      const sy = y + rowY + colY[x]!;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) continue;
      const i00 = (y0 * w + x0) * 4;
      const a00 = layer[i00 + 3]!;
      const a10 = layer[i00 + 7]!;
      const a01 = layer[i00 + row + 3]!;
      const a11 = layer[i00 + row + 7]!;
      if ((a00 | a10 | a01 | a11) === 0) continue;
      const tx = sx - x0;
      const ty = sy - y0;
      const w00 = (1 - tx) * (1 - ty) * a00;
      const w10 = tx * (1 - ty) * a10;
      const w01 = (1 - tx) * ty * a01;
      const w11 = tx * ty * a11;
      const alpha = w00 + w10 + w01 + w11;
      const k = alpha / 255;
      const j = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) {
        const v =
          (w00 * layer[i00 + c]! +
            w10 * layer[i00 + 4 + c]! +
            w01 * layer[i00 + row + c]! +
            w11 * layer[i00 + row + 4 + c]!) /
          alpha;
        paper[j + c] = paper[j + c]! + (v - paper[j + c]!) * k;
      }
    }
  }
}

/** Clears small round holes in an RGBA layer (alpha 0), so the paper shows through its strokes. */
function punchHoles(layer: Uint8ClampedArray, w: number, h: number, d: Draw, count: number) {
  for (let n = 0; n < count; n++) {
    const cx = d.r(0, w);
    const cy = d.r(0.1, 0.9) * h;
    const r = d.r(0.9, 1.9);
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(h - 1, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(w - 1, Math.ceil(cx + r)); x++) {
        if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r) layer[(y * w + x) * 4 + 3] = 0;
      }
    }
  }
}

/** A fine speckle on the paper: small squares of a darker tint, blended in. */
function speckle(paper: Uint8ClampedArray, w: number, h: number, d: Draw, count: number) {
  for (let n = 0; n < count; n++) {
    const tint = pale(d, 120, 200);
    const k = d.r(0.25, 0.55);
    const x0 = Math.floor(d.r(0, w - 1));
    const y0 = Math.floor(d.r(0, h - 1));
    const size = d.r(0, 1) < 0.5 ? 1 : 2;
    for (let y = y0; y < Math.min(h, y0 + size); y++) {
      for (let x = x0; x < Math.min(w, x0 + size); x++) {
        const j = (y * w + x) * 4;
        for (let c = 0; c < 3; c++) paper[j + c] = paper[j + c]! + (tint[c]! - paper[j + c]!) * k;
      }
    }
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An opaque RGBA picture as a PNG: 8-bit RGB, each row Sub-filtered, deflated at a fast level. Only
 * IHDR, IDAT and IEND: no text or other metadata. Skia's own encoder tries every filter at zlib's
 * default level, which took several times longer for these noisy pictures.
 */
export function encodePng(rgba: Uint8ClampedArray, w: number, h: number): Buffer {
  const stride = w * 3;
  const raw = Buffer.allocUnsafe((stride + 1) * h);
  for (let y = 0; y < h; y++) {
    let o = y * (stride + 1);
    raw[o++] = 1; // Sub: each byte minus the same channel of the pixel to its left
    let pr = 0;
    let pg = 0;
    let pb = 0;
    for (let x = 0, i = y * w * 4; x < w; x++, i += 4) {
      const r = rgba[i]!;
      const g = rgba[i + 1]!;
      const b = rgba[i + 2]!;
      raw[o++] = (r - pr) & 255;
      raw[o++] = (g - pg) & 255;
      raw[o++] = (b - pb) & 255;
      pr = r;
      pg = g;
      pb = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 4 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The broad stroke behind the digits: at least this wide, so a 5 × 5 morphological opening keeps it. */
const BROAD_STROKE = 6;
const WEAR_HOLES = 140;
const SPECKLES = 220;

/** Renders `answer` (digits) as PNG bytes. `random` shapes the picture only; the default is fresh and unpredictable. */
export function captchaPng(answer: string, random: Random = seededRandom(randomBytes(32))): Buffer {
  registerCaptchaFonts();
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const d = tools(random);
  const canvas = createCanvas(w, h);
  const g = canvas.getContext('2d');
  paintBackground(g, d, w, h);

  const layer = createCanvas(w, h);
  const lg = layer.getContext('2d');
  // A broad stroke behind the digits joins them into one shape for a program that thresholds the
  // picture, while a person still sees each digit whole in front of it; a thin one runs over them.
  const broad = d.pick(INKS);
  crossingStroke(lg, d, w, h, BROAD_STROKE + d.r(0, 1.5), rgba(shade(d, broad), d.r(0.65, 0.8)));
  drawDigits(
    lg,
    d,
    answer,
    w,
    h,
    INKS.filter((c) => c !== broad),
  );
  crossingStroke(lg, d, w, h, d.r(2.4, 3.6), rgba(ink(d), d.r(0.8, 0.95)));

  const paper = g.getImageData(0, 0, w, h);
  speckle(paper.data, w, h, d, SPECKLES);
  const text = lg.getImageData(0, 0, w, h).data;
  // Wear: small holes through the ink, so the paper shows through the strokes like a worn stamp.
  punchHoles(text, w, h, d, WEAR_HOLES);
  warpOnto(paper.data, text, w, h, d);
  g.putImageData(paper, 0, 0);

  // On top: a thin dark line, short arcs and dots.
  crossingStroke(g, d, w, h, d.r(1.4, 2.2), rgba(ink(d), d.r(0.7, 0.9)));
  // The arcs are thin and faint: a bold one next to a 3 closed it into a 9.
  for (let i = 0; i < 7; i++) {
    g.lineWidth = d.r(1, 1.6);
    g.strokeStyle = rgba(ink(d), d.r(0.4, 0.65));
    g.beginPath();
    const start = d.r(0, Math.PI * 2);
    g.arc(d.r(0, w), d.r(0, h), d.r(4, 11), start, start + d.r(0.8, 2.2));
    g.stroke();
  }
  for (let i = 0; i < 55; i++) {
    g.fillStyle = d.r(0, 1) < 0.6 ? rgba(ink(d), d.r(0.5, 0.9)) : rgba(pale(d, 220, 250), d.r(0.6, 0.95));
    g.beginPath();
    g.arc(d.r(0, w), d.r(0, h), d.r(0.8, 2.6), 0, Math.PI * 2);
    g.fill();
  }
  return encodePng(g.getImageData(0, 0, w, h).data, w, h);
}

/** The captcha as the API sends it: a PNG data URL. */
export const captchaDataUrl = (answer: string) => `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
