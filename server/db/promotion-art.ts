/**
 * Generated art for the demo promotions (docs/promotions.md): the banner art's shapes in each brand's
 * palette with words that read in every language (figures, no sentences), so one picture serves en and
 * zh-CN. `node --import tsx server/db/promotion-art.ts` rewrites
 * server/seed-assets/promotions/; the SVGs are committed so the seed needs no build step.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BannerArt, bannerSvg, FONTS, PALETTES } from './banner-art';

export const PROMOTION_ASSET_DIR = fileURLToPath(new URL('../seed-assets/promotions', import.meta.url));

type Art = Omit<BannerArt, 'file' | 'translations'> & { name: string };

const size = { width: 720, height: 270 };
/** One picture per demo promotion: name, motif and figures. */
export const PROMOTION_ART: readonly Art[] = [
  { name: 'welcome', ...size, headline: '120%', highlight: '120%', subline: '¥3,000', cta: '1st', motif: 'coins' },
  { name: 'weekend', ...size, headline: '+10%', highlight: '10%', subline: '¥888', cta: 'SAT · SUN', motif: 'gift' },
  { name: 'proof', ...size, headline: '¥88', highlight: '¥88', subline: '✓ 3 × PNG / JPG', cta: '140', motif: 'crown' },
  { name: 'referral', ...size, headline: '10%', highlight: '10%', subline: '+ ¥50', cta: '2 → 1', motif: 'friends' },
  { name: 'streak', ...size, headline: 'DAY 7', highlight: '7', subline: '¥77', cta: '7/7', motif: 'calendar' },
];

export const promotionArtFile = (brand: 'aurum' | 'verdant', name: string) => `${brand}-${name}.svg`;

export async function writePromotionArt(dir = PROMOTION_ASSET_DIR) {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const brand of ['aurum', 'verdant'] as const) {
    for (const art of PROMOTION_ART) {
      const file = promotionArtFile(brand, art.name);
      const base: BannerArt = { ...art, file, translations: { 'zh-CN': art } };
      await writeFile(path.join(dir, file), await bannerSvg(base, PALETTES[brand], FONTS[brand]));
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = await writePromotionArt();
  console.log(`wrote ${files.length} promotion pictures to ${PROMOTION_ASSET_DIR}`);
}
