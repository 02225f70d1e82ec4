import { z } from 'zod';

/**
 * The response envelope. Success is `{ value }`; failure is an HTTP error status with
 * `{ code, message, fields? }`. `code` is a stable dotted identifier (see codes.ts) that the client
 * translates; `message` is English for logs and developers, not for display.
 */
export const apiErrorSchema = z.object({
  code: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/)
    .describe('Stable dotted error code, e.g. request.invalid'),
  message: z.string().describe('Developer-facing English message; not for display'),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('Per-field messages, keyed by field path (e.g. "group", "body.email")'),
  captchaRequired: z.boolean().optional().describe('auth.*: the next log-in attempt must carry a captcha'),
  retryAt: z.number().int().optional().describe('auth.locked, sms.too_soon: ms since epoch when a retry is allowed'),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Wraps a value schema in the success envelope. */
export const envelope = <T extends z.ZodType>(value: T) => z.object({ value });
export type Envelope<T> = { value: T };

export const isApiErrorBody = (v: unknown): v is ApiErrorBody => apiErrorSchema.safeParse(v).success;
