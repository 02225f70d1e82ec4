/**
 * The drawing kit of the generated game art (issue 16, "Tiles"): colour mixing, a store of gradient
 * definitions with stable ids, and the shading every object shares (a dark outline, a body lit from
 * the top left, a gloss and a rim of light), so 30 scenes and their reel symbols look like one set.
 * Deterministic: no randomness, no clock, no network. Coordinates are rounded to keep the files small.
 */

/** Colours of one piece of art: the game's theme (catalogue.ts) plus the shades derived from it. */
export interface Pal {
  bg: string;
  primary: string;
  accent: string;
}

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** `a` moved towards `b` by `t` (0…1). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);
/** Relative luminance (0 black … 1 white), to pick outlines that read on a colour. */
export function luma(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A number with at most one decimal. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

type Stop = [offset: number, color: string, opacity?: number];
const stops = (s: Stop[]) =>
  s
    .map(
      ([o, c, op]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${op !== undefined && op < 1 ? ` stop-opacity="${n(op)}"` : ''}/>`,
    )
    .join('');

/**
 * The definitions of one SVG document (or one sprite symbol): gradients are stored once by content
 * and named `${prefix}${index}`, so two symbols of one sprite never share an id by accident.
 */
export class Defs {
  private readonly byKey = new Map<string, string>();
  private readonly body: string[] = [];
  constructor(private readonly prefix = 'd') {}

  private add(key: string, make: (id: string) => string): string {
    let id = this.byKey.get(key);
    if (!id) {
      id = `${this.prefix}${this.byKey.size}`;
      this.byKey.set(key, id);
      this.body.push(make(id));
    }
    return id;
  }

  /** A linear gradient in user space, from (x1,y1) to (x2,y2). */
  lin(s: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 100): string {
    const key = `l${x1},${y1},${x2},${y2}${stops(s)}`;
    const id = this.add(
      key,
      (i) =>
        `<linearGradient id="${i}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(s)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space, centred on (cx,cy) with radius r. */
  rad(s: Stop[], cx: number, cy: number, r: number): string {
    const key = `r${cx},${cy},${r}${stops(s)}`;
    const id = this.add(
      key,
      (i) =>
        `<radialGradient id="${i}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(s)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A group of shapes stored once and drawn several times with `<use>`; returns its id. */
  group(content: string): string {
    return this.add(`g${content}`, (i) => `<g id="${i}">${content}</g>`);
  }

  /** A clip path of `shapes`; returns the `clip-path` value. */
  clip(shapes: string): string {
    return `url(#${this.add(`c${shapes}`, (i) => `<clipPath id="${i}">${shapes}</clipPath>`)})`;
  }

  /** A pattern tile of `w`×`h` user units holding `content`; returns the fill value. */
  pattern(content: string, w: number, h: number): string {
    return `url(#${this.add(
      `p${w},${h}${content}`,
      (i) => `<pattern id="${i}" patternUnits="userSpaceOnUse" width="${w}" height="${h}">${content}</pattern>`,
    )})`;
  }

  toString(): string {
    return this.body.length ? `<defs>${this.body.join('')}</defs>` : '';
  }
}

export interface SolidOpts {
  /** Top and bottom of the body's light gradient (user space). */
  top?: number;
  bottom?: number;
  /** Where the gloss sits (its centre) and its radius. */
  glossX?: number;
  glossY?: number;
  glossR?: number;
  /** Outline width; 0 for none. */
  line?: number;
  /** Outline colour (default: the colour much darker). */
  ink?: string;
}

/**
 * A shaded solid: `shapes` (SVG shapes with no fill of their own) drawn as one body in `color`, with
 * a dark outline around their union, a vertical light gradient and a soft gloss at the top left.
 */
export function solid(d: Defs, shapes: string, color: string, o: SolidOpts = {}): string {
  const top = o.top ?? 10;
  const bottom = o.bottom ?? 90;
  const line = o.line ?? 3.5;
  const ink = o.ink ?? darken(color, 0.62);
  const id = d.group(shapes);
  const body = d.lin(
    [
      [0, lighten(color, 0.42)],
      [0.45, color],
      [1, darken(color, 0.42)],
    ],
    0,
    top,
    0,
    bottom,
  );
  const gloss = d.rad(
    [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ],
    o.glossX ?? 36,
    o.glossY ?? top + (bottom - top) * 0.22,
    o.glossR ?? (bottom - top) * 0.42,
  );
  const outline = line
    ? `<use href="#${id}" fill="${ink}" stroke="${ink}" stroke-width="${n(line * 2)}" stroke-linejoin="round"/>`
    : '';
  return `${outline}<use href="#${id}" fill="${body}"/><use href="#${id}" fill="${gloss}"/>`;
}

/**
 * A shaded stroke (a snowflake's arms, a whisker, a stem): an outline pass, the colour, and a thin
 * light line along it.
 */
export function strand(d: Defs, paths: string, color: string, width: number, o: { ink?: string } = {}): string {
  const ink = o.ink ?? darken(color, 0.62);
  const body = d.lin(
    [
      [0, lighten(color, 0.4)],
      [1, darken(color, 0.3)],
    ],
    0,
    10,
    0,
    90,
  );
  const id = d.group(paths);
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><use href="#${id}" stroke="${ink}" stroke-width="${n(width + 4)}"/><use href="#${id}" stroke="${body}" stroke-width="${n(width)}"/><use href="#${id}" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(Math.max(1, width / 4))}"/></g>`;
}

/** A soft round light (a glow behind an object, a lamp's halo). */
export function glow(d: Defs, cx: number, cy: number, r: number, color: string, opacity = 0.7): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${d.rad(
    [
      [0, color, opacity],
      [1, color, 0],
    ],
    cx,
    cy,
    r,
  )}"/>`;
}

/** The soft contact shadow under an object standing at (cx, cy). */
export function shadow(d: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.5): string {
  const fill = d.rad(
    [
      [0, '#000000', opacity],
      [1, '#000000', 0],
    ],
    0,
    0,
    1,
  );
  return `<ellipse cx="0" cy="0" rx="1" ry="1" fill="${fill}" transform="translate(${n(cx)} ${n(cy)}) scale(${n(rx)} ${n(ry)})"/>`;
}

/** A four-pointed sparkle of size `r` at (x, y). */
export function sparkle(x: number, y: number, r: number, color: string, opacity = 1): string {
  const k = r * 0.22;
  return `<path d="M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z" fill="${color}"${opacity < 1 ? ` opacity="${n(opacity)}"` : ''}/>`;
}

/** Points of a regular star or polygon, as an SVG points list. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, count: number, turn = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < count * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((turn + (i * 180) / count) * Math.PI) / 180;
    pts.push(`${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** A small deterministic sequence (for star fields, bubbles): the same seed gives the same numbers. */
export function seq(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
