import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256, hex. Session and launch tokens are 32 random bytes, so a fast hash is enough. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Constant-time equality of two hex digests (or any two strings). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  if (x.length !== y.length) {
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}

/** A new opaque token (session, game launch): 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');
