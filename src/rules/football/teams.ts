import type { MatchModel } from './model';

/**
 * The house league (issue 23; docs/virtual-football.md): eight generated clubs, each with an attack
 * and a defence strength (1 = league average; a defence below 1 concedes less) and its kit colours.
 * A fixture's goal rates: λ = BASE × attack(home) × defence(away) × HOME_ADVANTAGE,
 * μ = BASE × attack(away) × defence(home), and ρ = RHO for every match.
 */
export interface Team {
  code: string;
  names: { en: string; 'zh-CN': string };
  short: string;
  attack: number;
  defence: number;
  /** Kit colours: shirt, trim. */
  colours: [string, string];
}

export const BASE_GOALS = 1.25;
export const HOME_ADVANTAGE = 1.15;
export const RHO = -0.08;

export const TEAMS: readonly Team[] = [
  {
    code: 'AUR',
    names: { en: 'Aurora City', 'zh-CN': '极光城' },
    short: 'AUR',
    attack: 1.35,
    defence: 0.8,
    colours: ['#f5b800', '#1a1a2e'],
  },
  {
    code: 'HAR',
    names: { en: 'Harbour Rovers', 'zh-CN': '海港流浪者' },
    short: 'HAR',
    attack: 1.2,
    defence: 0.9,
    colours: ['#1e6bd6', '#ffffff'],
  },
  {
    code: 'EMB',
    names: { en: 'Ember United', 'zh-CN': '余烬联' },
    short: 'EMB',
    attack: 1.1,
    defence: 1.0,
    colours: ['#d6452a', '#ffe7c2'],
  },
  {
    code: 'JAD',
    names: { en: 'Jade Athletic', 'zh-CN': '翡翠竞技' },
    short: 'JAD',
    attack: 1.0,
    defence: 0.95,
    colours: ['#14a36b', '#0b2b1e'],
  },
  {
    code: 'STO',
    names: { en: 'Stonebridge', 'zh-CN': '石桥' },
    short: 'STO',
    attack: 0.9,
    defence: 0.9,
    colours: ['#7a7f8c', '#f2f2f2'],
  },
  {
    code: 'VIO',
    names: { en: 'Violet Wanderers', 'zh-CN': '紫罗兰漫游者' },
    short: 'VIO',
    attack: 0.95,
    defence: 1.1,
    colours: ['#7b3fd1', '#f0e6ff'],
  },
  {
    code: 'TID',
    names: { en: 'Tidewater', 'zh-CN': '潮水' },
    short: 'TID',
    attack: 0.85,
    defence: 1.15,
    colours: ['#0fa3b1', '#072a2e'],
  },
  {
    code: 'NOR',
    names: { en: 'Northgate Town', 'zh-CN': '北门镇' },
    short: 'NOR',
    attack: 0.8,
    defence: 1.25,
    colours: ['#2b2d42', '#ef233c'],
  },
];

export const teamOf = (code: string): Team | undefined => TEAMS.find((t) => t.code === code);
export const teamName = (t: Team, lang?: string): string => (lang?.startsWith('zh') ? t.names['zh-CN'] : t.names.en);

/** A fixture's model. */
export function modelOf(home: Team, away: Team): MatchModel {
  return {
    lambda: BASE_GOALS * home.attack * away.defence * HOME_ADVANTAGE,
    mu: BASE_GOALS * away.attack * home.defence,
    rho: RHO,
  };
}

/** Rounds of a double round robin (circle method): 2 × (n − 1) rounds of n / 2 matches. */
export const ROUNDS = 2 * (TEAMS.length - 1);
export const MATCHES_PER_ROUND = TEAMS.length / 2;

/** The fixtures of round `r` (any integer; the season repeats): [home, away] codes. */
export function fixturesOf(r: number): [string, string][] {
  const n = TEAMS.length;
  const k = ((r % ROUNDS) + ROUNDS) % ROUNDS;
  const leg = k >= n - 1 ? 1 : 0;
  const turn = k % (n - 1);
  const rest = TEAMS.slice(1).map((t) => t.code);
  const rotated = rest.map((_, i) => rest[(i + turn) % (n - 1)]!);
  const circle = [TEAMS[0]!.code, ...rotated];
  const out: [string, string][] = [];
  for (let i = 0; i < n / 2; i++) {
    let home = circle[i]!;
    let away = circle[n - 1 - i]!;
    // Alternate the fixed team's venue, and swap every pairing in the second half of the season.
    if ((i === 0 && turn % 2 === 1) !== (leg === 1)) [home, away] = [away, home];
    out.push([home, away]);
  }
  return out;
}
