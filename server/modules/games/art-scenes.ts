/**
 * The scenes of the generated game tiles (issue 16, "Tiles"): a backdrop in the game's theme (sky,
 * sea, temple, space…) drawn in a 300×300 box, and, per game, which objects (art-objects.ts) make
 * its hero, the props around it and its four high reel symbols. Colours come from the game's theme;
 * the few literals are picture content (sand, snow, wood).
 */
import { type Defs, darken, glow, lighten, mix, n, type Pal, seq, sparkle, starPoints } from './art-kit';

export type Backdrop = (d: Defs, p: Pal) => string;

const W = 300;

/** A full-tile vertical gradient from `top` to `bottom`. */
const sky = (d: Defs, top: string, bottom: string, mid?: string) =>
  `<rect width="${W}" height="${W}" fill="${d.lin(
    mid
      ? [
          [0, top],
          [0.55, mid],
          [1, bottom],
        ]
      : [
          [0, top],
          [1, bottom],
        ],
    0,
    0,
    0,
    W,
  )}"/>`;

/** A filled silhouette with a soft top edge light. */
const land = (path: string, color: string, opacity = 1) =>
  `<path d="${path}" fill="${color}"${opacity < 1 ? ` opacity="${n(opacity)}"` : ''}/>`;

/** `count` dots scattered by `seed` over the box (stars, bubbles, snow, embers). */
function dots(seed: number, count: number, color: string, r: [number, number], box = [0, 0, W, W], opacity = 0.9) {
  const rnd = seq(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = box[0]! + rnd() * box[2]!;
    const y = box[1]! + rnd() * box[3]!;
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r[0] + rnd() * (r[1] - r[0]))}"/>`);
  }
  return `<g fill="${color}" opacity="${n(opacity)}">${out.join('')}</g>`;
}

/** Light rays fanning out from (cx, cy). */
function rays(cx: number, cy: number, count: number, color: string, opacity: number, len = 260) {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i * 2 * Math.PI) / count;
    const b = a + Math.PI / count;
    out.push(
      `M${cx} ${cy}L${n(cx + len * Math.cos(a))} ${n(cy + len * Math.sin(a))}L${n(cx + len * Math.cos(b))} ${n(cy + len * Math.sin(b))}Z`,
    );
  }
  return `<path d="${out.join('')}" fill="${color}" opacity="${n(opacity)}"/>`;
}

/** A row of puffy clouds along y. */
const cloudRow = (y: number, color: string, opacity: number, xs: number[]) =>
  `<g fill="${color}" opacity="${n(opacity)}">${xs
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="${y - (i % 2) * 8}" r="${22 + (i % 3) * 6}"/><rect x="${x - 30}" y="${y - 4}" width="60" height="20" rx="10"/>`,
    )
    .join('')}</g>`;

const oriental: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.3), mix(p.bg, p.accent, 0.45), p.bg)}<circle cx="150" cy="118" r="92" fill="${mix(p.primary, p.accent, 0.3)}" opacity="0.35"/>${cloudRow(96, lighten(p.bg, 0.25), 0.45, [20, 70, 240, 290])}${land('M0 232L40 196L70 214L110 178L150 210L196 170L236 206L268 188L300 214V300H0Z', darken(p.bg, 0.35))}${land('M0 262Q80 238 150 256T300 248V300H0Z', darken(p.bg, 0.55))}`;

