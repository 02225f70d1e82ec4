import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Image } from '../Image';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import * as css from './GameTile.css';

export interface GameTileProps {
  name: string;
  imageUrl: string | null | undefined;
  /** The site's default game image, shown when the art fails to load. */
  fallbackSrc?: string;
  /** The provider badge at the bottom left (slot pages). */
  vendorIcon?: string;
  vendorName?: string;
  /** Text of the "hot" ribbon; omitted when the game is not hot. */
  hotLabel?: string;
  /** Whether the game is a favourite; undefined hides the heart. */
  favourite?: boolean;
  /** Accessible names of the heart: add and remove. */
  favouriteLabels?: { add: string; remove: string };
  onOpen: () => void;
  onFavourite?: () => void;
  /** The game is launching: a spinner over the art until the game window opens. */
  opening?: boolean;
  /** What the spinner says to screen readers, e.g. "Opening Golden Dragon". */
  openingLabel?: string;
  /**
   * One of the first screen's tiles: its art is requested at once, ahead of other images, since
   * the first row is the lobby's largest paint (LCP). Leave it off below the fold.
   */
  priority?: boolean;
}

/**
 * A game: square art with rounded corners and the name below; the favourite heart top-right, the
 * provider badge bottom-left (DESIGN.md "Game tiles"). A skeleton holds the art's space.
 */
export function GameTile({
  name,
  imageUrl,
  fallbackSrc,
  vendorIcon,
  vendorName,
  hotLabel,
  favourite,
  favouriteLabels,
  onOpen,
  onFavourite,
  opening = false,
  openingLabel,
  priority = false,
}: GameTileProps) {
  return (
    <div className={css.tile}>
      {/* Named by the game alone (its visible name): the ribbon and the provider badge are decoration. */}
      <button type="button" className={css.open} onClick={onOpen} aria-busy={opening || undefined}>
        <span className={css.art}>
          <Image src={imageUrl} alt="" fallbackSrc={fallbackSrc} radius="md" priority={priority} />
          {hotLabel ? (
            <span className={css.hot} aria-hidden>
              {hotLabel}
            </span>
          ) : null}
          {vendorIcon ? (
            <span className={css.badges}>
              <img
                className={css.vendor}
                src={vendorIcon}
                alt=""
                data-vendor={vendorName}
                // A shape before the file arrives (the badge sits over the art, so nothing around it moves).
                width={16}
                height={16}
                loading={priority ? undefined : 'lazy'}
              />
            </span>
          ) : null}
        </span>
        {/* dir="auto": a Latin name in an RTL page ellipsizes at its own end, not its start. */}
        <span className={css.name} dir="auto">
          {name}
        </span>
      </button>
      {/* Outside the button, so its name stays the game's while the status is announced. */}
      {opening ? (
        <span className={css.opening}>
          <span className={css.openingDisc}>
            <Spinner size="md" tone="accent" label={openingLabel} />
          </span>
        </span>
      ) : null}
      {favourite !== undefined && onFavourite && favouriteLabels ? (
        <button
          type="button"
          className={css.heart}
          aria-pressed={favourite}
          aria-label={`${favourite ? favouriteLabels.remove : favouriteLabels.add}: ${name}`}
          onClick={onFavourite}
        >
          <span className={css.heartDisc}>
            <Heart className={css.heartIcon} aria-hidden />
          </span>
        </button>
      ) : null}
    </div>
  );
}

/** A grid of three tiles a row; pass `GameTile`s (or skeletons) as children. */
export function GameGrid({ label, children, busy }: { label: string; children: ReactNode; busy?: boolean }) {
  return (
    <ul className={css.grid} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export const GameGridItem = ({ children }: { children: ReactNode }) => <li className={css.item}>{children}</li>;

/** Placeholder tiles while a page of games loads: the same size as the real ones. */
export function GameTileSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
    <li key={i} className={css.item} aria-hidden>
      <div className={css.tile}>
        <Skeleton shape="rect" aspectRatio="1 / 1" />
        <Skeleton shape="rect" height={css.nameHeight} width="75%" />
      </div>
    </li>
  ));
}
