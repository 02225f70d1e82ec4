import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../themes/contract.css';
import { GameTileSkeletons } from '../GameTile';
import { IconButton } from '../IconButton';
import { Inline, Stack } from '../Layout';
import { Skeleton } from '../Skeleton';
import * as css from './GameRow.css';

export interface GameRowProps {
  /** The list's accessible name ("Hot games"). */
  label: string;
  /** Items (`GameRowItem`s holding `GameTile`s). */
  children?: ReactNode;
  /** Loading: three placeholder tiles instead of the children. */
  busy?: boolean;
  /**
   * Show the previous / next arrows (the page decides, e.g. above three games). While `busy`, the
   * page says whether it expects them: their place is then held by placeholders, so the row does
   * not grow when the games arrive.
   */
  arrows?: boolean;
}

/** A row of game tiles that scrolls sideways, three at a time, with optional arrows that page through it. */
export function GameRow({ label, children, busy = false, arrows = false }: GameRowProps) {
  const { t } = useTranslation('dsLobby');
  const ref = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <Stack gap="xs">
      <ul ref={ref} className={css.row} aria-label={label} aria-busy={busy || undefined}>
        {busy ? <GameTileSkeletons count={3} /> : children}
      </ul>
      {arrows && !busy ? (
        <Inline gap="xs" justify="end" wrap={false}>
          <IconButton label={t('row.previous')} size="sm" variant="soft" onPress={() => scroll(-1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton label={t('row.next')} size="sm" variant="soft" onPress={() => scroll(1)}>
            <ChevronRight />
          </IconButton>
        </Inline>
      ) : arrows && busy ? (
        <Inline gap="xs" justify="end" wrap={false} aria-hidden="true">
          <Skeleton shape="circle" size={vars.space.xxxl} />
          <Skeleton shape="circle" size={vars.space.xxxl} />
        </Inline>
      ) : null}
    </Stack>
  );
}

export const GameRowItem = ({ children }: { children: ReactNode }) => <li className={css.item}>{children}</li>;
