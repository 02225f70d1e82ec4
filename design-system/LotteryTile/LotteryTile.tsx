import type { ReactNode } from 'react';
import { Image } from '../Image';
import { Spinner } from '../Spinner';
import * as css from './LotteryTile.css';

export interface LotteryTileProps {
  name: string;
  /** The game's art. */
  icon: string | null;
  /** Small facts under the name: how often it draws, a "house draw" tag, the prize mode. */
  meta?: ReactNode;
  /** The label over the time ("Next draw in"), or the state when there is no time ("Drawing…"). */
  nextLabel: string;
  /** The time to the next draw as the reader reads it ("00:42"); absent while drawing or unknown. */
  nextTime?: string;
  /** The time in words for screen readers ("42 seconds"). */
  nextTimeLabel?: string;
  onPress: () => void;
  /** The launch is under way: a spinner, and a second tap does nothing. */
  busy?: boolean;
}

/** A lottery game in a lobby: its art and name, how often it draws, and a ticking time to its next draw. */
export function LotteryTile({ name, icon, meta, nextLabel, nextTime, nextTimeLabel, onPress, busy }: LotteryTileProps) {
  return (
    <button type="button" className={css.tile} onClick={onPress} disabled={busy} aria-busy={busy || undefined}>
      <Image src={icon} alt="" radius="md" width={56} height={56} />
      <span className={css.text}>
        <span className={css.name}>{name}</span>
        {meta ? <span className={css.meta}>{meta}</span> : null}
      </span>
      <span className={css.next}>
        {busy ? <Spinner size="sm" /> : null}
        <span className={css.nextLabel}>{nextLabel}</span>
        {nextTime ? (
          <span className={css.nextTime} role="timer" aria-label={nextTimeLabel}>
            {nextTime}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/** The lobby's list of tiles, with placeholders while it loads. */
export function LotteryTileList({
  label,
  loading,
  children,
}: {
  label: string;
  loading?: boolean;
  children?: ReactNode;
}) {
  if (loading) {
    return (
      <ul className={css.list} aria-label={label} aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={css.skeleton} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={css.list} aria-label={label}>
      {children}
    </ul>
  );
}
