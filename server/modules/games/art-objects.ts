/**
 * The objects of the generated game art (issue 16): each draws one shaded, outlined thing in a
 * 100×100 box, in the game's palette (art data, not UI styling, so colours are literals here). The
 * tiles place them in their scenes (art-scenes.ts) and the reel sprites use them as the high symbols.
 */
import {
  type Defs,
  darken,
  glow,
  lighten,
  mix,
  n,
  type Pal,
  shadow,
  solid,
  sparkle,
  starPoints,
  strand,
} from './art-kit';

/** Draws the object in a 100×100 box; `c` overrides its main colour where it has one. */
export type Draw = (d: Defs, p: Pal, c?: string) => string;

const GOLD = '#f0b429';
const WOOD = '#9a5b2c';
const STEEL = '#b8c4d0';
const LEAF = '#3fae4f';
const RED = '#e0303a';

const poly = (pts: string) => `<polygon points="${pts}"/>`;

/** Rotated copies of `shape` around (cx, cy). */
const around = (shape: string, count: number, cx = 50, cy = 50, start = 0) =>
  Array.from(
    { length: count },
    (_, i) => `<g transform="rotate(${n(start + (i * 360) / count)} ${cx} ${cy})">${shape}</g>`,
  ).join('');

const coin: Draw = (d, _p, c = GOLD) =>
  `${solid(d, '<circle cx="50" cy="50" r="38"/>', c)}<circle cx="50" cy="50" r="29" fill="none" stroke="${darken(c, 0.3)}" stroke-width="3"/><polygon points="${starPoints(50, 51, 17, 7, 5)}" fill="${lighten(c, 0.35)}" stroke="${darken(c, 0.4)}" stroke-width="2" stroke-linejoin="round"/>`;

const gem: Draw = (d, p, c = p.accent) => {
  const f = (pts: string, t: number) => `<polygon points="${pts}" fill="${t > 0 ? lighten(c, t) : darken(c, -t)}"/>`;
  return `${solid(d, poly('12,38 30,16 70,16 88,38 50,88'), c, { line: 4 })}${f('12,38 30,16 40,38', 0.25)}${f('30,16 70,16 60,38 40,38', 0.5)}${f('70,16 88,38 60,38', 0.05)}${f('12,38 40,38 50,88', -0.1)}${f('40,38 60,38 50,88', 0.2)}${f('60,38 88,38 50,88', -0.35)}${sparkle(32, 24, 9, '#fff')}`;
};

const pearl: Draw = (d, _p, c = '#f3eef8') =>
  `${glow(d, 50, 52, 46, '#ffffff', 0.45)}${solid(d, '<circle cx="50" cy="52" r="30"/>', c, { line: 2.5, ink: darken(c, 0.45), top: 22, bottom: 82 })}<circle cx="40" cy="41" r="7" fill="#fff" opacity="0.85"/>`;

const lantern: Draw = (d, p, c = RED) =>
  `${glow(d, 50, 52, 48, p.accent, 0.45)}${strand(d, '<path d="M50 2V14"/>', GOLD, 3)}${solid(d, '<ellipse cx="50" cy="52" rx="32" ry="30"/>', c)}<g fill="none" stroke="${darken(c, 0.35)}" stroke-width="2.5"><ellipse cx="50" cy="52" rx="18" ry="30"/><path d="M50 22V82"/></g>${solid(d, '<rect x="32" y="14" width="36" height="10" rx="3"/><rect x="32" y="80" width="36" height="10" rx="3"/>', GOLD, { line: 2.5 })}${strand(d, '<path d="M50 90V98M44 92V98M56 92V98"/>', GOLD, 2.5)}`;

const horseshoe: Draw = (d, _p, c = STEEL) =>
  `${strand(d, '<path d="M28 86V46A22 22 0 0 1 72 46V86"/>', c, 14)}<g fill="${darken(c, 0.55)}"><circle cx="28" cy="58" r="2.5"/><circle cx="28" cy="74" r="2.5"/><circle cx="72" cy="58" r="2.5"/><circle cx="72" cy="74" r="2.5"/><circle cx="38" cy="30" r="2.5"/><circle cx="62" cy="30" r="2.5"/></g>`;

const chest: Draw = (d) =>
  `${glow(d, 50, 44, 44, GOLD, 0.6)}${solid(d, '<rect x="12" y="46" width="76" height="42" rx="4"/>', WOOD)}${solid(d, '<path d="M12 46V34Q12 14 50 14Q88 14 88 34V46Z"/>', lighten(WOOD, 0.08), { top: 14, bottom: 46 })}${solid(d, '<rect x="20" y="14" width="10" height="74"/><rect x="70" y="14" width="10" height="74"/><rect x="12" y="42" width="76" height="8"/>', GOLD, { line: 2 })}${solid(d, '<rect x="42" y="40" width="16" height="20" rx="3"/>', GOLD, { line: 2 })}<circle cx="50" cy="48" r="3" fill="${darken(GOLD, 0.6)}"/><path d="M48.5 50h3l1 6h-5z" fill="${darken(GOLD, 0.6)}"/>${coinsOnTop(d)}`;
