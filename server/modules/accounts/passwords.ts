import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords and payment passwords: argon2id (the library's default algorithm) with its default
 * cost, m=19456 KiB, t=2, p=1, which is OWASP's recommended minimum.
 */
export const hashPassword = (password: string) => hash(password);

/** False for a wrong password or a malformed hash; never throws. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