const stage: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.2), darken(p.bg, 0.5), lighten(p.bg, 0.08))}${rays(150, 130, 14, p.primary, 0.1)}${glow(d, 150, 130, 150, p.accent, 0.35)}${land('M0 240Q150 210 300 240V300H0Z', darken(p.bg, 0.45))}${dots(7, 18, lighten(p.accent, 0.4), [1.2, 2.6], [0, 0, W, 200], 0.7)}`;

const desert =
  (pyramids: boolean): Backdrop =>
  (d, p) =>
    `${sky(d, mix(p.bg, p.accent, 0.35), '#f0b45e', mix(p.bg, '#e08a3c', 0.5))}<circle cx="150" cy="150" r="80" fill="#ffd88a" opacity="0.55"/>${
      pyramids
        ? `${land('M20 220L90 130L160 220Z', '#b9803e')}${land('M90 130L160 220H110Z', '#8c5a2a')}${land('M150 220L226 118L300 220Z', '#c98d47')}${land('M226 118L300 220H250Z', '#99652f')}`
        : `<path d="M0 214Q70 196 150 212T300 206V300H0Z" fill="#3cc7b4" opacity="0.55"/>`
    }${land('M0 226Q70 204 150 222T300 216V300H0Z', '#d9a25a')}${land('M0 256Q100 236 180 254T300 250V300H0Z', '#b57d3d')}`;

const sea =
  (ruins: boolean): Backdrop =>
  (d, p) =>
    `${sky(d, mix(p.bg, p.primary, 0.45), darken(p.bg, 0.45), p.bg)}<g fill="#ffffff" opacity="0.07"><path d="M60 0H100L40 300H0Z"/><path d="M150 0H180L170 300H120Z"/><path d="M230 0H270L300 220V300H260Z"/></g>${
      ruins
        ? `<g fill="${darken(p.bg, 0.2)}" opacity="0.9"><rect x="18" y="120" width="26" height="140"/><rect x="12" y="112" width="38" height="12"/><rect x="256" y="140" width="26" height="120"/><rect x="250" y="132" width="38" height="12"/><path d="M70 260V206L150 160L230 206V260Z"/></g>`
        : ''
    }${land('M0 250Q60 226 130 244T300 236V300H0Z', '#c9b38a')}${land('M0 270Q90 256 170 268T300 262V300H0Z', '#a8916a')}<g fill="none" stroke="${p.primary}" stroke-width="6" stroke-linecap="round" opacity="0.7"><path d="M30 262C20 240 40 226 30 200"/><path d="M46 264C54 244 38 232 50 214"/><path d="M262 262C272 238 254 226 266 204"/></g>${dots(11, 14, '#ffffff', [2, 5], [0, 0, W, 220], 0.35)}`;

const jungle: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.4), darken(p.bg, 0.2), lighten(p.bg, 0.15))}${glow(d, 150, 120, 150, p.primary, 0.3)}<g fill="${darken(p.primary, 0.5)}" opacity="0.9"><path d="M0 0C40 30 60 80 40 140C20 110 0 90 0 60Z"/><path d="M300 0C260 40 250 90 268 150C290 120 300 100 300 60Z"/><path d="M0 300C30 240 70 220 110 230C80 250 60 280 70 300Z"/><path d="M300 300C270 240 230 224 190 232C220 250 240 280 230 300Z"/></g><g fill="none" stroke="${darken(p.primary, 0.3)}" stroke-width="3" opacity="0.8"><path d="M80 0C84 40 70 60 76 96"/><path d="M226 0C220 30 234 50 228 80"/></g>${dots(3, 10, p.accent, [1.5, 3], [0, 0, W, 220], 0.6)}`;

const savanna: Backdrop = (d, p) =>
  `${sky(d, mix(p.bg, '#7a3b1c', 0.5), '#f2a144', '#d9662a')}<circle cx="150" cy="170" r="84" fill="#ffd27a" opacity="0.75"/>${land('M0 214Q150 196 300 214V300H0Z', darken(p.bg, 0.35))}<g fill="${darken(p.bg, 0.35)}"><rect x="40" y="150" width="6" height="70"/><path d="M8 156Q44 128 82 156Q44 148 8 156Z"/><rect x="252" y="160" width="5" height="56"/><path d="M226 164Q254 140 284 164Q254 156 226 164Z"/></g>${land('M0 250Q150 232 300 250V300H0Z', darken(p.bg, 0.55))}`;