const coinsOnTop = (d: Defs) =>
  solid(
    d,
    '<ellipse cx="30" cy="14" rx="10" ry="5"/><ellipse cx="46" cy="10" rx="10" ry="5"/><ellipse cx="62" cy="12" rx="10" ry="5"/>',
    GOLD,
    { line: 2, top: 4, bottom: 20 },
  );

const cloud: Draw = (d, _p, c = '#e8edf5') =>
  solid(
    d,
    '<circle cx="34" cy="56" r="18"/><circle cx="54" cy="44" r="22"/><circle cx="72" cy="58" r="16"/><rect x="20" y="56" width="64" height="20" rx="10"/>',
    c,
    { top: 22, bottom: 78 },
  );

const honeydrop: Draw = (d, _p, c = '#f5a300') =>
  `${solid(d, '<path d="M50 8C50 8 22 44 22 62A28 28 0 0 0 78 62C78 44 50 8 50 8Z"/>', c, { top: 8, bottom: 90 })}<ellipse cx="40" cy="60" rx="5" ry="10" fill="#fff" opacity="0.6"/>`;

const cactus: Draw = (d, _p, c = LEAF) =>
  `${solid(d, '<rect x="38" y="10" width="24" height="82" rx="12"/><rect x="14" y="32" width="16" height="36" rx="8"/><rect x="14" y="56" width="32" height="14" rx="7"/><rect x="70" y="22" width="16" height="34" rx="8"/><rect x="54" y="44" width="32" height="14" rx="7"/>', c)}<g stroke="${darken(c, 0.4)}" stroke-width="2" stroke-linecap="round"><path d="M50 18V86"/><path d="M22 38V60M78 28V48"/></g>`;

const hammer: Draw = (d, p, c = STEEL) =>
  `${solid(d, '<rect x="44" y="44" width="12" height="46" rx="3"/>', WOOD, { top: 44, bottom: 92 })}${solid(d, '<rect x="14" y="14" width="72" height="36" rx="7"/>', c, { top: 14, bottom: 50 })}<path d="M22 24H78M22 40H78" stroke="${darken(c, 0.35)}" stroke-width="2"/>${solid(d, '<rect x="40" y="86" width="20" height="10" rx="4"/>', p.accent, { line: 2 })}`;

const cherry: Draw = (d, _p, c = RED) =>
  `${strand(d, '<path d="M30 62C36 40 48 22 64 12M70 66C66 44 66 26 64 12"/>', '#5e9c2f', 4)}${solid(d, '<path d="M64 12C76 6 90 12 92 22C80 26 70 22 64 12Z"/>', LEAF, { line: 2 })}${solid(d, '<circle cx="28" cy="70" r="20"/><circle cx="70" cy="72" r="20"/>', c, { top: 50, bottom: 92, glossX: 22 })}<circle cx="22" cy="63" r="5" fill="#fff" opacity="0.7"/><circle cx="64" cy="65" r="5" fill="#fff" opacity="0.7"/>`;

const bell: Draw = (d, _p, c = GOLD) =>
  `${solid(d, '<path d="M50 12C34 12 26 26 26 44C26 60 20 66 12 74H88C80 66 74 60 74 44C74 26 66 12 50 12Z"/><circle cx="50" cy="80" r="9"/>', c)}<path d="M18 70H82" stroke="${darken(c, 0.35)}" stroke-width="3"/><circle cx="50" cy="9" r="5" fill="none" stroke="${darken(c, 0.4)}" stroke-width="3"/>`;

const star: Draw = (d, p, c = p.primary) =>
  `${glow(d, 50, 52, 48, p.accent, 0.5)}${solid(d, poly(starPoints(50, 54, 44, 19, 5)), c, { top: 10, bottom: 90 })}<g fill="#fff" opacity="0.25">${poly(`50,54 ${starPoints(50, 54, 44, 19, 5).split(' ').slice(0, 4).join(' ')}`)}</g>${sparkle(40, 36, 8, '#fff', 0.9)}`;

const dragon: Draw = (d, p, c = p.primary) => {
  const mane = p.accent;
  return `${solid(d, '<path d="M62 26L74 4L70 30Z"/><path d="M80 36L98 30L88 44L100 52L86 56L96 68L80 66L84 78L68 72Z"/>', mane, { line: 3 })}${solid(
    d,
    '<path d="M8 50C8 42 14 37 24 36L36 34C40 26 46 22 54 22L66 10L64 28C74 28 82 34 86 42C90 56 86 70 76 78C86 84 96 86 100 88V100H60C56 90 52 84 48 80L40 74C32 72 26 68 20 64L32 58L14 58C10 56 8 54 8 50Z"/>',
    c,
    { top: 10, bottom: 96, glossX: 30, glossY: 32 },
  )}<path d="M18 58L22 64L25 58M27 58L30 62L32 58" fill="#fff"/><ellipse cx="48" cy="37" rx="7" ry="5" fill="#fff"/><ellipse cx="49" cy="37" rx="2" ry="4.5" fill="${darken(mane, 0.4)}"/><path d="M40 30Q48 25 58 31" fill="none" stroke="${darken(c, 0.6)}" stroke-width="3" stroke-linecap="round"/><circle cx="17" cy="43" r="2" fill="${darken(c, 0.6)}"/><g fill="none" stroke="${darken(c, 0.35)}" stroke-width="2.5" stroke-linecap="round"><path d="M62 60q6 4 12 0M58 70q6 4 12 0M66 82q6 4 12 0"/></g>${strand(d, '<path d="M14 50C2 56 2 70 12 78M24 40C18 28 8 26 2 30"/>', c, 2.5)}`;
};

