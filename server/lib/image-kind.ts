/**
 * What an uploaded image is, by its bytes alone (never its file name or declared type). A PNG must
 * carry its signature, an IHDR chunk first with a non-zero size, and end with the IEND chunk; a
 * JPEG must start with SOI and a marker and end with EOI. A renamed text file, a truncated upload or
 * an HTML page with a .png name is none of them.
 */
export type ImageKind = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function isPng(b: Buffer): boolean {
  if (b.length < 8 + 25 + 12 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  // The first chunk is IHDR, 13 bytes long, with a width and a height above zero.
  if (b.readUInt32BE(8) !== 13 || b.subarray(12, 16).toString('latin1') !== 'IHDR') return false;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  if (width === 0 || height === 0 || width > 20_000 || height > 20_000) return false;
  return b.subarray(b.length - 8).equals(IEND);
}

function isJpeg(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return false;
  // Trailing padding after EOI is common; look for it in the last bytes.
  const tail = b.subarray(Math.max(0, b.length - 64));
  for (let i = tail.length - 2; i >= 0; i -= 1) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
  return false;
}

function isWebp(b: Buffer): boolean {
  return (
    b.length >= 16 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP' &&
    b.readUInt32LE(4) + 8 <= b.length + 1
  );
}

/** The image type of `bytes`, or null when they are not a whole PNG, JPEG or WebP image. */
export function imageKind(bytes: Buffer): ImageKind | null {
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  if (isWebp(bytes)) return 'image/webp';
  return null;
}