const space: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.4), darken(p.bg, 0.2), p.bg)}${glow(d, 80, 90, 130, p.primary, 0.45)}${glow(d, 230, 210, 120, p.accent, 0.3)}${dots(5, 40, '#ffffff', [0.6, 1.8])}${sparkle(40, 50, 7, '#fff')}${sparkle(262, 70, 5, '#fff')}${sparkle(250, 250, 6, lighten(p.accent, 0.4))}<circle cx="258" cy="44" r="14" fill="${mix(p.primary, p.accent, 0.5)}" opacity="0.8"/>`;

const snow =
  (aurora: boolean): Backdrop =>
  (d, p) =>
    `${sky(d, darken(p.bg, 0.3), mix(p.bg, p.primary, 0.35), p.bg)}${
      aurora
        ? `<path d="M0 70Q80 30 150 80T300 50V110Q220 90 150 130T0 110Z" fill="${p.accent}" opacity="0.28"/><path d="M0 100Q90 60 160 110T300 90V130Q220 120 150 150T0 140Z" fill="#7ff5b0" opacity="0.18"/>`
        : glow(d, 150, 110, 150, p.accent, 0.3)
    }${land('M0 226L50 170L86 200L130 150L176 196L222 160L262 196L300 176V300H0Z', mix(p.bg, p.primary, 0.25))}${land('M50 170L62 184L72 180L86 200L70 190L58 194Z M222 160L234 174L246 170L262 196L244 186L230 190Z', lighten(p.primary, 0.6), 0.9)}${land('M0 252Q150 230 300 252V300H0Z', lighten(p.primary, 0.45))}${dots(9, 30, '#ffffff', [1, 2.6], [0, 0, W, W], 0.8)}`;

const volcanic: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.4), mix(p.bg, p.primary, 0.4), p.bg)}${glow(d, 150, 120, 140, p.primary, 0.4)}${land('M0 232L60 190L110 220L150 200L200 224L250 186L300 220V300H0Z', darken(p.bg, 0.4))}<path d="M0 262Q150 238 300 262V300H0Z" fill="${mix(p.primary, '#000000', 0.55)}"/><path d="M20 276Q150 256 280 276" fill="none" stroke="${p.primary}" stroke-width="3" opacity="0.6"/>${dots(13, 22, p.accent, [1, 2.5], [0, 0, W, 220], 0.8)}`;

const fiesta: Backdrop = (d, p) => {
  const flags = [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const x = 12 + i * 42;
    const y = 30 + Math.abs(3 - i) * -4 + 12;
    const c = [p.primary, p.accent, '#f5c542', '#e04e9b'][i % 4];
    return `<path d="M${x} ${y}H${x + 30}L${x + 15} ${y + 26}Z" fill="${c}"/>`;
  });
  return `${sky(d, darken(p.bg, 0.2), mix(p.bg, '#d9662a', 0.55), mix(p.bg, p.primary, 0.2))}${glow(d, 150, 150, 150, '#ffb347', 0.35)}<path d="M0 30Q150 60 300 30" fill="none" stroke="#f3e3b0" stroke-width="2"/>${flags.join('')}${land('M0 244Q150 222 300 244V300H0Z', darken(p.bg, 0.35))}`;
};

const neonCity: Backdrop = (d, p) => {
  const rnd = seq(21);
  const blocks: string[] = [];
  const lights: string[] = [];
  for (let x = -6; x < W; x += 26) {
    const h = 60 + Math.floor(rnd() * 90);
    blocks.push(`<rect x="${x}" y="${220 - h}" width="24" height="${h}"/>`);
    for (let y = 226 - h; y < 214; y += 14)
      if (rnd() > 0.55) lights.push(`<rect x="${x + 6}" y="${y}" width="4" height="5"/>`);
  }
  const grid = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `M${150 + (i - 4) * 20} 220L${150 + (i - 4) * 90} 300`).join('');
  return `${sky(d, darken(p.bg, 0.5), mix(p.bg, p.primary, 0.35), p.bg)}${glow(d, 150, 210, 160, p.primary, 0.45)}<g fill="${darken(p.bg, 0.3)}">${blocks.join('')}</g><g fill="${p.accent}" opacity="0.7">${lights.join('')}</g><rect y="220" width="300" height="80" fill="${darken(p.bg, 0.55)}"/><g stroke="${p.primary}" stroke-width="1.5" opacity="0.6" fill="none"><path d="${grid}M0 236H300M0 258H300M0 286H300"/></g><path d="M0 220H300" stroke="${p.accent}" stroke-width="2.5"/>`;
};

const storm =
  (lightning: boolean): Backdrop =>
  (d, p) =>
    `${sky(d, darken(p.bg, 0.45), mix(p.bg, p.primary, 0.3), p.bg)}${glow(d, 150, 110, 150, p.accent, 0.28)}${cloudRow(40, lighten(p.bg, 0.2), 0.7, [10, 80, 150, 220, 290])}${cloudRow(70, lighten(p.bg, 0.1), 0.6, [40, 260])}${
      lightning ? `<path d="M40 70L28 110H40L30 150L56 100H44L54 70Z" fill="${p.accent}" opacity="0.8"/>` : ''
    }${land('M0 236L40 196L80 222L130 180L180 220L230 184L300 226V300H0Z', darken(p.bg, 0.35))}${land('M0 262Q150 240 300 262V300H0Z', darken(p.bg, 0.6))}`;