const seven: Draw = (d, p, c = p.accent) => {
  const shape = '<path d="M18 12H84V28C70 44 60 64 56 90H32C36 66 46 46 60 30H34V40H18Z"/>';
  return `<g transform="translate(4 4)">${solid(d, shape, darken(p.primary, 0.45), { line: 2 })}</g>${solid(d, shape, c, { ink: darken(c, 0.6), top: 12, bottom: 90 })}<path d="M22 16H80V26" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2.5" stroke-linecap="round"/>`;
};

const ankh: Draw = (d, p, c = GOLD) =>
  `${solid(d, '<path fill-rule="evenodd" d="M34 28A16 20 0 1 1 66 28C66 38 58 44 56 48H44C42 44 34 38 34 28ZM42 27A8 13 0 1 0 58 27A8 13 0 1 0 42 27Z"/><path d="M16 46L44 44H56L84 46V58L56 56H44L16 58Z"/><path d="M44 54H56L62 94H38Z"/>', c, { top: 8, bottom: 94 })}<circle cx="50" cy="51" r="5" fill="${p.accent}" stroke="${darken(p.accent, 0.5)}" stroke-width="1.5"/>`;

const shell: Draw = (d, _p, c = '#f6c7b6') => {
  const pts: [number, number][] = [];
  const ctrl: [number, number][] = [];
  for (let i = 0; i <= 8; i++) {
    const a = ((-160 + (i * 140) / 8) * Math.PI) / 180;
    pts.push([50 + 46 * Math.cos(a), 84 + 72 * Math.sin(a)]);
    if (i < 8) {
      const m = ((-160 + ((i + 0.5) * 140) / 8) * Math.PI) / 180;
      ctrl.push([50 + 54 * Math.cos(m), 84 + 84 * Math.sin(m)]);
    }
  }
  const p0 = pts[0] as [number, number];
  let path = `M50 84L${n(p0[0])} ${n(p0[1])}`;
  for (let i = 0; i < 8; i++) {
    const [cx, cy] = ctrl[i] as [number, number];
    const [x, y] = pts[i + 1] as [number, number];
    path += `Q${n(cx)} ${n(cy)} ${n(x)} ${n(y)}`;
  }
  const ribs = pts
    .slice(1, 8)
    .map(([x, y]) => `M50 82L${n(50 + (x - 50) * 0.92)} ${n(84 + (y - 84) * 0.92)}`)
    .join('');
  return `${solid(d, `<path d="${path}Z"/><path d="M36 78H64L70 94H30Z"/>`, c, { top: 14, bottom: 94 })}<path d="${ribs}" stroke="${darken(c, 0.3)}" stroke-width="2" stroke-linecap="round"/>`;
};

const leaf: Draw = (d, _p, c = LEAF) =>
  `${solid(d, '<path d="M50 94C44 80 14 72 12 44C10 22 32 8 50 4C68 8 90 22 88 44C86 72 56 80 50 94Z"/>', c, { top: 4, bottom: 94 })}<g fill="none" stroke="${lighten(c, 0.45)}" stroke-width="2.5" stroke-linecap="round"><path d="M50 90V12"/><path d="M50 30L34 20M50 30L66 20M50 48L26 34M50 48L74 34M50 66L28 54M50 66L72 54"/></g>`;

const planet: Draw = (d, p, c = p.primary) => {
  const clip = d.clip('<circle cx="50" cy="50" r="28"/>');
  const ring = (arc: string) =>
    `<g transform="rotate(-18 50 50)" fill="none" stroke-linecap="round"><path d="${arc}" stroke="${darken(p.accent, 0.6)}" stroke-width="9"/><path d="${arc}" stroke="${p.accent}" stroke-width="5"/><path d="${arc}" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/></g>`;
  return `${glow(d, 50, 50, 50, p.accent, 0.45)}${ring('M4 50A46 13 0 0 1 96 50')}${solid(d, '<circle cx="50" cy="50" r="28"/>', c, { top: 22, bottom: 78 })}<g clip-path="${clip}" fill="${darken(c, 0.3)}" opacity="0.5"><ellipse cx="50" cy="40" rx="40" ry="4"/><ellipse cx="50" cy="58" rx="40" ry="6"/></g>${ring('M4 50A46 13 0 0 0 96 50')}`;
};

