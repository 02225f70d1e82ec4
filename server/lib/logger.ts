import type { FastifyRequest } from 'fastify';
import pino, { type LevelWithSilent, type Logger, type LoggerOptions } from 'pino';

/** Query-string and body keys whose values never reach the logs. */
const SECRET_KEYS =
  /^(password|newpassword|oldpassword|confirmnewpassword|paymentpassword|token|access_token|refresh_token|secret|captcha|verificationcode|idnumber|cardnumber|card|accountnumber)$/i;

/** Log paths whose values are replaced with "[redacted]". */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmNewPassword',
  '*.paymentPassword',
  '*.token',
  '*.secret',
  '*.cardNumber',
  '*.bankAccount',
  '*.accountNumber',
  'body.password',
  'body.token',
];

/** The URL with secret query values masked (legacy clients put tokens in the query). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_KEYS.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { service: 'platform-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: {
      req(req: FastifyRequest) {
        return {
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
          userAgent: req.headers['user-agent'],
        };
      },
    },
  };
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}

/**
 * Log level for probe routes (/healthz, /readyz, /metrics), which are hit every few seconds: at
 * least `warn`, so their per-request lines do not drown the log, but never more verbose than the
 * app's own level (a silent logger stays silent).
 */
export function probeLogLevel(level: string): LevelWithSilent {
  const value = pino.levels.values[level] ?? Number.POSITIVE_INFINITY; // 'silent' is not in the table
  return value >= (pino.levels.values.warn ?? 40) ? (level as LevelWithSilent) : 'warn';
}