const carnival: Backdrop = (d, p) =>
  `${sky(d, lighten(p.bg, 0.08), darken(p.bg, 0.35))}${rays(150, -40, 20, p.primary, 0.16, 420)}${glow(d, 150, 140, 150, p.accent, 0.3)}${dots(17, 26, '#ffffff', [3, 7], [0, 0, W, W], 0.2)}${land('M0 246Q150 224 300 246V300H0Z', darken(p.bg, 0.4))}`;

const nightSky: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.4), mix(p.bg, p.primary, 0.35), p.bg)}${dots(23, 36, '#ffffff', [0.6, 1.8], [0, 0, W, 210])}${cloudRow(210, lighten(p.bg, 0.15), 0.55, [30, 110, 200, 280])}${land('M0 240Q80 210 160 236T300 226V300H0Z', darken(p.bg, 0.45))}${sparkle(50, 60, 6, p.accent)}${sparkle(250, 90, 5, p.accent)}`;

const pond: Backdrop = (d, p) =>
  `${sky(d, mix(p.bg, '#0f766e', 0.5), darken(p.bg, 0.35), p.bg)}<g fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="3"><ellipse cx="70" cy="80" rx="50" ry="18"/><ellipse cx="70" cy="80" rx="80" ry="30"/><ellipse cx="230" cy="230" rx="50" ry="18"/><ellipse cx="230" cy="230" rx="84" ry="32"/></g><g fill="#2f8f4e"><path d="M40 250A34 22 0 1 1 80 266L58 252Z"/><path d="M250 60A30 18 0 1 1 284 76L264 62Z"/></g><g fill="#ffffff" opacity="0.25">${'<circle cx="120" cy="40" r="3"/><circle cx="200" cy="120" r="2"/>'}</g>`;

const meadow: Backdrop = (d, p) =>
  `${sky(d, mix(p.bg, '#1e6fa8', 0.55), mix(p.bg, '#9be0ff', 0.35))}<g fill="none" stroke-width="10" opacity="0.45">${[
    '#ff5a5a',
    '#ffb347',
    '#ffe66b',
    '#5ad17a',
    '#5aa9ff',
    '#9b7bff',
  ]
    .map((c, i) => `<path d="M-20 230A170 170 0 0 1 320 230" stroke="${c}" transform="translate(0 ${i * 10})"/>`)
    .join(
      '',
    )}</g>${cloudRow(60, '#ffffff', 0.6, [40, 250])}${land('M0 226Q80 196 160 222T300 212V300H0Z', p.primary)}${land('M0 254Q120 230 200 250T300 246V300H0Z', darken(p.primary, 0.35))}`;

const hive: Backdrop = (d, p) => {
  const hex = (x: number, y: number) => `<polygon points="${starPoints(x, y, 24, 24, 3, 30)}"/>`;
  const cells = d.pattern(
    `<g fill="none" stroke="${p.primary}" stroke-width="3" opacity="0.35">${hex(0, 0)}${hex(41.6, 0)}${hex(20.8, 36)}${hex(0, 72)}${hex(41.6, 72)}</g>`,
    41.6,
    72,
  );
  return `${sky(d, mix(p.bg, p.primary, 0.35), darken(p.bg, 0.4), p.bg)}<rect width="${W}" height="${W}" fill="${cells}"/>${glow(d, 150, 140, 140, '#ffd75e', 0.45)}`;
};

const cove: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.3), '#e8894c', mix(p.bg, '#b0413e', 0.45))}<circle cx="150" cy="186" r="60" fill="#ffc46b" opacity="0.7"/><path d="M0 196H300V300H0Z" fill="${mix(p.bg, '#1e4f7a', 0.45)}"/><g stroke="#ffd9a0" stroke-width="3" opacity="0.45"><path d="M110 206H190M124 218H176M136 230H164"/></g><g fill="${darken(p.bg, 0.5)}"><path d="M0 200Q30 170 70 196Z"/><path d="M24 186C26 156 20 140 14 128" stroke="${darken(p.bg, 0.5)}" stroke-width="4" fill="none"/><path d="M14 128Q34 120 44 134Q30 128 14 128Q0 120 -10 132Q4 126 14 128Z"/><path d="M236 190H286L280 200H242Z"/><path d="M260 190V150L284 184Z"/><path d="M258 190V158L240 184Z"/></g>${land('M0 256Q150 236 300 256V300H0Z', darken(p.bg, 0.45))}`;

