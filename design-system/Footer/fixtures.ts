/**
 * Story fixtures: made-up vendor and payment marks as inline SVG data URIs (no network, no real trademarks).
 * Colours here are image content, not styles; they stay readable on both the dark and light tiles.
 */
const palette = [
  ['#f2c04d', '#1a1405'],
  ['#2dd4bf', '#03201b'],
  ['#7c4ddb', '#ffffff'],
  ['#2f4a9e', '#ffffff'],
  ['#e0243a', '#ffffff'],
  ['#3ddc97', '#04150d'],
] as const;

function wordmark(text: string, index: number, shape: 'disc' | 'card' = 'disc') {
  const [bg, fg] = palette[index % palette.length]!;
  const mark =
    shape === 'disc'
      ? `<circle cx="16" cy="20" r="12" fill="${bg}"/><text x="16" y="25" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="${fg}">${text[0]}</text>`
      : `<rect x="4" y="10" width="26" height="20" rx="4" fill="${bg}"/><rect x="4" y="15" width="26" height="4" fill="${fg}" opacity="0.6"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">${mark}<text x="34" y="25" font-family="sans-serif" font-size="13" font-weight="700" fill="#8e9bb5">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const vendorNames = [
  'Nova',
  'Lumina',
  'Orbit',
  'Kestrel',
  'Quasar',
  'Ember',
  'Tidal',
  'Zephyr',
  'Vortex',
  'Halo',
  'Onyx',
  'Pulse',
  'Sable',
  'Cobalt',
  'Aster',
  'Fable',
  'Gale',
  'Ivory',
  'Jade',
  'Krypt',
  'Lotus',
  'Mirage',
  'Nimbus',
  'Opal',
  'Prism',
  'Rune',
] as const;

/** 26 vendors: the footer shows the first 22. */
export const vendorLogos = vendorNames.map((name, i) => ({ name: `${name} Games`, imageUrl: wordmark(name, i) }));

export const paymentMethods = ['Card', 'E-wallet', 'QR Pay', 'Transfer', 'Crypto'].map((name, i) => ({
  name,
  imageUrl: wordmark(name, i, 'card'),
}));

export const social = {
  INSTAGRAM: 'https://instagram.example/lumen',
  WHATSAPP: 'https://wa.example/123',
  YOUTUBE: 'https://youtube.example/@lumen',
  TIKTOK: 'https://tiktok.example/@lumen',
  FACEBOOK: 'https://facebook.example/lumen',
  TWITTER: 'https://twitter.example/lumen',
  TELEGRAM: 'https://t.example/lumen',
  VIBER: 'viber://chat?number=123',
} as const;
