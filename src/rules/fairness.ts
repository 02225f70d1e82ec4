/**
 * Provable fairness (issue 22): the derivations every house result comes from, shared by the server
 * (which draws) and the browser's verifier (which recomputes, whatever the server says). Everything
 * here runs on Web Crypto (`globalThis.crypto.subtle`), in Node and in the browser alike, and is pure.
 *
 * - **Player-started rounds** (slot spins, later house games) use a server seed, a client seed and a
 *   nonce: HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`) for round = 0, 1,
 *   … gives 32 bytes each, and every 4 bytes give one float in [0, 1) (`seedFloats`). The player sees
 *   sha256(serverSeed) before playing; rotating the seed reveals the old one.
 * - **Scheduled draws** (the lottery) use a hash chain: a random seed hashed N times
 *   (`chainFrom`); the last hash (the terminating hash) is published before the first draw, and
 *   draws use the chain in reverse, so draw k uses the hash k steps back from the terminating one.
 *   A draw's floats are HMAC_SHA256(key = drawHash, message = `${salt}:${round}`) (`drawFloats`),
 *   where the salt is published with the terminating hash. Anyone can hash a draw's hash forward k
 *   times to reach the terminating hash (`verifyChainLink`), then recompute the result.
 *
 * Strings are hashed as their UTF-8 bytes; a hash is 64 lowercase hex characters, and "hashing a
 * hash" hashes its hex text, so `printf %s HASH | sha256sum` checks one link of the chain.
 */

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('Web Crypto is not available here (a secure context is needed).');
  return s;
}

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A 64-character lowercase hex string: what every seed and hash here looks like. */
export const isHash = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

/** The client seed a player may set: 1–64 printable ASCII characters, no colon (the separator). */
export const CLIENT_SEED_MAX = 64;
export const isClientSeed = (value: string): boolean =>
  value.length >= 1 && value.length <= CLIENT_SEED_MAX && /^[\x21-\x7e]+$/.test(value) && !value.includes(':');

export async function sha256Hex(input: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(input))));
}

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const k = await subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, encoder.encode(message)));
}

/** Four bytes as a float in [0, 1): b0/2⁸ + b1/2¹⁶ + b2/2²⁴ + b3/2³². */
export const bytesToFloat = (bytes: Uint8Array, offset: number): number =>
  (bytes[offset] ?? 0) / 256 +
  (bytes[offset + 1] ?? 0) / 256 ** 2 +
  (bytes[offset + 2] ?? 0) / 256 ** 3 +
  (bytes[offset + 3] ?? 0) / 256 ** 4;

/** `count` floats from HMAC_SHA256(key, `${prefix}:${round}`), round 0, 1, …: eight floats per round. */
export async function hmacFloats(key: string, prefix: string, count: number): Promise<number[]> {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = await hmacSha256(key, `${prefix}:${round}`);
    for (let i = 0; i + 4 <= bytes.length && floats.length < count; i += 4) floats.push(bytesToFloat(bytes, i));
  }
  return floats;
}

/** A player-started round's floats: HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`). */
/** The seeds of one player-started house round (issue 22): the only randomness it has. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const seedFloats = (serverSeed: string, clientSeed: string, nonce: number, count: number) =>
  hmacFloats(serverSeed, `${clientSeed}:${nonce}`, count);

/** A scheduled draw's floats: HMAC_SHA256(drawHash, `${salt}:${round}`). */
export const drawFloats = (drawHash: string, salt: string, count: number) => hmacFloats(drawHash, salt, count);

/** An integer in [0, n) from a float in [0, 1). */
export const pick = (float: number, n: number): number => Math.min(n - 1, Math.floor(float * n));

/**
 * `k` distinct items of `items`, in drawn order, using one float per pick (a partial Fisher–Yates:
 * pick i takes position i + ⌊f·(n − i)⌋ of what is left). Used for draws without replacement.
 */
export function drawDistinct<T>(floats: readonly number[], items: readonly T[], k: number): T[] {
  if (k > items.length) throw new RangeError(`cannot draw ${k} of ${items.length}`);
  return partialShuffle(floats, items, k).slice(0, k);
}

function partialShuffle<T>(floats: readonly number[], items: readonly T[], k: number): T[] {
  if (floats.length < k) throw new RangeError(`need ${k} floats, got ${floats.length}`);
  const pool = [...items];
  for (let i = 0; i < k; i++) {
    const j = i + pick(floats[i] ?? 0, pool.length - i);
    const t = pool[i] as T;
    pool[i] = pool[j] as T;
    pool[j] = t;
  }
  return pool;
}

/** A whole shuffle of `items` (Fisher–Yates as above): needs items.length − 1 floats. */
export const shuffle = <T>(floats: readonly number[], items: readonly T[]): T[] =>
  partialShuffle(floats, items, Math.max(0, items.length - 1));

/**
 * The chain from a random `seed` of `length` links: `[h0, h1, …, hN]` where hN = seed and
 * h(i−1) = sha256(hi). h0 is the terminating hash, published first; draw k (1-based) uses hk.
 * (The server builds long chains with node:crypto for speed; this is the reference.)
 */
export async function chainFrom(seed: string, length: number): Promise<string[]> {
  const chain = new Array<string>(length + 1);
  chain[length] = seed;
  for (let i = length; i > 0; i--) chain[i - 1] = await sha256Hex(chain[i] as string);
  return chain;
}

/**
 * Whether `hash`, hashed forward `index` times, reaches `terminating`: that the draw at `index`
 * (1-based) of the chain that ends in `terminating` really used `hash`. `onProgress` is told the
 * steps done every 500 steps, for a long walk in the browser.
 */
export async function verifyChainLink(
  hash: string,
  index: number,
  terminating: string,
  onProgress?: (done: number, total: number) => void,
): Promise<boolean> {
  if (!isHash(hash) || !isHash(terminating) || !Number.isSafeInteger(index) || index < 1) return false;
  let h = hash;
  for (let i = 1; i <= index; i++) {
    h = await sha256Hex(h);
    if (onProgress && i % 500 === 0) onProgress(i, index);
  }
  return h === terminating;
}
