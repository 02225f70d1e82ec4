import { ChevronRight } from 'lucide-react';
import { Image } from '../Image';
import { Columns } from '../Layout';
import { Skeleton } from '../Skeleton';
import * as css from './VendorTiles.css';

export const vendorTileSizes = ['compact', 'large'] as const;
export type VendorTileSize = (typeof vendorTileSizes)[number];

export interface VendorTileItem {
  id: string;
  name: string;
  /** The vendor's logo; a broken or missing one falls back to the default art. */
  logo: string | null;
}

export interface VendorTilesProps {
  /** The list's accessible name ("Game vendors"). */
  label: string;
  vendors: readonly VendorTileItem[];
  onOpen: (id: string) => void;
  /**
   * compact: three square logos a row (home); with only one or two vendors, a full-width banner row
   * each (logo at the start, the name beside, whole), so no empty cell is left beside a lone tile.
   * large: two 16:9 tiles a row (a vendor lobby).
   */
  size?: VendorTileSize;
  /**
   * The vendors have not arrived yet: placeholder tiles of the real tiles' shape and size (logo and
   * name line), in a list that is `aria-busy`; the placeholders are hidden from assistive technology.
   */
  loading?: boolean;
  skeletonCount?: number;
}

const layout = {
  compact: { columns: 3, gap: 'sm', ratio: '1 / 1' },
  large: { columns: 2, gap: 'md', ratio: '16 / 9' },
} as const;

/** A grid of vendor tiles (logo and name); a tap opens the vendor. */
export function VendorTiles({
  label,
  vendors,
  onOpen,
  size = 'large',
  loading = false,
  skeletonCount = 4,
}: VendorTilesProps) {
  const { columns, gap, ratio } = layout[size];
  if (loading) {
    return (
      <Columns as="ul" columns={columns} gap={gap} aria-label={label} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={i} aria-hidden="true">
            <span className={`${css.tile[size]} ${css.placeholder}`}>
              <Skeleton shape="rect" aspectRatio={ratio} />
              <span className={css.name[size]}>
                <Skeleton shape="rect" className={css.nameSkeleton[size]} />
              </span>
            </span>
          </li>
        ))}
      </Columns>
    );
  }
  // Fewer compact vendors than a row holds: each is a banner across the row, so none leaves a hole.
  if (size === 'compact' && vendors.length > 0 && vendors.length < columns) {
    return (
      <Columns as="ul" columns={1} gap={gap} aria-label={label} data-layout="banner">
        {vendors.map((v) => (
          <li key={v.id}>
            <button type="button" className={css.banner} onClick={() => onOpen(v.id)}>
              <Image src={v.logo} alt="" radius="md" fit="contain" className={css.bannerLogo} />
              <span className={css.bannerName}>{v.name}</span>
              <ChevronRight className={css.bannerChevron} aria-hidden="true" />
            </button>
          </li>
        ))}
      </Columns>
    );
  }
  return (
    <Columns as="ul" columns={columns} gap={gap} aria-label={label} data-layout="grid">
      {vendors.map((v) => (
        <li key={v.id}>
          <button type="button" className={css.tile[size]} onClick={() => onOpen(v.id)}>
            <Image src={v.logo} alt="" aspectRatio={ratio} radius="md" fit="contain" />
            <span className={css.name[size]}>{v.name}</span>
          </button>
        </li>
      ))}
    </Columns>
  );
}
