/**
 * The fishing scene's renderer (issue 23): plain canvas, no React. One requestAnimationFrame loop
 * draws the scene at its clock; every fish kind, the background and the coin are drawn once to
 * offscreen canvases (sprites) and only blitted per frame. The fish and their paths come from the
 * scene seed (src/rules/fishing/fishing.ts), the same as the server's; which shot catches is the
 * server's answer, which `resolve` shows.
 */
import {
  FISH,
  type Fish,
  type FishKind,
  fishIdsAround,
  fishOf,
  fishPosition,
  sceneNumber,
} from '../../src/rules/fishing/fishing';
import { fishColours, fishingScene as SCENE } from '../../themes/houseGames';

/** Each kind's colours: body, fin/stripe. */
const COLOURS: Record<FishKind, readonly [string, string]> = fishColours;

export interface SceneOptions {
  sceneSeed: string;
  /** The scene's clock in ms (scene time 0 = the window's open). */
  clock: () => number;
  /** Slow fish and no particles (prefers-reduced-motion). */
  reducedMotion?: boolean;
  /** Draw the frame at this scene time and never animate (stories, screenshots). */
  frozenAt?: number;
  /**
   * A canvas under the scene's: the still background is drawn there once, and each frame only
   * clears and draws the moving parts (without it, each frame draws the background sprite first).
   */
  background?: HTMLCanvasElement;
  /** The device pixel ratio is capped at this (default 2): fewer pixels per frame on dense screens. */
  maxPixelRatio?: number;
}

interface Effect {
  kind: 'bullet' | 'coins' | 'splash';
  x: number;
  y: number;
  from?: { x: number; y: number };
  start: number;
  text?: string;
}

function fishSprite(kind: FishKind, w: number, h: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = Math.max(2, Math.ceil(w));
  c.height = Math.max(2, Math.ceil(h));
  const g = c.getContext('2d');
  if (!g) return c;
  const [body, fin] = COLOURS[kind];
  const cx = w * 0.45;
  const cy = h / 2;
  // tail
  g.fillStyle = fin;
  g.beginPath();
  g.moveTo(w * 0.12, cy);
  g.lineTo(0, cy - h * 0.42);
  g.lineTo(0, cy + h * 0.42);
  g.closePath();
  g.fill();
  // body
  const grad = g.createLinearGradient(0, 0, 0, h);
  grad.addColorStop(0, body);
  grad.addColorStop(1, fin);
  g.fillStyle = grad;
  g.beginPath();
  g.ellipse(cx + w * 0.05, cy, w * 0.42, h * (kind === 'ray' ? 0.5 : 0.36), 0, 0, Math.PI * 2);
  g.fill();
  if (kind === 'clown' || kind === 'lantern' || kind === 'turtle') {
    g.fillStyle = fin;
    for (const k of [0.3, 0.55]) g.fillRect(w * k, cy - h * 0.3, w * 0.06, h * 0.6);
  }
  // eye
  g.fillStyle = SCENE.eye;
  g.beginPath();
  g.arc(w * 0.78, cy - h * 0.08, Math.max(1.5, h * 0.09), 0, Math.PI * 2);
  g.fill();
  g.fillStyle = SCENE.pupil;
  g.beginPath();
  g.arc(w * 0.8, cy - h * 0.08, Math.max(1, h * 0.05), 0, Math.PI * 2);
  g.fill();
  return c;
}

function backgroundSprite(w: number, h: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = Math.max(2, Math.ceil(w));
  c.height = Math.max(2, Math.ceil(h));
  const g = c.getContext('2d');
  if (!g) return c;
  const grad = g.createLinearGradient(0, 0, 0, h);
  grad.addColorStop(0, SCENE.waterTop);
  grad.addColorStop(1, SCENE.waterBottom);
  g.fillStyle = grad;
  g.fillRect(0, 0, w, h);
  // light rays and a sandy floor, drawn once
  g.fillStyle = SCENE.lightRay;
  for (let i = 0; i < 5; i++) {
    g.beginPath();
    g.moveTo(w * (0.1 + i * 0.2), 0);
    g.lineTo(w * (0.18 + i * 0.2), 0);
    g.lineTo(w * (0.05 + i * 0.2), h);
    g.lineTo(w * (-0.05 + i * 0.2), h);
    g.closePath();
    g.fill();
  }
  g.fillStyle = SCENE.rock;
  g.beginPath();
  g.moveTo(0, h);
  for (let x = 0; x <= w; x += w / 12) g.lineTo(x, h * 0.93 + Math.sin(x / 30) * h * 0.015);
  g.lineTo(w, h);
  g.closePath();
  g.fill();
  return c;
}