const snowflake: Draw = (d, p, c = p.primary) => {
  const arm = '<path d="M50 50V8M50 22L40 13M50 22L60 13M50 36L40 28M50 36L60 28"/>';
  return `${glow(d, 50, 50, 50, p.accent, 0.4)}${strand(d, around(arm, 6), c, 5)}${solid(d, poly(starPoints(50, 50, 12, 12, 3, -90)), lighten(c, 0.3), { line: 2 })}`;
};

const flame: Draw = (d, _p, c = '#ff5a1f') => {
  const outer =
    '<path d="M50 96C24 96 14 76 20 56C24 44 34 40 34 26C42 32 46 40 46 46C50 32 58 18 54 2C70 14 88 40 84 64C82 84 68 96 50 96Z"/>';
  return `${solid(d, outer, c, { top: 2, bottom: 96 })}${solid(d, '<path d="M50 94C36 94 30 82 34 70C36 62 42 58 44 50C50 56 52 62 52 66C56 58 60 50 60 42C70 54 74 66 70 78C68 88 60 94 50 94Z"/>', '#ffa41b', { line: 0, top: 42, bottom: 94 })}${solid(d, '<path d="M50 92C42 92 40 84 42 78C44 72 48 70 50 64C56 72 60 78 58 84C57 89 54 92 50 92Z"/>', '#ffe66b', { line: 0, top: 64, bottom: 92 })}`;
};

const volcano: Draw = (d, p) =>
  `${glow(d, 50, 24, 40, '#ff8a1f', 0.8)}<g transform="translate(30 -2) scale(0.4)">${flame(d, p)}</g>${solid(d, '<path d="M4 94L34 34Q50 28 66 34L96 94Z"/>', '#5a3a2e', { top: 30, bottom: 94 })}<path d="M36 34Q50 40 64 34Q60 46 54 48Q56 64 46 86Q48 62 44 50Q38 44 36 34Z" fill="#ff7a1a"/><path d="M40 36Q50 40 60 36Q56 42 52 44Q52 56 47 70Q46 54 44 46Z" fill="#ffd23f"/>`;

const blossom: Draw = (d, _p, c = '#f7a8c8') => {
  const petal = '<path d="M50 50C36 40 34 18 42 10L50 18L58 10C66 18 64 40 50 50Z"/>';
  return `${solid(d, around(petal, 5, 50, 52), c, { top: 8, bottom: 92, line: 2.5 })}<circle cx="50" cy="52" r="9" fill="${darken(c, 0.25)}"/><g fill="#ffd84a">${around('<circle cx="50" cy="38" r="2.5"/>', 5, 50, 52, 36)}</g>`;
};

const axe: Draw = (d) =>
  `<g transform="rotate(-28 50 50)">${solid(d, '<rect x="45" y="6" width="10" height="90" rx="5"/>', WOOD, { top: 6, bottom: 96 })}${solid(d, '<path d="M44 22C34 22 24 16 12 10C4 26 4 50 12 66C24 58 34 52 44 52Z"/><path d="M56 22C66 22 76 16 88 10C96 26 96 50 88 66C76 58 66 52 56 52Z"/>', STEEL, { top: 10, bottom: 66 })}${solid(d, '<rect x="41" y="16" width="18" height="42" rx="3"/>', GOLD, { line: 2, top: 16, bottom: 58 })}<path d="M14 14C8 28 8 48 14 62M86 14C92 28 92 48 86 62" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/></g>`;

const shield: Draw = (d, p, c = WOOD) => {
  const clip = d.clip('<circle cx="50" cy="50" r="40"/>');
  return `${solid(d, '<circle cx="50" cy="50" r="42"/>', STEEL, { line: 2.5 })}${solid(d, '<circle cx="50" cy="50" r="36"/>', c, { line: 0 })}<g clip-path="${clip}" stroke="${darken(c, 0.4)}" stroke-width="2"><path d="M34 10V90M50 10V90M66 10V90"/></g><path d="M50 14V86M14 50H86" stroke="${p.primary}" stroke-width="7" opacity="0.85"/>${solid(d, '<circle cx="50" cy="50" r="12"/>', STEEL, { line: 2, top: 38, bottom: 62 })}`;
};

const note: Draw = (d, p, c = p.primary) =>
  `${glow(d, 50, 50, 50, c, 0.5)}${solid(d, '<ellipse cx="28" cy="78" rx="13" ry="10" transform="rotate(-20 28 78)"/><ellipse cx="72" cy="68" rx="13" ry="10" transform="rotate(-20 72 68)"/><rect x="35" y="26" width="6" height="52"/><rect x="79" y="16" width="6" height="52"/><path d="M35 22L85 10V24L35 36Z"/>', c, { top: 10, bottom: 90 })}<g stroke="#fff" stroke-opacity="0.8" stroke-width="2" stroke-linecap="round" fill="none"><path d="M38 30V70M82 20V58M40 27L80 17"/></g>`;

