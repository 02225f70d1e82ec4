import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration. Every variable is read from the environment once, at start, and validated
 * here; a bad value stops the process with one clear line per problem. Every variable has a default
 * that suits the embedded mode (PGlite in DATA_DIR, no Redis), so `node server/main.ts` just works.
 * `.env.example` documents each one.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'test', 'production'] as const;

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim().toLowerCase();
      if (v === undefined || v === '') return fallback;
      if (TRUE.has(v)) return true;
      if (FALSE.has(v)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be a boolean: true/false, 1/0, yes/no or on/off' });
      return z.NEVER;
    });

const str = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? fallback : raw.trim()));

const port = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const v = raw?.trim();
    if (v === undefined || v === '') return 8080;
    const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > 65535) {
      ctx.addIssue({ code: 'custom', message: 'must be an integer 1-65535' });
      return z.NEVER;
    }
    return n;
  });

/** A URL whose scheme is one of `schemes`; optional (empty means unset). */
const serviceUrl = (schemes: string[], what: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim();
      if (v === undefined || v === '') return undefined;
      let url: URL | undefined;
      try {
        url = new URL(v);
      } catch {
        url = undefined;
      }
      if (!url || !schemes.includes(url.protocol.replace(/:$/, '')) || !url.hostname) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a ${schemes.map((s) => `${s}://`).join(' or ')} URL (${what})`,
        });
        return z.NEVER;
      }
      return v;
    });

const countries = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const entries = (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const out: string[] = [];
    for (const e of entries) {
      const code = e.toUpperCase();
      if (!/^[A-Z]{2}$/.test(code)) {
        ctx.addIssue({
          code: 'custom',
          message: `has an invalid entry "${e}": use two-letter ISO 3166-1 alpha-2 codes separated by commas, e.g. US,GB`,
        });
        return z.NEVER;
      }
      if (!out.includes(code)) out.push(code);
    }
    return out;
  });

/** Fastify's trustProxy: false, true, a hop count, or a list of trusted proxy addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = raw?.trim();
    if (v === undefined || v === '') return false;
    const lower = v.toLowerCase();
    if (TRUE.has(lower) && lower !== '1') return true;
    if (FALSE.has(lower) && lower !== '0') return false;
    if (/^\d+$/.test(v)) {
      const n = Number(v);
      return n === 0 ? false : n;
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.find((entry) => {
      const [addr, bits, ...rest] = entry.split('/');
      if (rest.length > 0 || !addr) return true;
      const family = isIP(addr);
      if (family === 0) return true;
      if (bits === undefined) return false;
      const max = family === 4 ? 32 : 128;
      return !/^\d+$/.test(bits) || Number(bits) > max;
    });
    if (bad !== undefined || list.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be true, false, a hop count, or comma-separated proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    return list;
  });

/** A whole number within [min, max]; empty means `fallback`. */
const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim();
      if (v === undefined || v === '') return fallback;
      const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer ${min}-${max}` });
        return z.NEVER;
      }
      return n;
    });

/** Test-only fixed captcha answer: exactly 6 digits, like every captcha the server draws. */
const captchaFixed = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const v = raw?.trim();
    if (v === undefined || v === '') return undefined;
    if (!/^[0-9]{6}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'must be 6 digits (the captcha answer that always passes)' });
      return z.NEVER;
    }
    return v;
  });

/** An optional value matching `pattern` (empty means unset). */
const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim();
      if (v === undefined || v === '') return undefined;
      if (!pattern.test(v)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return v;
    });

/** An optional port (empty means unset). */
const optionalPort = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const v = raw?.trim();
    if (v === undefined || v === '') return undefined;
    const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > 65535) {
      ctx.addIssue({ code: 'custom', message: 'must be an integer 1-65535' });
      return z.NEVER;
    }
    return n;
  });

const API_DOCS_MODES = ['off', 'staff', 'public'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

/** Web origins (`https://host[:port]`), comma-separated; normalised as browsers send them. */
const origins = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const out: string[] = [];
    for (const entry of (raw ?? '').split(',').map((s) => s.trim())) {
      if (entry === '') continue;
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      const bad =
        !url ||
        (url.protocol !== 'https:' && url.protocol !== 'http:') ||
        url.pathname !== '/' ||
        url.search !== '' ||
        url.hash !== '' ||
        url.username !== '' ||
        url.password !== '';
      if (!url || bad) {
        ctx.addIssue({
          code: 'custom',
          message: `has an invalid entry "${entry}": use origins such as https://www.example.com, separated by commas`,
        });
        return z.NEVER;
      }
      if (!out.includes(url.origin)) out.push(url.origin);
    }
    return out;
  });