export class FishRenderer {
  private readonly canvas: HTMLCanvasElement;
  private readonly g: CanvasRenderingContext2D | null;
  private opts: SceneOptions;
  private readonly scene: number;
  private sprites = new Map<FishKind, HTMLCanvasElement>();
  private bg: HTMLCanvasElement | null = null;
  private w = 0;
  private h = 0;
  private dpr = 1;
  private raf = 0;
  /** Fish already caught (not drawn again), and fish waiting on the server's answer. */
  private readonly caught = new Set<number>();
  private effects: Effect[] = [];
  private bubbles: { x: number; y: number; r: number; v: number }[] = [];
  /** Frames drawn (the bench counts them). */
  frames = 0;

  constructor(canvas: HTMLCanvasElement, opts: SceneOptions) {
    this.canvas = canvas;
    this.g = canvas.getContext('2d');
    this.opts = opts;
    this.scene = sceneNumber(opts.sceneSeed);
  }

  /** Scene time: the clock, slowed under reduced motion (the fish are the same, only slower). */
  private time(): number {
    if (this.opts.frozenAt !== undefined) return this.opts.frozenAt;
    return this.opts.clock();
  }

  /** Sizes the canvas to its box (CSS pixels × device pixel ratio) and redraws the sprites once. */
  resize(cssWidth: number, cssHeight: number, dpr = globalThis.devicePixelRatio || 1) {
    this.dpr = Math.min(this.opts.maxPixelRatio ?? 2, dpr);
    this.w = cssWidth;
    this.h = cssHeight;
    this.canvas.width = Math.round(cssWidth * this.dpr);
    this.canvas.height = Math.round(cssHeight * this.dpr);
    this.bg = backgroundSprite(this.canvas.width, this.canvas.height);
    const under = this.opts.background;
    if (under) {
      under.width = this.canvas.width;
      under.height = this.canvas.height;
      under.getContext('2d')?.drawImage(this.bg, 0, 0);
    }
    this.sprites.clear();
    for (const f of FISH) {
      const sw = f.size * this.canvas.width;
      this.sprites.set(f.kind, fishSprite(f.kind, sw, sw * (f.kind === 'ray' ? 0.7 : 0.5)));
    }
    this.bubbles = Array.from({ length: 14 }, (_, i) => ({
      x: ((i * 73) % 100) / 100,
      y: ((i * 37) % 100) / 100,
      r: 1.5 + (i % 4),
      v: 0.02 + (i % 5) * 0.01,
    }));
    this.draw();
  }

  start() {
    if (this.opts.frozenAt !== undefined || this.raf) return;
    const loop = () => {
      this.draw();
      this.raf = requestAnimationFrame(loop);
    };
    this.raf = requestAnimationFrame(loop);
  }

  stop() {
    cancelAnimationFrame(this.raf);
    this.raf = 0;
  }

  /** Fish already caught (a reload of the window): not drawn. */
  markCaught(ids: readonly number[]) {
    for (const id of ids) this.caught.add(id);
  }

  /** The fish under a point (CSS pixels of the canvas), the nearest if several; null if none. */
  hit(x: number, y: number): Fish | null {
    const t = this.time();
    let best: { f: Fish; d: number } | null = null;
    for (const id of fishIdsAround(t)) {
      if (this.caught.has(id)) continue;
      const f = fishOf(this.scene, id);
      const p = fishPosition(f, t);
      if (!p) continue;
      const dx = x - p.x * this.w;
      const dy = y - p.y * this.h;
      const r = (f.size * this.w) / 2 + 8;
      const d = dx * dx + dy * dy;
      if (d <= r * r && (!best || d < best.d)) best = { f, d };
    }
    return best?.f ?? null;
  }

