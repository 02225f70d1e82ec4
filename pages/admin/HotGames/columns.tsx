import { ArrowDown, ArrowUp, Flame, Pin } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../design-system/DataTable';
import { IconButton } from '../../../design-system/IconButton';
import { Inline, Stack } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Switch } from '../../../design-system/Switch';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { HotGame, HotGames } from '../../../src/api/contract/adminHotGames';

/** An edit of a game's pin: a position (1 first), or null to unpin. */
export interface PinEdit {
  game: HotGame;
  pin: number | null;
}

export interface HotColumnsOptions {
  data: HotGames | undefined;
  mayEdit: boolean;
  /** Every pin is taken: an unpinned game's switch is off and disabled. */
  pinsFull: boolean;
  busy: boolean;
  onEdit: (edit: PinEdit) => void;
}

/** The game, why it is hot, its turnover, rounds, players and rank, and (for marketing) the pin. */
export function useHotColumns({ data, mayEdit, pinsFull, busy, onEdit }: HotColumnsOptions): DataColumn<HotGame>[] {
  const { t } = useTranslation(ADMIN_NS);
  return useMemo(() => {
    const pinned = data?.list.filter((g) => g.pin !== null).length ?? 0;
    const columns: DataColumn<HotGame>[] = [
      {
        id: 'game',
        header: t('hotGames.col.game'),
        kind: 'lead',
        cell: (g) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{g.gameName}</span>
            <Text tone="muted" size="sm" numeric>
              {g.nodeId}
            </Text>
          </Stack>
        ),
      },
      { id: 'hot', header: t('hotGames.col.hot'), card: 'head', cell: (g) => <HotBadge game={g} /> },
      {
        id: 'turnover',
        header: t('hotGames.col.turnover', { days: data?.windowDays ?? 0 }),
        kind: 'end',
        sortValue: (g) => Number(g.turnover),
        cell: (g) =>
          data ? (
            <Money
              symbol={data.currencySymbol}
              digits={data.currencyDigits}
              minor={BigInt(g.turnover)}
              decimals="exact"
            />
          ) : null,
      },
      { id: 'rounds', header: t('hotGames.col.rounds'), kind: 'end', cell: (g) => <Text numeric>{g.rounds}</Text> },
      { id: 'players', header: t('hotGames.col.players'), kind: 'end', cell: (g) => <Text numeric>{g.players}</Text> },
      {
        id: 'rank',
        header: t('hotGames.col.rank'),
        kind: 'end',
        cell: (g) => <Text numeric>{g.rank === null ? t('common.none') : t('hotGames.rank', { n: g.rank })}</Text>,
      },
    ];
    if (!mayEdit) return columns;
    columns.push({
      id: 'pin',
      header: t('hotGames.col.pin'),
      kind: 'actions',
      cell: (g) => (
        <Inline as="span" gap="sm">
          <Switch
            label={
              <>
                {t('hotGames.pin')}
                <Text visuallyHidden> {g.gameName}</Text>
              </>
            }
            checked={g.pin !== null}
            disabled={busy || (g.pin === null && pinsFull)}
            onChange={(on) => onEdit({ game: g, pin: on ? pinned + 1 : null })}
          />
          {g.pin !== null ? (
            <>
              <IconButton
                size="sm"
                variant="soft"
                label={t('hotGames.moveUp', { name: g.gameName })}
                disabled={busy || g.pin <= 1}
                onPress={() => onEdit({ game: g, pin: (g.pin ?? 1) - 1 })}
              >
                <ArrowUp />
              </IconButton>
              <IconButton
                size="sm"
                variant="soft"
                label={t('hotGames.moveDown', { name: g.gameName })}
                disabled={busy || g.pin >= pinned}
                onPress={() => onEdit({ game: g, pin: (g.pin ?? 0) + 1 })}
              >
                <ArrowDown />
              </IconButton>
            </>
          ) : null}
        </Inline>
      ),
    });
    return columns;
  }, [t, data, mayEdit, pinsFull, busy, onEdit]);
}

/** Pinned (and where), hot by turnover (and its rank), or not hot: colour, icon and words together. */
function HotBadge({ game }: { game: HotGame }) {
  const { t } = useTranslation(ADMIN_NS);
  if (game.hot === 'pin') {
    return (
      <StatusBadge tone="positive" icon={Pin}>
        {t('hotGames.status.pin', { n: game.pin })}
      </StatusBadge>
    );
  }
  if (game.hot === 'turnover') {
    return (
      <StatusBadge tone="caution" icon={Flame}>
        {t('hotGames.status.turnover', { n: game.rank })}
      </StatusBadge>
    );
  }
  return <StatusBadge tone="neutral">{t('hotGames.status.none')}</StatusBadge>;
}
