import { readFileSync } from 'node:fs';
import { crc32, inflateSync } from 'node:zlib';
import { loadImage } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, captchaResponseSchema } from '../../../src/api/contract/accounts';
import type { App } from '../../app';
import type { Database } from '../../db';
import { captchas } from '../../db/schema';
import { call, freshIp, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { cleanDigitsPng, RASTER_STRATEGIES, readRasterCaptcha, readVectorCaptcha } from './captcha-attacks';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPng, seededRandom } from './captcha-image';
import { hashCode } from './crypto';

/** The chunks of a PNG, each with whether its CRC is right; throws when the bytes are not a PNG. */
function pngChunks(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer; crcOk: boolean }[] = [];
  let at = 8;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    const crcOk = crc32(bytes.subarray(at + 4, at + 8 + length)) === bytes.readUInt32BE(at + 8 + length);
    chunks.push({ type, data, crcOk });
    at += 12 + length;
  }
  return chunks;
}

const imageBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** Fixed answers for the seeded runs: the same 50 every time, so the counts below never vary. */
const seededAnswers = (n: number) => {
  const random = seededRandom('captcha-test-answers');
  return Array.from({ length: n }, () =>
    Array.from({ length: ACCOUNT_LIMITS.captchaLength }, () => String(Math.floor(random() * 10))).join(''),
  );
};

describe.each(dbTargets())('captcha over HTTP on $name', (target) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { CAPTCHA_FIXED: '' });
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('the vector reader that solved the old SVG captcha reads none of 12: a PNG with no vector data and no text', async () => {
    // The control: the reader solves captchas drawn the old way (SVG paths), kept as samples.
    const samples: { answer: string; svg: string }[] = JSON.parse(
      readFileSync(new URL('./fixtures/old-svg-captchas.json', import.meta.url), 'utf8'),
    );
    for (const s of samples) {
      expect(readVectorCaptcha(`data:image/svg+xml;base64,${Buffer.from(s.svg).toString('base64')}`)).toBe(s.answer);
    }

    let solved = 0;
    const client = { app, ip: freshIp() };
    for (let i = 0; i < 12; i++) {
      const res = await call(client, 'GET', '/api/accounts/captcha');
      expect(res.statusCode).toBe(200);
      const c = captchaResponseSchema.parse(res.json()).value;
      expect(c.image.startsWith('data:image/png;base64,')).toBe(true);
      const bytes = imageBytes(c.image);
      // Pixels only: no text, time or other metadata chunk, and the image data inflates to exactly
      // one filter byte and 300 RGB pixels per row, 100 rows, with no room for anything else.
      const chunks = pngChunks(bytes);
      expect(chunks.map((k) => k.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const rows = inflateSync(chunks[1]!.data);
      expect(rows.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
      for (let y = 0; y < CAPTCHA_HEIGHT; y++) expect(rows[y * (CAPTCHA_WIDTH * 3 + 1)]).toBeLessThanOrEqual(4);
      // Whatever the reader makes of it is checked against the stored answer hash.
      const guess = readVectorCaptcha(c.image);
      const [row] = await database.db.select().from(captchas).where(eq(captchas.id, c.id));
      if (guess !== null && row && hashCode(c.id, guess) === row.answerHash) solved++;
      expect(guess).toBeNull();
    }
    expect(solved).toBe(0);
  });

  it('serves a valid 300 × 100 PNG that decodes, different every time', async () => {
    const client = { app, ip: freshIp() };
    const images = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const c = captchaResponseSchema.parse((await call(client, 'GET', '/api/accounts/captcha')).json()).value;
      const bytes = imageBytes(c.image);
      const chunks = pngChunks(bytes);
      expect(chunks.every((k) => k.crcOk)).toBe(true);
      const ihdr = chunks[0]!.data;
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([
        CAPTCHA_WIDTH,
        CAPTCHA_HEIGHT,
        8,
        2,
      ]);
      const img = await loadImage(bytes);
      expect([img.width, img.height]).toEqual([300, 100]);
      images.add(c.image);
    }
    expect(images.size).toBe(3);
  });
});

describe('captcha image against a raster reader (seeded, so every run draws the same 50)', () => {
  const answers = seededAnswers(50);

  it('control: the reader reads the same digits drawn cleanly in the same fonts', { timeout: 120_000 }, async () => {
    let read = 0;
    for (const [i, answer] of answers.entries()) {
      const r = await readRasterCaptcha(cleanDigitsPng(answer, seededRandom(`clean-${i}`)), answer.length);
      if (r.components === answer && r.columns === answer) read++;
    }
    expect(read).toBeGreaterThanOrEqual(48);
  });

  it('reads fewer than 5 of 50 captchas with any of its cuts, with or without an opening', {
    timeout: 120_000,
  }, async () => {
    const read = Object.fromEntries(RASTER_STRATEGIES.map((s) => [s, 0]));
    let byAny = 0;
    for (const [i, answer] of answers.entries()) {
      const r = await readRasterCaptcha(captchaPng(answer, seededRandom(`captcha-${i}`)), answer.length);
      let hit = false;
      for (const s of RASTER_STRATEGIES) {
        if (r[s] === answer) {
          read[s]!++;
          hit = true;
        }
      }
      if (hit) byAny++;
    }
    for (const s of RASTER_STRATEGIES) expect({ strategy: s, read: read[s]! < 5 }).toEqual({ strategy: s, read: true });
    // Even taking whichever cut happened to be right (an attacker gets one try per captcha) stays under 1 in 10.
    expect(byAny).toBeLessThan(5);
  });

  it('a seed draws the same picture; the answer changes it; no seed means a new picture each time', () => {
    const a = captchaPng('123456', seededRandom('same'));
    expect(captchaPng('123456', seededRandom('same'))).toEqual(a);
    expect(captchaPng('123457', seededRandom('same'))).not.toEqual(a);
    expect(captchaPng('123456')).not.toEqual(captchaPng('123456'));
  });
});
