/**
 * The demo brands' payment-method images for the footer (spec §2 Home footer: payment-method
 * images). `npm run payments:art` rewrites server/seed-assets/payments/; the SVGs are committed so
 * the seed needs no build step. Each is a white 200×100 badge (payment marks sit on white in both
 * colour modes) with a Lucide icon and the method's name; real brands upload their partners' marks.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Landmark, type LucideIcon, Zap } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const PAYMENT_ASSET_DIR = fileURLToPath(new URL('../seed-assets/payments', import.meta.url));
/** Where the media route serves them. */
export const PAYMENT_ASSET_URL = '/media/payments';

/** The methods the demo deposit channels take: bank transfer and the instant-pay gateway. */
export const PAYMENT_METHODS: ReadonlyArray<{ file: string; name: string; icon: LucideIcon; color: string }> = [
  { file: 'bank-transfer.svg', name: 'Bank transfer', icon: Landmark, color: '#1d4ed8' },
  { file: 'instant-pay.svg', name: 'Instant pay', icon: Zap, color: '#b45309' },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function paymentBadgeSvg(method: (typeof PAYMENT_METHODS)[number]): string {
  const icon = renderToStaticMarkup(createElement(method.icon, { size: 24, color: method.color, strokeWidth: 2 }))
    .replace(/ class="[^"]*"/, '')
    .replace(/^<svg /, '<svg x="0" y="0" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" role="img" aria-label="${esc(method.name)}">
  <rect x="4" y="14" width="192" height="72" rx="16" fill="#ffffff" stroke="${method.color}" stroke-opacity="0.35" stroke-width="2"/>
  <g transform="translate(18 32) scale(1.5)">${icon}</g>
  <text x="62" y="57" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="19" font-weight="700" fill="#0f172a">${esc(method.name)}</text>
</svg>
`;
}

/** Every file the generator writes, by name. */
export function allPaymentArt(): Map<string, string> {
  return new Map(PAYMENT_METHODS.map((m) => [m.file, paymentBadgeSvg(m)]));
}

/** The footer's list for a brand's settings: name and served URL, in order. */
export const demoPaymentMethods = () =>
  PAYMENT_METHODS.map((m) => ({ name: m.name, imageUrl: `${PAYMENT_ASSET_URL}/${m.file}` }));

export async function writePaymentArt(dir = PAYMENT_ASSET_DIR): Promise<number> {
  await mkdir(dir, { recursive: true });
  const files = allPaymentArt();
  for (const name of await readdir(dir)) if (!files.has(name)) await rm(path.join(dir, name));
  for (const [name, svg] of files) await writeFile(path.join(dir, name), svg);
  return files.size;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const count = await writePaymentArt();
  console.log(`wrote ${count} files to ${PAYMENT_ASSET_DIR}`);
}