  /** Where a fish is now (CSS pixels), for a shot's bullet. */
  positionOf(id: number): { x: number; y: number } | null {
    const p = fishPosition(fishOf(this.scene, id), this.time());
    return p ? { x: p.x * this.w, y: p.y * this.h } : null;
  }

  /** A shot leaves the cannon towards (x, y). */
  fire(x: number, y: number) {
    this.effects.push({ kind: 'bullet', x, y, from: { x: this.w / 2, y: this.h - 18 }, start: performance.now() });
    if (this.opts.frozenAt !== undefined) this.draw();
  }

  /** The server's answer for a shot at fish `id`: caught (the fish goes, coins show) or missed (a splash). */
  resolve(id: number, captured: boolean, text?: string) {
    const at = this.positionOf(id) ?? { x: this.w / 2, y: this.h / 2 };
    if (captured) this.caught.add(id);
    this.effects.push({ kind: captured ? 'coins' : 'splash', x: at.x, y: at.y, start: performance.now(), text });
    if (this.opts.frozenAt !== undefined) this.draw();
  }

  /** One frame at the scene's time. */
  draw() {
    const g = this.g;
    if (!g || !this.bg) return;
    this.frames++;
    const t = this.time();
    const d = this.dpr;
    g.setTransform(1, 0, 0, 1, 0, 0);
    if (this.opts.background) g.clearRect(0, 0, this.canvas.width, this.canvas.height);
    else g.drawImage(this.bg, 0, 0);
    const calm = this.opts.reducedMotion === true;
    if (!calm) {
      g.fillStyle = SCENE.bubble;
      for (const b of this.bubbles) {
        const y = (((b.y - (t / 1000) * b.v) % 1) + 1) % 1;
        g.beginPath();
        g.arc(b.x * this.canvas.width, y * this.canvas.height, b.r * d, 0, Math.PI * 2);
        g.fill();
      }
    }
    for (const id of fishIdsAround(t)) {
      if (this.caught.has(id)) continue;
      const f = fishOf(this.scene, id);
      const p = fishPosition(f, t);
      const sprite = this.sprites.get(f.kind);
      if (!p || !sprite) continue;
      g.setTransform(f.dir * d, 0, 0, d, p.x * this.canvas.width, p.y * this.canvas.height);
      g.rotate(p.angle * f.dir);
      g.drawImage(sprite, -sprite.width / (2 * d), -sprite.height / (2 * d), sprite.width / d, sprite.height / d);
    }
    g.setTransform(d, 0, 0, d, 0, 0);
    // the cannon
    g.fillStyle = SCENE.coin;
    g.beginPath();
    g.arc(this.w / 2, this.h, 26, Math.PI, 0);
    g.fill();
    const now = performance.now();
    this.effects = this.effects.filter((e) => now - e.start < (e.kind === 'bullet' ? 180 : 900));
    for (const e of this.effects) {
      const u = Math.min(1, (now - e.start) / (e.kind === 'bullet' ? 180 : 900));
      if (e.kind === 'bullet' && e.from) {
        g.fillStyle = SCENE.coinShine;
        g.beginPath();
        g.arc(e.from.x + (e.x - e.from.x) * u, e.from.y + (e.y - e.from.y) * u, 4, 0, Math.PI * 2);
        g.fill();
      } else if (e.kind === 'splash') {
        g.strokeStyle = SCENE.net(calm ? 0.6 : 0.7 * (1 - u));
        g.lineWidth = 2;
        g.beginPath();
        g.arc(e.x, e.y, 8 + (calm ? 6 : 18 * u), 0, Math.PI * 2);
        g.stroke();
      } else {
        g.fillStyle = SCENE.coin;
        if (!calm) {
          for (let k = 0; k < 8; k++) {
            const a = (k / 8) * Math.PI * 2;
            g.beginPath();
            g.arc(e.x + Math.cos(a) * 30 * u, e.y + Math.sin(a) * 30 * u, 4, 0, Math.PI * 2);
            g.fill();
          }
        }
        if (e.text) {
          g.font = SCENE.winFont;
          g.textAlign = 'center';
          g.lineWidth = 3;
          g.strokeStyle = SCENE.winOutline;
          const y = e.y - (calm ? 0 : 20 * u);
          g.strokeText(e.text, e.x, y);
          g.fillText(e.text, e.x, y);
        }
      }
    }
  }
}