const templeJungle: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.3), mix(p.bg, p.accent, 0.45), p.bg)}${glow(d, 150, 130, 150, p.accent, 0.35)}<g fill="${darken(p.bg, 0.25)}"><path d="M40 230V200H70V176H100V152H200V176H230V200H260V230Z"/></g><g fill="${darken(p.primary, 0.45)}" opacity="0.9"><path d="M0 0C40 30 50 80 30 130C14 100 0 90 0 60Z"/><path d="M300 0C260 30 250 80 270 130C286 100 300 90 300 60Z"/></g>${land('M0 250Q150 228 300 250V300H0Z', darken(p.bg, 0.5))}`;

const fjord: Backdrop = (d, p) =>
  `${sky(d, darken(p.bg, 0.4), mix(p.bg, p.accent, 0.25), p.bg)}${glow(d, 150, 120, 140, p.accent, 0.25)}${land('M0 210L50 150L96 196L150 130L200 190L250 146L300 200V300H0Z', mix(p.bg, p.primary, 0.25))}${land('M50 150L60 164L70 160L80 178Z M150 130L162 146L172 142L184 168Z M250 146L260 160L270 156L280 172Z', lighten(p.primary, 0.5), 0.8)}<path d="M0 220H300V300H0Z" fill="${darken(p.bg, 0.3)}"/><g stroke="${lighten(p.accent, 0.3)}" stroke-width="2" opacity="0.35"><path d="M30 236H110M170 248H270M70 268H190"/></g>`;

export interface SceneDef {
  backdrop: Backdrop;
  /** The object that fills the centre of the tile (`name` or `name@primary|accent|#hex`, art.ts). */
  hero: string;
  /** Smaller objects left and right of the hero. */
  props: [string, string];
  /** The four high reel symbols H1–H4 (H1 pays most). */
  symbols: [string, string, string, string];
}

