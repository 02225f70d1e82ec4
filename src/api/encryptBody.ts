import type { EncryptedBody, PublicKey } from './contract/accounts';

/**
 * Encrypts a log-in or registration payload for the server (spec §7, ADR 0006): a fresh AES-256-GCM
 * key encrypts the JSON; RSA-OAEP (SHA-256) under the server's published key wraps the AES key.
 * `data` is `<keyId>.<wrappedKey>.<iv>.<ciphertext>`, each part base64url. WebCrypto only, so it
 * runs the same in the browser and in Node (the server's tests use it).
 */
export async function encryptBody(
  payload: unknown,
  key: PublicKey,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<EncryptedBody> {
  const rsa = await subtle.importKey(
    'jwk',
    { ...key.jwk, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain);
  const rawKey = await subtle.exportKey('raw', aes);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return { data: [key.keyId, base64url(wrapped), base64url(iv), base64url(ciphertext)].join('.') };
}

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
