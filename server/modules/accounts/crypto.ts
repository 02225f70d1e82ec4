import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ENCRYPTION_SCHEME, type PublicKey } from '../../../src/api/contract/accounts';
import type { Db } from '../../db';
import { encryptionKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/hash';
import { assertCleanText } from '../../lib/text-guard';

// The generic ones live in server/lib/hash.ts (other domains use them); re-exported for this domain.
export { newToken, safeEqual, sha256 } from '../../lib/hash';

/** A short secret (captcha answer, 6-digit code) hashed with its row id as salt. */
export const hashCode = (id: string, code: string) => sha256(`${id}:${code}`);

/** A random id for captchas and the like. */
export const newId = () => randomBytes(16).toString('base64url');

/** `length` random decimal digits (uniform). */
export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

const encryptionInvalid = (message: string) => new AppError(400, 'encryption.invalid', message);

export interface KeyPair {
  publicKey: PublicKey;
  privateKey: KeyObject;
}

/**
 * The RSA-2048 key pair of the log-in and registration bodies. The first node to start generates
 * it and stores it; every node then reads the same row, so any node can decrypt any request.
 */
export async function loadOrCreateKeyPair(db: Db): Promise<KeyPair> {
  const read = async () => (await db.select().from(encryptionKeys).where(eq(encryptionKeys.use, 'login')))[0];
  let row = await read();
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = publicKey.export({ format: 'jwk' });
    await db
      .insert(encryptionKeys)
      .values({
        use: 'login',
        keyId: randomBytes(8).toString('base64url'),
        publicJwk: { kty: 'RSA', n: jwk.n, e: jwk.e },
        privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('encryption key could not be stored');
  const jwk = row.publicJwk as { kty: 'RSA'; n: string; e: string };
  return {
    publicKey: { scheme: ENCRYPTION_SCHEME, keyId: row.keyId, jwk: { kty: 'RSA', n: jwk.n, e: jwk.e } },
    privateKey: createPrivateKey(row.privatePem),
  };
}

/** Checks the `Encryption` header names our scheme. */
export function checkScheme(header: string | string[] | undefined) {
  const value = Array.isArray(header) ? header[0] : header;
  if (value?.trim() !== ENCRYPTION_SCHEME) {
    throw encryptionInvalid(`The Encryption header must be ${ENCRYPTION_SCHEME}`);
  }
}

/**
 * Decrypts `<keyId>.<wrappedKey>.<iv>.<ciphertext>` (base64url parts): RSA-OAEP (SHA-256) unwraps
 * the AES-256 key, AES-GCM (tag at the end) decrypts the UTF-8 JSON. Anything wrong is 400
 * encryption.invalid, never a 5xx.
 */
export function decryptBody(data: string, keys: KeyPair): unknown {
  const parts = data.split('.');
  if (parts.length !== 4) throw encryptionInvalid('The body is not <keyId>.<key>.<iv>.<ciphertext>');
  const [keyId, wrapped, ivPart, cipherPart] = parts as [string, string, string, string];
  if (keyId !== keys.publicKey.keyId) throw encryptionInvalid('The body is encrypted to another key');
  let payload: unknown;
  try {
    const aesKey = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrapped, 'base64url'),
    );
    const iv = Buffer.from(ivPart, 'base64url');
    const sealed = Buffer.from(cipherPart, 'base64url');
    if (aesKey.length !== 32 || iv.length !== 12 || sealed.length < 17) throw new Error('bad lengths');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    payload = JSON.parse(plain.toString('utf8'));
  } catch {
    throw encryptionInvalid('The body could not be decrypted');
  }
  // The edge's text guard saw only the ciphertext: the decrypted body gets the same check.
  assertCleanText(payload);
  return payload;
}