const palm: Draw = (d, _p) => {
  const frond = '<path d="M0 0C-12 -16 -34 -16 -46 -2C-36 -6 -26 -4 -18 0C-28 2 -36 8 -40 16C-24 6 -12 4 0 0Z"/>';
  const at = (r: number, flip = false) =>
    `<g transform="translate(56 32) ${flip ? 'scale(-1 1) ' : ''}rotate(${r})">${frond}</g>`;
  return `${strand(d, '<path d="M52 94C50 72 48 52 56 32"/>', WOOD, 10)}<g stroke="${darken(WOOD, 0.4)}" stroke-width="2"><path d="M45 84H58M45 72H57M46 60H57M48 48H58"/></g>${solid(d, at(-12) + at(26) + at(-12, true) + at(26, true) + at(70) + at(100, true), LEAF, { top: 10, bottom: 56, line: 2.5 })}${solid(d, '<circle cx="52" cy="38" r="6"/><circle cx="62" cy="38" r="6"/><circle cx="57" cy="44" r="6"/>', '#7a4a22', { line: 2, top: 32, bottom: 50 })}`;
};

const panda: Draw = (d) => {
  const ink = '#23262b';
  return `${solid(d, '<circle cx="22" cy="26" r="13"/><circle cx="78" cy="26" r="13"/>', ink, { line: 2, ink: '#000' })}${solid(d, '<ellipse cx="50" cy="56" rx="38" ry="34"/>', '#f3f4f2', { line: 3, ink: '#2b2e33', top: 22, bottom: 90 })}<g fill="${ink}"><ellipse cx="35" cy="52" rx="9" ry="13" transform="rotate(35 35 52)"/><ellipse cx="65" cy="52" rx="9" ry="13" transform="rotate(-35 65 52)"/><ellipse cx="50" cy="70" rx="7" ry="5"/></g><circle cx="37" cy="50" r="3.5" fill="#fff"/><circle cx="63" cy="50" r="3.5" fill="#fff"/><path d="M44 78Q50 83 56 78" fill="none" stroke="${ink}" stroke-width="2.5" stroke-linecap="round"/><g fill="#f2a0a8" opacity="0.7"><ellipse cx="26" cy="70" rx="6" ry="3.5"/><ellipse cx="74" cy="70" rx="6" ry="3.5"/></g>`;
};

const bamboo: Draw = (d, p, c = '#7ccf5b') =>
  `${solid(d, '<rect x="26" y="6" width="16" height="90" rx="5"/><rect x="56" y="14" width="16" height="82" rx="5"/>', c)}<g stroke="${darken(c, 0.45)}" stroke-width="3"><path d="M26 36H42M26 66H42M56 40H72M56 70H72"/></g>${solid(d, '<path d="M42 36C56 24 72 24 88 30C74 38 58 40 42 36Z"/><path d="M26 64C16 54 8 52 2 54C10 64 18 66 26 64Z"/>', darken(p.primary, 0.1), { line: 2, top: 24, bottom: 66 })}`;

const sunstone: Draw = (d, p, c = p.primary) =>
  `${glow(d, 50, 50, 50, GOLD, 0.5)}${solid(d, poly(starPoints(50, 50, 48, 34, 16)), GOLD, { line: 2.5 })}${solid(d, '<circle cx="50" cy="50" r="32"/>', c, { line: 2.5 })}<circle cx="50" cy="50" r="26" fill="none" stroke="${lighten(GOLD, 0.2)}" stroke-width="3" stroke-dasharray="4 3"/>${solid(d, '<circle cx="50" cy="50" r="18"/>', GOLD, { line: 2 })}<g fill="${darken(GOLD, 0.5)}"><circle cx="44" cy="46" r="2.5"/><circle cx="56" cy="46" r="2.5"/><path d="M44 56H56L50 61Z"/></g><g fill="${p.accent}">${around('<rect x="47" y="20" width="6" height="6" rx="1"/>', 4, 50, 50, 45)}</g>`;

const lion: Draw = (d, p, c = p.primary) =>
  `${solid(d, poly(starPoints(50, 50, 48, 36, 16)), darken(c, 0.25), { top: 4, bottom: 96 })}${solid(d, '<circle cx="30" cy="28" r="9"/><circle cx="70" cy="28" r="9"/>', lighten(c, 0.2), { line: 2.5 })}${solid(d, '<ellipse cx="50" cy="54" rx="26" ry="28"/>', lighten(c, 0.35), { top: 26, bottom: 82 })}<g fill="#2a1a0c"><ellipse cx="40" cy="48" rx="3.5" ry="4.5"/><ellipse cx="60" cy="48" rx="3.5" ry="4.5"/></g>${solid(d, '<circle cx="43" cy="68" r="8"/><circle cx="57" cy="68" r="8"/>', '#fbf1dc', { line: 0, top: 60, bottom: 76 })}<path d="M43 58H57L50 66Z" fill="#3a2212" stroke="#3a2212" stroke-width="2" stroke-linejoin="round"/><path d="M50 66V72M44 76Q50 80 56 76" fill="none" stroke="#3a2212" stroke-width="2" stroke-linecap="round"/>`;