/** Each studio game's scene, by game code. */
export const SCENES: Record<string, SceneDef> = {
  'lumen-golden-dragon': {
    backdrop: oriental,
    hero: 'dragon',
    props: ['lantern', 'coin'],
    symbols: ['dragon', 'lantern', 'coin', 'gem'],
  },
  'lumen-lucky-sevens': {
    backdrop: stage,
    hero: 'seven',
    props: ['cherry', 'bell'],
    symbols: ['seven', 'bell', 'cherry', 'horseshoe'],
  },
  'lumen-pharaohs-sun': {
    backdrop: desert(true),
    hero: 'ankh',
    props: ['gem', 'coin'],
    symbols: ['ankh', 'gem', 'coin', 'sunstone'],
  },
  'lumen-ocean-pearl': {
    backdrop: sea(false),
    hero: 'shellPearl',
    props: ['starfish', 'pearl'],
    symbols: ['shellPearl', 'starfish', 'pearl', 'anchor'],
  },
  'lumen-jungle-gems': {
    backdrop: jungle,
    hero: 'gemLeaves',
    props: ['leaf', 'gem'],
    symbols: ['gemLeaves', 'leaf', 'gem', 'coin'],
  },
  'lumen-star-forge': {
    backdrop: space,
    hero: 'planet',
    props: ['hammer', 'star'],
    symbols: ['planet', 'hammer', 'star', 'gem'],
  },
  'lumen-frost-queen': {
    backdrop: snow(false),
    hero: 'snowflake',
    props: ['crown', 'gem'],
    symbols: ['snowflake', 'crown', 'gem', 'orb'],
  },
  'lumen-volcano-rush': {
    backdrop: volcanic,
    hero: 'volcano',
    props: ['flame', 'gem'],
    symbols: ['volcano', 'flame', 'gem', 'coin'],
  },
  'lumen-sakura-spirit': {
    backdrop: oriental,
    hero: 'blossom',
    props: ['lantern', 'gem@primary'],
    symbols: ['blossom', 'lantern', 'coin', 'bell'],
  },
  'lumen-viking-gold': {
    backdrop: fjord,
    hero: 'axe',
    props: ['shield', 'hammer'],
    symbols: ['axe', 'shield', 'hammer', 'coin'],
  },
  'lumen-neon-nights': {
    backdrop: neonCity,
    hero: 'note',
    props: ['cherry', 'star'],
    symbols: ['note', 'star', 'cherry', 'seven'],
  },
  'lumen-desert-oasis': {
    backdrop: desert(false),
    hero: 'palm',
    props: ['cactus', 'gem@accent'],
    symbols: ['palm', 'cactus', 'coin', 'gem'],
  },
  'lumen-panda-fortune': {
    backdrop: oriental,
    hero: 'panda',
    props: ['bamboo', 'lantern'],
    symbols: ['panda', 'bamboo', 'lantern', 'coin'],
  },
  'lumen-aztec-sun': {
    backdrop: templeJungle,
    hero: 'sunstone',
    props: ['gem', 'coin'],
    symbols: ['sunstone', 'gem', 'coin', 'leaf'],
  },
  'lumen-wild-safari': {
    backdrop: savanna,
    hero: 'lion',
    props: ['paw', 'leaf'],
    symbols: ['lion', 'paw', 'leaf', 'coin'],
  },
  'lumen-candy-carnival': {
    backdrop: carnival,
    hero: 'lollipop',
    props: ['candy', 'star'],
    symbols: ['lollipop', 'candy', 'star', 'cherry'],
  },
  'lumen-mystic-moon': {
    backdrop: nightSky,
    hero: 'moon',
    props: ['orb', 'star'],
    symbols: ['moon', 'orb', 'star', 'gem'],
  },
  'lumen-pirate-cove': {
    backdrop: cove,
    hero: 'chest',
    props: ['anchor', 'coin'],
    symbols: ['chest', 'anchor', 'coin', 'gem'],
  },
  'lumen-thunder-gods': {
    backdrop: storm(true),
    hero: 'bolt',
    props: ['hammer', 'cloud'],
    symbols: ['bolt', 'hammer', 'cloud', 'coin'],
  },
  'lumen-emerald-isle': {
    backdrop: meadow,
    hero: 'clover',
    props: ['horseshoe', 'coin'],
    symbols: ['clover', 'horseshoe', 'coin', 'gem'],
  },
  'lumen-royal-crown': {
    backdrop: stage,
    hero: 'crown',
    props: ['gem', 'coin'],
    symbols: ['crown', 'gem', 'coin', 'bell'],
  },
  'lumen-cyber-samurai': {
    backdrop: neonCity,
    hero: 'katanas',
    props: ['shuriken', 'gem'],
    symbols: ['katanas', 'shuriken', 'gem', 'lantern'],
  },
  'lumen-honey-hive': {
    backdrop: hive,
    hero: 'bee',
    props: ['honeycomb', 'honeydrop'],
    symbols: ['bee', 'honeycomb', 'honeydrop', 'blossom'],
  },
  'lumen-arctic-peak': {
    backdrop: snow(true),
    hero: 'mountain',
    props: ['snowflake', 'gem'],
    symbols: ['mountain', 'snowflake', 'gem', 'coin'],
  },
  'lumen-ruby-rush': {
    backdrop: stage,
    hero: 'gem@primary',
    props: ['coin', 'bell'],
    symbols: ['gem@primary', 'coin', 'bell', 'seven'],
  },
  'lumen-atlantis-deep': {
    backdrop: sea(true),
    hero: 'trident',
    props: ['shell', 'pearl'],
    symbols: ['trident', 'shell', 'pearl', 'coin'],
  },
  'lumen-chili-fiesta': {
    backdrop: fiesta,
    hero: 'pepper',
    props: ['maraca', 'cactus'],
    symbols: ['pepper', 'maraca', 'cactus', 'coin'],
  },
  'lumen-galaxy-gems': {
    backdrop: space,
    hero: 'star',
    props: ['planet', 'gem'],
    symbols: ['star', 'planet', 'gem', 'coin'],
  },
  'lumen-golden-koi': {
    backdrop: pond,
    hero: 'koi',
    props: ['blossom', 'lantern'],
    symbols: ['koi', 'blossom', 'coin', 'lantern'],
  },
  'lumen-ancient-runes': {
    backdrop: fjord,
    hero: 'runestone',
    props: ['orb', 'gem'],
    symbols: ['runestone', 'orb', 'gem', 'axe'],
  },
};
