import { randomInt } from 'node:crypto';

/**
 * Draws a numeric captcha as an SVG with no text in it: each digit is a stroked path of a
 * seven-segment-like figure whose corners are jittered, then rotated, scaled and shifted at random,
 * over noise curves and dots. Nothing in the markup spells the answer.
 */

/** Segment end points of each digit on a 0..10 × 0..20 grid (a, b, c, d, e, f, g segments). */
const P = { tl: [0, 0], tr: [10, 0], ml: [0, 10], mr: [10, 10], bl: [0, 20], br: [10, 20] } as const;
type Pt = keyof typeof P;
const SEG: Record<string, [Pt, Pt]> = {
  a: ['tl', 'tr'],
  b: ['tr', 'mr'],
  c: ['mr', 'br'],
  d: ['bl', 'br'],
  e: ['ml', 'bl'],
  f: ['tl', 'ml'],
  g: ['ml', 'mr'],
};
const DIGIT_SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

const rand = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min);
const f = (n: number) => n.toFixed(1);
const PALETTE = ['#1f3a93', '#6b2d8f', '#0b6e4f', '#8c2f39', '#3d405b', '#7a4b00'];

function digitPath(digit: string): string {
  // Jitter each grid corner once per digit so the figure looks hand-drawn and never repeats.
  const j = Object.fromEntries(
    Object.entries(P).map(([k, [x, y]]) => [k, [x + rand(-1.6, 1.6), y + rand(-1.6, 1.6)]]),
  ) as Record<Pt, [number, number]>;
  return [...(DIGIT_SEGMENTS[digit] ?? '')]
    .map((s) => {
      const [from, to] = SEG[s]!;
      const [x1, y1] = j[from];
      const [x2, y2] = j[to];
      // A slight bend: a quadratic curve through a displaced midpoint.
      const cx = (x1 + x2) / 2 + rand(-1.5, 1.5);
      const cy = (y1 + y2) / 2 + rand(-1.5, 1.5);
      return `M${f(x1)} ${f(y1)}Q${f(cx)} ${f(cy)} ${f(x2)} ${f(y2)}`;
    })
    .join('');
}

export function captchaSvg(answer: string, width = 150, height = 50): string {
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="#f4f1ea"/>`);
  for (let i = 0; i < 5; i++) {
    const c = PALETTE[randomInt(PALETTE.length)];
    parts.push(
      `<path d="M${f(rand(0, 20))} ${f(rand(5, height - 5))}C${f(rand(20, 70))} ${f(rand(0, height))} ${f(
        rand(80, 130),
      )} ${f(rand(0, height))} ${f(rand(130, width))} ${f(rand(5, height - 5))}" stroke="${c}" stroke-width="${f(
        rand(0.8, 1.8),
      )}" fill="none" opacity="0.55"/>`,
    );
  }
  const step = (width - 16) / answer.length;
  [...answer].forEach((digit, i) => {
    const scale = rand(1.3, 1.6);
    const x = 8 + i * step + rand(2, step - 10 * scale - 1);
    const y = rand(4, height - 20 * scale - 4);
    const angle = rand(-18, 18);
    const c = PALETTE[randomInt(PALETTE.length)];
    parts.push(
      `<path d="${digitPath(digit)}" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)} 5 10) scale(${f(
        scale,
      )})" stroke="${c}" stroke-width="${f(rand(1.6, 2.2))}" stroke-linecap="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${f(rand(0, width))}" cy="${f(rand(0, height))}" r="${f(rand(0.4, 1.3))}" fill="${
        PALETTE[randomInt(PALETTE.length)]
      }" opacity="0.6"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${parts.join('')}</svg>`;
}

export const captchaDataUrl = (answer: string) =>
  `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