const paw: Draw = (d, _p, c = '#6b4a2b') =>
  solid(
    d,
    '<ellipse cx="50" cy="66" rx="22" ry="18"/><ellipse cx="24" cy="42" rx="9" ry="11"/><ellipse cx="40" cy="26" rx="9" ry="12"/><ellipse cx="60" cy="26" rx="9" ry="12"/><ellipse cx="76" cy="42" rx="9" ry="11"/>',
    c,
    { top: 14, bottom: 86 },
  );

const lollipop: Draw = (d, p) => {
  const clip = d.clip('<circle cx="50" cy="40" r="34"/>');
  const wedge = '<path d="M50 40L50 4A36 36 0 0 1 75.5 14.5Z"/>';
  return `${solid(d, '<rect x="46" y="60" width="8" height="38" rx="3"/>', '#f4f0f6', { line: 2.5, top: 60, bottom: 98 })}${solid(d, '<circle cx="50" cy="40" r="34"/>', p.primary, { top: 6, bottom: 74 })}<g clip-path="${clip}"><g fill="${p.accent}" opacity="0.85">${around(wedge, 4, 50, 40)}</g><circle cx="50" cy="40" r="34" fill="${d.rad(
    [
      [0, '#fff', 0.55],
      [1, '#fff', 0],
    ],
    36,
    24,
    30,
  )}"/></g><circle cx="50" cy="40" r="8" fill="#fff"/>`;
};

const candy: Draw = (d, p, c = p.accent) =>
  `${solid(d, '<path d="M24 50L6 34V66Z"/><path d="M76 50L94 34V66Z"/>', lighten(c, 0.15), { line: 2.5, top: 34, bottom: 66 })}${solid(d, '<ellipse cx="50" cy="50" rx="28" ry="20"/>', c, { top: 30, bottom: 70 })}<path d="M38 32Q44 50 38 68M54 30Q60 50 54 70" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="4"/>`;

const moon: Draw = (d, p, c = '#f6e7a8') =>
  `${glow(d, 46, 50, 50, p.primary, 0.55)}${solid(d, '<path d="M60 8A42 42 0 1 0 92 74A34 34 0 1 1 60 8Z"/>', c, { top: 8, bottom: 92, glossX: 30 })}<g fill="${darken(c, 0.18)}"><circle cx="26" cy="56" r="5"/><circle cx="40" cy="76" r="3.5"/><circle cx="32" cy="34" r="3"/></g>`;

const orb: Draw = (d, p, c = p.accent) =>
  `${glow(d, 50, 40, 40, c, 0.6)}${solid(d, '<path d="M26 80H74L80 94H20Z"/>', GOLD, { line: 2.5, top: 80, bottom: 94 })}${solid(d, '<circle cx="50" cy="44" r="34"/>', mix(c, p.primary, 0.4), { top: 10, bottom: 78 })}${sparkle(52, 46, 12, '#fff', 0.9)}${sparkle(64, 32, 5, '#fff', 0.8)}`;

const anchor: Draw = (d, _p, c = '#8fa3b8') =>
  `${strand(d, '<circle cx="50" cy="16" r="9"/><path d="M16 62C20 84 38 92 50 92C62 92 80 84 84 62"/>', c, 7)}${solid(d, '<rect x="45" y="24" width="10" height="66" rx="3"/><rect x="28" y="32" width="44" height="9" rx="4"/><path d="M8 64L20 54L24 70Z"/><path d="M92 64L80 54L76 70Z"/>', c, { top: 24, bottom: 92 })}`;

const bolt: Draw = (d, p, c = p.accent) =>
  `${glow(d, 50, 50, 50, c, 0.55)}${solid(d, poly('60,2 18,54 44,54 32,98 82,38 56,38 70,2'), c, { top: 2, bottom: 98, ink: darken(c, 0.65) })}<path d="M60 6L24 51" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5" stroke-linecap="round"/>`;

const clover: Draw = (d, _p, c = '#2fbf55') => {
  const heart = '<path d="M50 50C40 42 26 38 28 24C30 14 44 13 50 24C56 13 70 14 72 24C74 38 60 42 50 50Z"/>';
  return `${strand(d, '<path d="M50 54C54 70 60 82 72 94"/>', darken(c, 0.1), 5)}${solid(d, around(heart, 4, 50, 50, 45), c, { top: 8, bottom: 92 })}<g stroke="${lighten(c, 0.4)}" stroke-width="2" stroke-linecap="round">${around('<path d="M50 48L50 30"/>', 4, 50, 50, 45)}</g>`;
};

const crown: Draw = (d, p, c = GOLD, gemC = p.primary) =>
  `${solid(d, '<path d="M10 36L30 58L50 20L70 58L90 36L82 80H18Z"/>', c, { top: 20, bottom: 86 })}${solid(d, '<rect x="16" y="74" width="68" height="14" rx="3"/>', darken(c, 0.1), { line: 2.5, top: 74, bottom: 88 })}${solid(d, '<circle cx="10" cy="34" r="6"/><circle cx="50" cy="17" r="7"/><circle cx="90" cy="34" r="6"/>', lighten(c, 0.2), { line: 2, top: 10, bottom: 40 })}<g stroke="${darken(gemC, 0.5)}" stroke-width="1.5"><circle cx="50" cy="81" r="5" fill="${gemC}"/><circle cx="30" cy="81" r="4" fill="${RED}"/><circle cx="70" cy="81" r="4" fill="${RED}"/><path d="M50 42L57 54L50 66L43 54Z" fill="${gemC}"/></g>`;

