import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Trophy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Winner } from '../../src/api/contract/games';
import { bigWins, winnersAutoScroll } from '../../src/rules/lobby';
import { usePrefersReducedMotion } from '../Carousel/useMediaState';
import { Image } from '../Image';
import { Money } from '../Money';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { TabPanel, Tabs } from '../Tabs';
import * as css from './WinnerBoard.css';

export const winnerBoardTabs = ['biggest', 'jackpot'] as const;
export type WinnerBoardTab = (typeof winnerBoardTabs)[number];

/** Time for one entry to pass through the ticker: every list reads at the same pace, however long. */
export const WINNER_ROW_MS = 2400;
/** Skeleton rows while loading: the three a still list shows. */
const SKELETON_ROWS = ['a', 'b', 'c'] as const;
/** Winner amounts always show two decimals. */
const MINOR_DIGITS = 2;

export interface WinnerBoardProps {
  /** The biggest wins, largest first. Only the first 10 show (the spec's rule, `bigWins`). */
  biggest: readonly Winner[];
  /** Recent wins on jackpot games, newest first. */
  jackpot: readonly Winner[];
  /** The winners are still loading: skeleton rows instead of entries. */
  loading?: boolean;
  /**
   * The winners failed to load: this (e.g. the kit's compact `ErrorState` with a retry) in each tab,
   * instead of the empty text, which would claim there are no wins.
   */
  error?: ReactNode;
  /** Tapping an entry; the page launches that winner's game. */
  onSelect: (winner: Winner) => void;
  /** The landmark's name; defaults to the translated "Winners". */
  label?: string;
  /** Tab labels; default to the translated "Biggest wins" and "Jackpot games". */
  biggestLabel?: string;
  jackpotLabel?: string;
  /** Shown in place of an empty list; defaults to the translated "No wins to show yet". */
  emptyText?: ReactNode;
  /** The site's default game image for an icon that fails to load; without it, the built-in one shows. */
  fallbackIconSrc?: string;
  /** The tab shown first. */
  defaultTab?: WinnerBoardTab;
  className?: string;
}

/**
 * The home page's winners board: "Biggest wins" and "Jackpot games" as two tabs. A list with more than
 * three entries ticks upwards in a seamless loop (never under reduced motion), pausing on hover or focus;
 * every entry is a button that launches its game.
 */
export function WinnerBoard({
  biggest,
  jackpot,
  loading = false,
  error,
  onSelect,
  label,
  biggestLabel,
  jackpotLabel,
  emptyText,
  fallbackIconSrc,
  defaultTab = 'biggest',
  className,
}: WinnerBoardProps) {
  const { t } = useTranslation('ds');
  const items = [
    { value: 'biggest', label: biggestLabel ?? t('winners.biggest') },
    { value: 'jackpot', label: jackpotLabel ?? t('winners.jackpot') },
  ] satisfies { value: WinnerBoardTab; label: string }[];
  const lists: Record<WinnerBoardTab, readonly Winner[]> = { biggest: bigWins(biggest), jackpot };
  const empty = emptyText ?? t('winners.empty');

  return (
    <section aria-label={label ?? t('winners.label')} className={[css.root, className].filter(Boolean).join(' ')}>
      <Tabs items={items} defaultValue={defaultTab} className={css.tabs}>
        {winnerBoardTabs.map((tab) => (
          <TabPanel key={tab} value={tab} className={css.panel}>
            {loading ? (
              <WinnerSkeleton />
            ) : error ? (
              error
            ) : (
              <WinnerList
                winners={lists[tab]}
                onSelect={onSelect}
                emptyText={empty}
                fallbackIconSrc={fallbackIconSrc}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

/** Stable keys for entries that carry no id: game, time and player, plus a count for exact repeats. */
function entryKeys(winners: readonly Winner[]): string[] {
  const seen = new Map<string, number>();
  return winners.map((w) => {
    const base = `${w.nodeId}|${w.settledAt}|${w.customerName}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `${base}|${n}`;
  });
}

interface WinnerListProps {
  winners: readonly Winner[];
  onSelect: (winner: Winner) => void;
  emptyText: ReactNode;
  fallbackIconSrc: string | undefined;
}

function WinnerList({ winners, onSelect, emptyText, fallbackIconSrc }: WinnerListProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  if (winners.length === 0) {
    return (
      <p className={css.empty}>
        <Trophy aria-hidden="true" className={css.emptyIcon} />
        <span>{emptyText}</span>
      </p>
    );
  }

  const ticking = winnersAutoScroll(winners.length, reducedMotion);
  const keys = entryKeys(winners);
  // The twin is the loop's second copy: hidden from assistive tech and out of the tab order.
  const list = (twin: boolean) => (
    <ul
      className={ticking ? `${css.list} ${css.loopCopy}` : css.list}
      aria-hidden={twin || undefined}
      inert={twin || undefined}
    >
      {winners.map((w, i) => (
        <li key={keys[i]}>
          <button type="button" className={css.entry} tabIndex={twin ? -1 : undefined} onClick={() => onSelect(w)}>
            <Image
              src={w.iconUrl}
              alt=""
              fallbackSrc={fallbackIconSrc}
              // Every row of a ticking list slides into view within seconds, and a lazy icon clipped by the
              // window would only start loading as it enters; the twin reuses the same (cached) files.
              loading={ticking ? 'eager' : 'lazy'}
              radius="md"
              className={css.icon}
            />
            <span className={css.text}>
              <span className={css.game}>{w.gameName}</span>
              <span className={css.player}>{w.customerName}</span>
            </span>
            <Money
              symbol={w.currencySymbol}
              minor={w.winAmount}
              digits={MINOR_DIGITS}
              decimals={MINOR_DIGITS}
              tone="accent"
              size="sm"
              className={css.amount}
            />
          </button>
        </li>
      ))}
    </ul>
  );

  if (!ticking) {
    // More rows than the window holds (it would tick, motion allowed): the cut-off row fades out.
    const overflows = winnersAutoScroll(winners.length, false);
    return <div className={overflows ? `${css.still} ${css.stillOverflow}` : css.still}>{list(false)}</div>;
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the ticker; the entries inside are the buttons
    <div
      className={css.viewport}
      data-paused={hovered || focused || undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={css.track}
        style={assignInlineVars({ [css.loopDuration]: `${winners.length * WINNER_ROW_MS}ms` })}
      >
        {list(false)}
        {list(true)}
      </div>
    </div>
  );
}

/** Three placeholder rows in the shape of entries, announced once as "Loading". */
function WinnerSkeleton() {
  return (
    <SkeletonGroup className={css.skeletonRows}>
      {SKELETON_ROWS.map((k) => (
        <div key={k} className={css.skeletonRow}>
          <Skeleton shape="rect" className={css.skeletonIcon} />
          <span className={css.skeletonText}>
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="40%" />
          </span>
          <Skeleton shape="text" width="25%" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