const envSchema = z.object({
  NODE_ENV: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim() || 'development';
      if (!(NODE_ENVS as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${NODE_ENVS.join(', ')}` });
        return z.NEVER;
      }
      return v as (typeof NODE_ENVS)[number];
    }),
  PORT: port,
  HOST: str('0.0.0.0').refine((v) => isIP(v) !== 0 || /^[a-z0-9.-]+$/i.test(v), {
    message: 'must be an IP address or host name',
  }),
  DATA_DIR: str('./data'),
  DATABASE_URL: serviceUrl(['postgres', 'postgresql'], 'unset means embedded PGlite in DATA_DIR'),
  REDIS_URL: serviceUrl(['redis', 'rediss'], 'unset means no Redis'),
  BUS_CHANNEL_PREFIX: str('platform').refine((v) => /^[A-Za-z0-9._:-]{1,64}$/.test(v), {
    message: 'must be 1-64 letters, digits, dots, colons, dashes or underscores',
  }),
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim().toLowerCase() || 'info';
      if (!(LOG_LEVELS as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${LOG_LEVELS.join(', ')}` });
        return z.NEVER;
      }
      return v as (typeof LOG_LEVELS)[number];
    }),
  STATIC_DIR: str('dist/client'),
  TRUST_PROXY: trustProxy,
  MAINTENANCE: bool(false),
  BLOCKED_COUNTRIES: countries,
  DEFAULT_BRAND: str('aurum').refine((v) => /^[a-z][a-z0-9-]{1,31}$/.test(v), {
    message: 'must be a brand code: lower-case letters, digits and hyphens, 2-32 characters, starting with a letter',
  }),
  SEED_DEMO: bool(true),
  // The shared response cache (ADR 0019): seconds an entry lives at most (0 turns it off), entries, megabytes.
  RESPONSE_CACHE_TTL_SECONDS: int(60, 0, 86_400),
  RESPONSE_CACHE_MAX_ENTRIES: int(2_000, 1, 1_000_000),
  RESPONSE_CACHE_MAX_MB: int(64, 1, 65_536),
  SESSION_IDLE_MINUTES: int(60, 1, 10_080),
  SESSION_MAX_HOURS: int(24, 1, 8_760),
  LEDGER_CHECK_MINUTES: int(60, 0, 10_080),
  MONEY_MAX_MINOR: int(1_000_000_000_000_000, 1, 1_000_000_000_000_000),
  CAPTCHA_FIXED: captchaFixed,
  // e2e only (docs/lottery.md): the fast lottery games draw this many times more often; refused in production.
  LOTTERY_TEST_SPEED: z.coerce.number().int().min(2).max(60).optional(),
  // How often each node looks for due lottery draws (docs/lottery.md); 0: only the minute's job (tests).
  LOTTERY_TICK_MS: int(2_000, 0, 60_000),
  // e2e only (docs/virtual-football.md): rounds come and play this many times faster; refused in production.
  FOOTBALL_TEST_SPEED: z.coerce.number().int().min(2).max(60).optional(),
  // How often each node kicks off and settles due football matches; 0: only the minute's job (tests).
  FOOTBALL_TICK_MS: int(3_000, 0, 60_000),
  // e2e only (docs/pwa.md): a directory whose sw.js, when present, is served instead of the build's
  // (the update test's "new build"); refused in production.
  SW_TEST_DIR: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: optionalMatching(
    /^[A-Za-z0-9-]{1,100}\.apps\.googleusercontent\.com$/,
    'must be an OAuth client id ending in .apps.googleusercontent.com',
  ),
  FACEBOOK_APP_ID: optionalMatching(/^[0-9]{5,30}$/, 'must be the numeric Facebook app id'),
  FACEBOOK_APP_SECRET: optionalMatching(/^[0-9a-f]{32}$/i, 'must be the 32-character hexadecimal Facebook app secret'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      if (raw.length < 10 || raw.length > 128) {
        ctx.addIssue({ code: 'custom', message: 'must be 10-128 characters' });
        return z.NEVER;
      }
      return raw;
    }),
  // Exposure (docs/operations.md, "What is exposed in production")
  METRICS_TOKEN: optionalMatching(
    /^[\x21-\x7e]{16,256}$/,
    'must be 16-256 printable characters without spaces (the bearer token Prometheus sends)',
  ),
  METRICS_PORT: optionalPort,
  METRICS_HOST: str('127.0.0.1').refine((v) => isIP(v) !== 0 || /^[a-z0-9.-]+$/i.test(v), {
    message: 'must be an IP address or host name',
  }),
  API_DOCS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim().toLowerCase();
      if (v === undefined || v === '') return undefined;
      if (!(API_DOCS_MODES as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${API_DOCS_MODES.join(', ')}` });
        return z.NEVER;
      }
      return v as ApiDocsMode;
    }),
  ALLOWED_ORIGINS: origins,
});

export const CONFIG_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Absolute path of the embedded database and other local state. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The prefix of the bus's channel names (BUS_CHANNEL_PREFIX): deployments sharing one Redis stay apart. */
  busChannelPrefix: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute path of the built client (index.html and assets/). */
  staticDir: string;
  trustProxy: TrustProxy;
  /** Maintenance switched on by the environment (the database flag is OR-ed at request time). */
  maintenance: boolean;
  /** ISO 3166-1 alpha-2 codes, upper case. */
  blockedCountries: string[];
  defaultBrand: string;
  seedDemo: boolean;
  /** The shared response cache (ADR 0019): TTL (ms; 0 = off), at most this many entries and bytes. */
  responseCache: { ttlMs: number; maxEntries: number; maxBytes: number };
  /** A session ends after this long without a request (ms). */
  sessionIdleMs: number;
  /** A session ends this long after log-in, however active (ms). */
  sessionMaxMs: number;
  /** How often the ledger invariant check runs (minutes); 0 turns the schedule off (`npm run ledger:check` still works). */
  ledgerCheckMinutes: number;
  /**
   * The largest amount one money movement may carry and the largest balance a member account may
   * reach, in minor units (ADR 0011). At most 10^15, the ceiling the database checks.
   */
  moneyMaxMinor: number;
  /** Outside production only: this captcha answer always passes (automated tests). */
  captchaFixed: string | undefined;
  /** LOTTERY_TEST_SPEED: the fast lottery games' speed-up (e2e only); 1 in real time. */
  lotteryTestSpeed: number;
  /** LOTTERY_TICK_MS: the lottery clock's period on each node; 0 leaves draws to the minute's job. */
  lotteryTickMs: number;
  /** FOOTBALL_TEST_SPEED: virtual football's speed-up (e2e only); 1 in real time. */
  footballTestSpeed: number;
  /** FOOTBALL_TICK_MS: the football clock's period on each node; 0 leaves matches to the minute's job. */
  footballTickMs: number;
  /** SW_TEST_DIR (e2e only): a sw.js there replaces the build's, to simulate a new deployment. */
  swTestDir: string | undefined;
  /** The first start creates staff user `admin` with this password (else a generated one, logged once). */
  adminPassword: string | undefined;
  /**
   * Prometheus metrics. With `token`, GET /metrics needs `Authorization: Bearer <token>`; with `port`,
   * a separate listener on `host` (loopback by default) serves them. In production, without either,
   * /metrics is not served. Outside production, without either, it is open on the main listener.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** The OpenAPI document and its UI at /api/docs: off, staff only, or public (default off in production). */
  apiDocs: ApiDocsMode;
  /**
   * Web origins besides the request's own that may make state-changing calls (a second domain of the
   * site). Every non-GET request that comes from a browser is checked against these (server/lib/origin.ts).
   */
  allowedOrigins: string[];
  /** Social log-in (docs/social-login.md); a provider is configured only when all its values are set. */
  social: {
    /** Google Identity Services: the OAuth web client id (public; the audience of Google's ID tokens). */
    googleClientId: string | undefined;
    /** Facebook Login: the app id (public) and the app secret (server only, for debug_token). */
    facebookAppId: string | undefined;
    facebookAppSecret: string | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Shows a URL without its password, so a bad DATABASE_URL never leaks a secret into logs. */
function redactForDisplay(key: string, raw: string): string {
  if (key === 'ADMIN_PASSWORD' || key === 'FACEBOOK_APP_SECRET' || key === 'METRICS_TOKEN') return '***';
  if (key !== 'DATABASE_URL' && key !== 'REDIS_URL') return raw;
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

/**
 * Parses and validates the environment. Throws ConfigError whose message reads, for example,
 * `Invalid environment: PORT must be an integer 1-65535 (got "abc")`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const input: Record<string, string | undefined> = {};
  for (const key of CONFIG_KEYS) input[key] = env[key];
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const raw = input[key];
      const got = raw === undefined ? '' : ` (got ${JSON.stringify(redactForDisplay(key, raw))})`;
      return `${key} ${issue.message}${got}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.CAPTCHA_FIXED !== undefined && e.NODE_ENV === 'production') {
    problems.push('CAPTCHA_FIXED is refused when NODE_ENV=production: it is a test-only shortcut; unset it');
  }
  if (e.LOTTERY_TEST_SPEED !== undefined && e.NODE_ENV === 'production') {
    problems.push('LOTTERY_TEST_SPEED is refused when NODE_ENV=production: it is a test-only schedule; unset it');
  }
  if (e.FOOTBALL_TEST_SPEED !== undefined && e.NODE_ENV === 'production') {
    problems.push('FOOTBALL_TEST_SPEED is refused when NODE_ENV=production: it is a test-only schedule; unset it');
  }
  if (e.SW_TEST_DIR !== undefined && e.NODE_ENV === 'production') {
    problems.push('SW_TEST_DIR is refused when NODE_ENV=production: it is a test-only worker override; unset it');
  }
  if (e.SESSION_MAX_HOURS * 60 < e.SESSION_IDLE_MINUTES) {
    problems.push(
      `SESSION_MAX_HOURS must be at least SESSION_IDLE_MINUTES (got ${e.SESSION_MAX_HOURS} h < ${e.SESSION_IDLE_MINUTES} min)`,
    );
  }
  if ((e.FACEBOOK_APP_ID === undefined) !== (e.FACEBOOK_APP_SECRET === undefined)) {
    problems.push('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together: set both to offer Facebook log-in, or neither');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    problems.push(`METRICS_PORT must differ from PORT (both ${e.PORT}): it is a separate listener`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    busChannelPrefix: e.BUS_CHANNEL_PREFIX,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(cwd, e.STATIC_DIR),
    trustProxy: e.TRUST_PROXY,
    maintenance: e.MAINTENANCE,
    blockedCountries: e.BLOCKED_COUNTRIES,
    defaultBrand: e.DEFAULT_BRAND,
    seedDemo: e.SEED_DEMO,
    responseCache: {
      ttlMs: e.RESPONSE_CACHE_TTL_SECONDS * 1000,
      maxEntries: e.RESPONSE_CACHE_MAX_ENTRIES,
      maxBytes: e.RESPONSE_CACHE_MAX_MB * 1024 * 1024,
    },
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    ledgerCheckMinutes: e.LEDGER_CHECK_MINUTES,
    moneyMaxMinor: e.MONEY_MAX_MINOR,
    captchaFixed: e.CAPTCHA_FIXED,
    lotteryTestSpeed: e.LOTTERY_TEST_SPEED ?? 1,
    lotteryTickMs: e.LOTTERY_TICK_MS,
    footballTestSpeed: e.FOOTBALL_TEST_SPEED ?? 1,
    footballTickMs: e.FOOTBALL_TICK_MS,
    swTestDir: e.SW_TEST_DIR,
    adminPassword: e.ADMIN_PASSWORD,
    social: {
      googleClientId: e.GOOGLE_CLIENT_ID,
      facebookAppId: e.FACEBOOK_APP_ID,
      facebookAppSecret: e.FACEBOOK_APP_SECRET,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'public'),
    allowedOrigins: e.ALLOWED_ORIGINS,
  };
}

export const isProduction = (config: Pick<Config, 'nodeEnv'>) => config.nodeEnv === 'production';