const katanas: Draw = (d, p) => {
  const sword = `${solid(d, '<path d="M20 78L80 10L88 12L30 86Z"/>', '#dfe8f0', { line: 2, top: 10, bottom: 86 })}<path d="M24 78L82 13" stroke="${p.accent}" stroke-width="1.5"/>${solid(d, '<ellipse cx="24" cy="80" rx="10" ry="4" transform="rotate(-48 24 80)"/>', GOLD, { line: 2 })}${solid(d, '<path d="M22 84L10 98L6 94L18 80Z"/>', p.primary, { line: 2, top: 80, bottom: 98 })}`;
  return `${glow(d, 50, 50, 48, p.accent, 0.4)}${sword}<g transform="translate(100 0) scale(-1 1)">${sword}</g>`;
};

const shuriken: Draw = (d, p, c = '#c6d0dc') =>
  `${glow(d, 50, 50, 46, p.accent, 0.45)}${solid(d, poly(starPoints(50, 50, 46, 12, 4, -45)), c, { line: 3 })}<circle cx="50" cy="50" r="7" fill="${darken(c, 0.6)}"/><circle cx="50" cy="50" r="3" fill="${p.accent}"/>`;

const bee: Draw = (d, _p) => {
  const yellow = '#f7c325';
  const clip = d.clip('<ellipse cx="54" cy="58" rx="30" ry="22"/>');
  return `${solid(d, '<ellipse cx="44" cy="28" rx="14" ry="20" transform="rotate(-20 44 28)"/><ellipse cx="64" cy="26" rx="13" ry="18" transform="rotate(20 64 26)"/>', '#d8f1ff', { line: 2, ink: '#5d7a8c', top: 8, bottom: 46 })}${solid(d, '<ellipse cx="54" cy="58" rx="30" ry="22"/><path d="M82 58L96 62L82 66Z"/>', yellow, { top: 36, bottom: 80 })}<g clip-path="${clip}" fill="#2a1f0a"><rect x="46" y="30" width="8" height="60"/><rect x="64" y="30" width="8" height="60"/></g>${solid(d, '<circle cx="24" cy="56" r="14"/>', '#3a2d14', { line: 2.5, top: 42, bottom: 70 })}<circle cx="19" cy="52" r="4" fill="#fff"/><circle cx="18" cy="52" r="2" fill="#000"/>${strand(d, '<path d="M20 44C16 34 10 30 6 30M28 43C28 32 32 26 36 24"/>', '#3a2d14', 2)}`;
};

const honeycomb: Draw = (d, _p, c = '#f5b21a') => {
  const hex = (x: number, y: number) => poly(starPoints(x, y, 20, 20, 3, 0));
  return `${solid(d, hex(32, 38) + hex(68, 38) + hex(50, 70), c, { top: 18, bottom: 90 })}<g fill="${darken(c, 0.35)}">${poly(starPoints(32, 38, 12, 12, 3, 0))}${poly(starPoints(68, 38, 12, 12, 3, 0))}${poly(starPoints(50, 70, 12, 12, 3, 0))}</g><g fill="#ffd75e" opacity="0.9"><circle cx="28" cy="36" r="4"/><circle cx="64" cy="36" r="4"/><circle cx="46" cy="68" r="4"/></g>`;
};

const mountain: Draw = (d, p, c = '#5a7694') =>
  `${solid(d, '<path d="M2 92L38 20L52 38L64 24L98 92Z"/>', c, { top: 20, bottom: 92 })}<path d="M38 20L64 92H2Z" fill="${darken(c, 0.25)}" opacity="0.45"/>${solid(d, '<path d="M38 20L26 44L34 40L40 48L46 38L52 38Z"/><path d="M64 24L56 36L62 34L68 40L74 36Z"/>', lighten(p.primary, 0.6), { line: 2, top: 20, bottom: 48 })}`;

const trident: Draw = (d, p, c = GOLD) =>
  `${glow(d, 50, 30, 40, p.accent, 0.5)}${solid(d, '<rect x="45" y="40" width="10" height="58" rx="3"/><path d="M14 8L24 22V30C24 42 34 48 46 48H54C66 48 76 42 76 30V22L86 8L90 30C90 48 76 58 58 58H42C24 58 10 48 10 30Z"/><path d="M50 0L60 18H55V50H45V18H40Z"/>', c, { top: 0, bottom: 98 })}<circle cx="50" cy="58" r="5" fill="${p.accent}" stroke="${darken(p.accent, 0.5)}" stroke-width="1.5"/>`;

