import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problem = (env: Record<string, string>) => {
  try {
    loadConfig(env, '/srv/app');
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected loadConfig to throw');
};

describe('loadConfig', () => {
  it('gives embedded-mode defaults for an empty environment', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toEqual({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      busChannelPrefix: 'platform',
      logLevel: 'info',
      staticDir: path.resolve('/srv/app', 'dist/client'),
      trustProxy: false,
      maintenance: false,
      blockedCountries: [],
      defaultBrand: 'aurum',
      footballTestSpeed: 1,
      footballTickMs: 3000,
      seedDemo: true,
      responseCache: { ttlMs: 60_000, maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 },
      sessionIdleMs: 60 * 60_000,
      sessionMaxMs: 24 * 3_600_000,
      ledgerCheckMinutes: 60,
      moneyMaxMinor: 1_000_000_000_000_000,
      captchaFixed: undefined,
      lotteryTestSpeed: 1,
      lotteryTickMs: 2000,
      adminPassword: undefined,
      social: { googleClientId: undefined, facebookAppId: undefined, facebookAppSecret: undefined },
      metrics: { token: undefined, port: undefined, host: '127.0.0.1' },
      apiDocs: 'public',
      allowedOrigins: [],
    });
  });

  it('reads the exposure settings: metrics token and listener, API docs, allowed origins', () => {
    const c = loadConfig({
      METRICS_TOKEN: 'prometheus-scrape-token-1',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      API_DOCS: 'Staff',
      ALLOWED_ORIGINS: 'https://www.example.com, https://m.example.com:8443/,http://localhost:5173',
    });
    expect(c.metrics).toEqual({ token: 'prometheus-scrape-token-1', port: 9464, host: '0.0.0.0' });
    expect(c.apiDocs).toBe('staff');
    expect(c.allowedOrigins).toEqual([
      'https://www.example.com',
      'https://m.example.com:8443',
      'http://localhost:5173',
    ]);
    // The API docs are off in production unless asked for, public elsewhere.
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe('public');
  });

  it('explains bad exposure settings without echoing the metrics token', () => {
    expect(problem({ API_DOCS: 'maybe' })).toContain('API_DOCS must be one of off, staff, public');
    expect(problem({ METRICS_PORT: '99999' })).toContain('METRICS_PORT must be an integer 1-65535');
    expect(problem({ PORT: '9000', METRICS_PORT: '9000' })).toContain('METRICS_PORT must differ from PORT');
    const short = problem({ METRICS_TOKEN: 'hunter2' });
    expect(short).toContain('METRICS_TOKEN must be 16-256 printable characters');
    expect(short).not.toContain('hunter2');
    for (const bad of ['example.com', 'ftp://example.com', 'https://example.com/path', 'https://u:p@example.com']) {
      expect(problem({ ALLOWED_ORIGINS: bad })).toContain(`ALLOWED_ORIGINS has an invalid entry "${bad}"`);
    }
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/app',
        DATABASE_URL: 'postgres://app:secret@db:5432/app',
        REDIS_URL: 'redis://cache:6379/0',
        LOG_LEVEL: 'warn',
        STATIC_DIR: 'public',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        MAINTENANCE: 'on',
        BLOCKED_COUNTRIES: 'us, gb,US',
        DEFAULT_BRAND: 'verdant',
        SEED_DEMO: 'false',
        SESSION_IDLE_MINUTES: '15',
        SESSION_MAX_HOURS: '8',
        LEDGER_CHECK_MINUTES: '0',
        MONEY_MAX_MINOR: '500000000',
        ADMIN_PASSWORD: 'correct horse battery',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      nodeEnv: 'production',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://app:secret@db:5432/app',
      redisUrl: 'redis://cache:6379/0',
      logLevel: 'warn',
      staticDir: '/srv/app/public',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      maintenance: true,
      blockedCountries: ['US', 'GB'],
      defaultBrand: 'verdant',
      seedDemo: false,
      sessionIdleMs: 15 * 60_000,
      sessionMaxMs: 8 * 3_600_000,
      ledgerCheckMinutes: 0,
      moneyMaxMinor: 500_000_000,
      captchaFixed: undefined,
      lotteryTestSpeed: 1,
      lotteryTickMs: 2000,
      adminPassword: 'correct horse battery',
    });
  });

  it('parses TRUST_PROXY as boolean, hop count or list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(problem({ TRUST_PROXY: 'the proxy' })).toMatch(/^Invalid environment: TRUST_PROXY must be true, false/);
  });

  it('keeps MONEY_MAX_MINOR within the ceiling the database checks (10^15)', () => {
    expect(problem({ MONEY_MAX_MINOR: '1000000000000001' })).toContain('MONEY_MAX_MINOR must be an integer');
    expect(problem({ MONEY_MAX_MINOR: '9007199254740991' })).toContain('MONEY_MAX_MINOR must be an integer');
    expect(problem({ MONEY_MAX_MINOR: '0' })).toContain('MONEY_MAX_MINOR must be an integer');
    expect(loadConfig({ MONEY_MAX_MINOR: '1000000000000000' }).moneyMaxMinor).toBe(1e15);
  });

  it('explains a bad PORT', () => {
    expect(problem({ PORT: 'abc' })).toBe('Invalid environment: PORT must be an integer 1-65535 (got "abc")');
    expect(problem({ PORT: '70000' })).toBe('Invalid environment: PORT must be an integer 1-65535 (got "70000")');
    expect(problem({ PORT: '0' })).toContain('PORT must be an integer 1-65535');
  });

  it('explains a bad BLOCKED_COUNTRIES entry', () => {
    expect(problem({ BLOCKED_COUNTRIES: 'US,USA' })).toBe(
      'Invalid environment: BLOCKED_COUNTRIES has an invalid entry "USA": use two-letter ISO 3166-1 alpha-2 codes separated by commas, e.g. US,GB (got "US,USA")',
    );
  });

  it('explains a bad DATABASE_URL without echoing its password', () => {
    const msg = problem({ DATABASE_URL: 'mysql://root:hunter2@db/app' });
    expect(msg).toMatch(/^Invalid environment: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(msg).toContain('(got "mysql://root:***@db/app")');
    expect(msg).not.toContain('hunter2');
    expect(problem({ DATABASE_URL: 'not a url' })).toContain('DATABASE_URL must be a postgres://');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
  });

  it('rejects bad booleans, enums and brand codes', () => {
    expect(problem({ MAINTENANCE: 'maybe' })).toBe(
      'Invalid environment: MAINTENANCE must be a boolean: true/false, 1/0, yes/no or on/off (got "maybe")',
    );
    expect(problem({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL must be one of fatal, error, warn, info');
    expect(problem({ NODE_ENV: 'staging' })).toContain('NODE_ENV must be one of development, test, production');
    expect(problem({ DEFAULT_BRAND: 'Aurum!' })).toContain('DEFAULT_BRAND must be a brand code');
    expect(problem({ REDIS_URL: 'http://cache' })).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(problem({ BUS_CHANNEL_PREFIX: 'has space' })).toContain('BUS_CHANNEL_PREFIX must be 1-64 letters');
    expect(loadConfig({ BUS_CHANNEL_PREFIX: 'eu-1' }).busChannelPrefix).toBe('eu-1');
  });

  it('reports every problem at once', () => {
    const msg = problem({ PORT: 'x', SEED_DEMO: 'perhaps' });
    expect(msg).toContain('PORT must be an integer 1-65535 (got "x")');
    expect(msg).toContain('; SEED_DEMO must be a boolean');
  });

  it('takes CAPTCHA_FIXED outside production and refuses it in production with a clear line', () => {
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED: '123456' }).captchaFixed).toBe('123456');
    expect(loadConfig({ CAPTCHA_FIXED: '' }).captchaFixed).toBeUndefined();
    expect(problem({ NODE_ENV: 'production', CAPTCHA_FIXED: '123456' })).toBe(
      'Invalid environment: CAPTCHA_FIXED is refused when NODE_ENV=production: it is a test-only shortcut; unset it',
    );
    expect(problem({ CAPTCHA_FIXED: '12345' })).toContain('CAPTCHA_FIXED must be 6 digits');
  });

  it('takes LOTTERY_TEST_SPEED outside production only, 2-60', () => {
    expect(loadConfig({ NODE_ENV: 'test', LOTTERY_TEST_SPEED: '3' }).lotteryTestSpeed).toBe(3);
    expect(loadConfig({}).lotteryTestSpeed).toBe(1);
    expect(loadConfig({ LOTTERY_TICK_MS: '0' }).lotteryTickMs).toBe(0);
    expect(() => loadConfig({ LOTTERY_TICK_MS: '60001' })).toThrow(/LOTTERY_TICK_MS/);
    expect(problem({ NODE_ENV: 'production', LOTTERY_TEST_SPEED: '3' })).toBe(
      'Invalid environment: LOTTERY_TEST_SPEED is refused when NODE_ENV=production: it is a test-only schedule; unset it',
    );
    expect(problem({ LOTTERY_TEST_SPEED: '1' })).toContain('LOTTERY_TEST_SPEED');
  });

  it('takes SW_TEST_DIR (the e2e worker override) outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test', SW_TEST_DIR: '/tmp/sw' }).swTestDir).toBe('/tmp/sw');
    expect(loadConfig({}).swTestDir).toBeUndefined();
    expect(problem({ NODE_ENV: 'production', SW_TEST_DIR: '/tmp/sw' })).toBe(
      'Invalid environment: SW_TEST_DIR is refused when NODE_ENV=production: it is a test-only worker override; unset it',
    );
  });

  it('validates the session lifetimes and the admin password without echoing it', () => {
    expect(problem({ SESSION_IDLE_MINUTES: '0' })).toContain('SESSION_IDLE_MINUTES must be an integer 1-10080');
    expect(problem({ SESSION_MAX_HOURS: 'day' })).toContain('SESSION_MAX_HOURS must be an integer 1-8760');
    expect(problem({ SESSION_IDLE_MINUTES: '120', SESSION_MAX_HOURS: '1' })).toContain(
      'SESSION_MAX_HOURS must be at least SESSION_IDLE_MINUTES',
    );
    const msg = problem({ ADMIN_PASSWORD: 'short' });
    expect(msg).toContain('ADMIN_PASSWORD must be 10-128 characters');
    expect(msg).not.toContain('short"');
  });

  it('reads the social log-in credentials, checks their form, wants the Facebook pair together and never echoes the secret', () => {
    const secret = '0123456789abcdef0123456789abcdef';
    expect(
      loadConfig({
        GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
        FACEBOOK_APP_ID: '987654321',
        FACEBOOK_APP_SECRET: secret,
      }).social,
    ).toEqual({
      googleClientId: '1234-abc.apps.googleusercontent.com',
      facebookAppId: '987654321',
      facebookAppSecret: secret,
    });
    expect(problem({ GOOGLE_CLIENT_ID: 'my-client' })).toContain(
      'GOOGLE_CLIENT_ID must be an OAuth client id ending in .apps.googleusercontent.com',
    );
    expect(problem({ FACEBOOK_APP_ID: '987654321' })).toContain('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together');
    const msg = problem({ FACEBOOK_APP_ID: '987654321', FACEBOOK_APP_SECRET: 'not-hex-secret' });
    expect(msg).toContain('FACEBOOK_APP_SECRET must be the 32-character hexadecimal Facebook app secret (got "***")');
    expect(msg).not.toContain('not-hex-secret');
  });
});
