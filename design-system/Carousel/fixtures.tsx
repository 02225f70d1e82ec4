/**
 * Story fixtures: banner and game art as inline SVG data URIs in the brand palette (no network,
 * no trademarks). Colours come from the Aurum brand tokens, not literals.
 */
import { aurum } from '../../themes/brands/aurum/tokens';
import { vars } from '../../themes/contract.css';
import type { CarouselContentSlide, CarouselImageSlide } from './Carousel';

const palette = aurum.color.dark;

const svgUri = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`,
  )}`;

const schemes = [
  [palette.gameArtB, palette.gameArtC, palette.gameArtA],
  [palette.gameArtC, palette.gameArtB, palette.positive],
  [palette.surface, palette.gameArtB, palette.gameArtA],
  [palette.gameArtB, palette.info, palette.gameArtC],
  [palette.raised, palette.gameArtC, palette.caution],
] as const;

/** A 750 × 300 banner: a diagonal gradient with a few discs. */
export function bannerArt(i: number) {
  const [from, to, accent] = schemes[i % schemes.length]!;
  return svgUri(
    750,
    300,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#g)"/>` +
      `<circle cx="${560 + i * 20}" cy="150" r="110" fill="${accent}" opacity="0.85"/>` +
      `<circle cx="${150 + i * 30}" cy="${90 + i * 15}" r="36" fill="${accent}" opacity="0.5"/>` +
      `<rect x="60" y="190" width="260" height="28" rx="14" fill="${palette.text}" opacity="0.9"/>` +
      `<rect x="60" y="230" width="180" height="20" rx="10" fill="${palette.text}" opacity="0.6"/>`,
  );
}

/** Square game art. */
export function gameArt(i: number) {
  const [from, to, accent] = schemes[(i + 2) % schemes.length]!;
  return svgUri(
    200,
    200,
    `<rect width="200" height="200" fill="${from}"/>` +
      `<polygon points="100,30 170,100 100,170 30,100" fill="${to}"/>` +
      `<circle cx="100" cy="100" r="${28 + (i % 3) * 8}" fill="${accent}"/>`,
  );
}

const bannerTitles = ['Welcome bonus 100%', 'Weekend reload', 'Daily sign-in rewards', 'VIP club', 'Refer a friend'];

export const banners: CarouselImageSlide[] = bannerTitles.map((alt, i) => ({
  id: `banner-${i + 1}`,
  imageUrl: bannerArt(i),
  alt,
}));

const gameNames = [
  'Golden Pharaoh',
  'Lucky Koi',
  'Dragon Pearl',
  'Fortune Wheel',
  'Jungle Rush',
  'Star Gems',
  'Ocean King',
  'Mega Fruits',
];

function GameTile({ i, name }: { i: number; name: string }) {
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }}>
      <img
        src={gameArt(i)}
        alt=""
        draggable={false}
        style={{ display: 'block', width: '100%', aspectRatio: '1', borderRadius: vars.radius.md }}
      />
      <figcaption
        style={{
          fontSize: vars.fontSize.xs,
          color: vars.color.text,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {name}
      </figcaption>
    </figure>
  );
}

export const games: CarouselContentSlide[] = gameNames.map((label, i) => ({
  id: `game-${i + 1}`,
  label,
  content: <GameTile i={i} name={label} />,
}));