const pepper: Draw = (d, _p, c = '#e5302b') =>
  `${solid(d, '<path d="M72 22C60 18 44 26 36 44C28 62 20 76 6 92C30 90 54 78 66 58C74 46 78 32 72 22Z"/>', c, { top: 18, bottom: 92, glossX: 54, glossY: 36 })}<path d="M60 30C50 36 44 48 38 60" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>${solid(d, '<path d="M58 24C64 14 78 14 82 26C74 22 66 24 58 24Z"/>', LEAF, { line: 2, top: 14, bottom: 28 })}${strand(d, '<path d="M72 20C72 12 78 6 86 6"/>', '#4f8a2a', 3.5)}`;

const maraca: Draw = (d, _p, c = '#f5b82e') =>
  `${solid(d, '<rect x="45" y="60" width="10" height="36" rx="4"/>', WOOD, { line: 2.5, top: 60, bottom: 96 })}${solid(d, '<ellipse cx="50" cy="36" rx="26" ry="30"/>', c, { top: 6, bottom: 66 })}<path d="M26 36Q50 46 74 36" fill="none" stroke="${RED}" stroke-width="4"/><path d="M28 26Q50 34 72 26" fill="none" stroke="${LEAF}" stroke-width="3"/><g fill="#fff" opacity="0.9"><circle cx="38" cy="24" r="3"/><circle cx="50" cy="20" r="3"/><circle cx="62" cy="24" r="3"/></g>`;

const koi: Draw = (d, p, c = p.primary) => {
  const clip = d.clip('<path d="M10 52C12 38 32 30 52 32C66 33 74 40 80 46C72 60 62 70 46 70C28 70 10 64 10 52Z"/>');
  return `${solid(d, '<path d="M78 48L96 30C92 44 92 56 96 72L78 58Z"/><path d="M38 34C42 22 54 18 64 22C58 26 56 30 56 34Z"/><path d="M36 66C34 76 38 82 46 86C46 78 48 72 50 68Z"/>', lighten(c, 0.1), { line: 2.5, top: 18, bottom: 86 })}${solid(d, '<path d="M10 52C12 38 32 30 52 32C66 33 74 40 80 46L80 56C72 64 62 70 46 70C28 70 10 64 10 52Z"/>', c, { top: 30, bottom: 72 })}<g clip-path="${clip}" fill="${p.accent}" opacity="0.9"><path d="M30 30C40 44 56 42 64 30Z"/><ellipse cx="62" cy="64" rx="10" ry="6"/></g><circle cx="22" cy="48" r="4" fill="#fff"/><circle cx="21" cy="48" r="2.2" fill="#111"/>${strand(d, '<path d="M12 56C6 60 4 66 6 70"/>', lighten(c, 0.2), 2)}`;
};

const runestone: Draw = (d, p, c = p.primary) =>
  `${solid(d, '<path d="M26 94L20 40C18 20 34 6 50 6C66 6 82 20 80 40L74 94Z"/>', c, { top: 6, bottom: 94 })}<path d="M30 30C34 22 44 20 48 24M62 80L68 70" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="2" stroke-linecap="round"/>${glow(d, 50, 50, 30, p.accent, 0.5)}<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M44 26V76M44 38L60 28M44 52L60 62" stroke="${darken(c, 0.5)}" stroke-width="7"/><path d="M44 26V76M44 38L60 28M44 52L60 62" stroke="${p.accent}" stroke-width="3.5"/></g>`;

const starfish: Draw = (d, _p, c = '#f4845f') =>
  `${solid(d, `<polygon points="${starPoints(50, 54, 46, 18, 5)}" stroke-linejoin="round"/>`, c, { top: 8, bottom: 96, line: 4 })}<g fill="${lighten(c, 0.55)}">${around('<circle cx="50" cy="34" r="2.5"/><circle cx="50" cy="22" r="2"/>', 5, 50, 54)}</g>`;

const gemLeaves: Draw = (d, p) =>
  `${solid(d, '<path d="M50 60C30 60 8 50 2 30C20 26 40 36 50 60Z"/><path d="M50 60C70 60 92 50 98 30C80 26 60 36 50 60Z"/>', p.primary, { line: 2.5, top: 26, bottom: 60 })}<g transform="translate(14 22) scale(0.72)">${gem(d, p, '#2fd37a')}</g>`;

const shellPearl: Draw = (d, p) =>
  `${shell(d, p, lighten(p.accent, 0.1))}<g transform="translate(30 40) scale(0.4)">${pearl(d, p)}</g>`;

/** Every object by name. */
export const OBJECTS: Record<string, Draw> = {
  anchor,
  ankh,
  axe,
  bamboo,
  bee,
  bell,
  blossom,
  bolt,
  cactus,
  candy,
  cherry,
  chest,
  cloud,
  clover,
  coin,
  crown,
  dragon,
  flame,
  gem,
  gemLeaves,
  hammer,
  honeycomb,
  honeydrop,
  horseshoe,
  katanas,
  koi,
  lantern,
  leaf,
  lion,
  lollipop,
  maraca,
  moon,
  mountain,
  note,
  orb,
  palm,
  panda,
  paw,
  pearl,
  pepper,
  planet,
  runestone,
  seven,
  shell,
  shellPearl,
  shield,
  shuriken,
  snowflake,
  star,
  starfish,
  sunstone,
  trident,
  volcano,
};

export { shadow };
