import { Gamepad2, Search, SearchX, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { ChipGroup } from '../../design-system/ChipGroup';
import { EmptyState } from '../../design-system/EmptyState';
import { GameGrid, GameGridItem, GameTile, GameTileSkeletons } from '../../design-system/GameTile';
import { IconButton } from '../../design-system/IconButton';
import { Box, Inline, Stack } from '../../design-system/Layout';
import { LoadMore } from '../../design-system/LoadMore';
import { Select } from '../../design-system/Select';
import { Tabs } from '../../design-system/Tabs';
import { TextField } from '../../design-system/TextField';
import type { GameClassify, GameType } from '../../src/api/contract/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { hasVendorTabs, LOAD_MORE_THRESHOLD_PX, LOAD_MORE_THROTTLE_MS, lobbyTabs } from '../../src/rules/lobby';
import { FilterDrawer } from './FilterDrawer';
import { useGameTileProps } from './useGameTileProps';
import { useLobby } from './useLobby';

/** The lobby's category dropdown, in menu order. */
export const LOBBY_CATEGORIES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];

export interface GameLobbyProps {
  /** The hot-games screen (15 a page, its own call) or a game list (25 a page). */
  source: 'list' | 'hot';
  /** The lobby's game type; undefined on the hot screen means every category. */
  gameType?: GameType;
  /** A vendor chosen by the URL (?vassalage=). */
  vassalage?: string;
  /** A classify chosen by the URL (?gameClassify=, e.g. BG: bingo), applied as the drawer's filter. */
  gameClassify?: GameClassify;
  /** The category dropdown changed the type. */
  onGameType: (gameType: GameType | undefined) => void;
}

/**
 * A game lobby (spec §2 "Game lobbies"): category dropdown, search (600 ms), vendor strip, tabs,
 * the filter drawer and the grid that loads more 300 px before its end, at most once a second.
 */
export function GameLobby({ source, gameType, vassalage, gameClassify, onGameType }: GameLobbyProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const messageOf = useErrorMessage();
  const { state, dispatch, typeVendors, vendorsLoading, searchInput, setSearchInput, pages, games, filtered } =
    useLobby(source, gameType, vassalage, gameClassify);
  const tileProps = useGameTileProps();

  const [filterOpen, setFilterOpen] = useState(false);

  const categoryOptions = [
    ...(source === 'hot' ? [{ value: '', label: tc('gameCategories.ALL') }] : []),
    ...LOBBY_CATEGORIES.map((c) => ({ value: c, label: tc(`gameCategories.${c}`) })),
  ];

  return (
    <Stack padding="md">
      <Inline wrap={false} align="end">
        <Box flex="fill" minWidth={0}>
          <Select
            label={t('lobby.category')}
            value={gameType ?? ''}
            options={categoryOptions}
            onChange={(v) => onGameType((v || undefined) as GameType | undefined)}
          />
        </Box>
        <IconButton
          label={t('lobby.filter')}
          variant="soft"
          size="lg"
          badgeCount={filtered && !state.search ? 1 : undefined}
          onPress={() => setFilterOpen(true)}
        >
          <SlidersHorizontal />
        </IconButton>
      </Inline>
      <TextField
        type="search"
        label={t('lobby.search')}
        placeholder={t('lobby.searchPlaceholder')}
        prefix={<Search aria-hidden size={18} />}
        value={searchInput}
        enterKeyHint="search"
        maxLength={60}
        onChange={(v) => setSearchInput(v)}
      />

      {source === 'list' && gameType && hasVendorTabs(gameType) && (vendorsLoading || typeVendors.length > 0) ? (
        <ChipGroup
          layout="scroll"
          loading={vendorsLoading}
          label={t('lobby.vendors')}
          options={[
            { value: '', label: t('lobby.allVendors') },
            ...typeVendors.map((v) => ({ value: v.vassalage, label: v.displayName, iconSrc: v.mobileLargeIcon })),
          ]}
          value={state.vassalage ?? ''}
          onChange={(v) => dispatch({ type: 'vendor', vassalage: v || undefined })}
        />
      ) : null}

      {source === 'list' && gameType ? (
        <Tabs
          variant="pill"
          label={t('lobby.tabs')}
          value={state.dataType === 'filter' ? '' : state.tab}
          onValueChange={(tab) => dispatch({ type: 'tab', tab })}
          items={lobbyTabs(gameType).map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
        />
      ) : null}

      {pages.isPending ? (
        <GameGrid label={t('lobby.games')} busy>
          <GameTileSkeletons count={9} />
        </GameGrid>
      ) : pages.isError ? (
        <EmptyState
          variant="error"
          title={t('lobby.loadFailed')}
          description={messageOf(pages.error)}
          action={
            <Button variant="secondary" loading={pages.isFetching} onPress={() => void pages.refetch()}>
              {t('lobby.retry')}
            </Button>
          }
        />
      ) : games.length === 0 ? (
        <EmptyState
          icon={filtered ? SearchX : Gamepad2}
          title={filtered ? t('lobby.noMatch') : t('lobby.empty')}
          description={filtered ? t('lobby.noMatchBody') : t('lobby.emptyBody')}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onPress={() => {
                  setSearchInput('');
                  dispatch({ type: 'search', search: '' });
                  dispatch({ type: 'filter', filter: {} });
                }}
              >
                {t('lobby.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <GameGrid label={t('lobby.games')} busy={pages.isFetching}>
            {games.map((g, i) => (
              <GameGridItem key={g.nodeId}>
                {/* The first two rows (six tiles) are above the fold, and one of them is the lobby's largest paint: their art loads first. */}
                <GameTile {...tileProps(g)} priority={i < 6} />
              </GameGridItem>
            ))}
            {pages.isFetchingNextPage ? <GameTileSkeletons count={3} /> : null}
          </GameGrid>
          <LoadMore
            hasMore={!!pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            onMore={() => void pages.fetchNextPage()}
            endText={t('lobby.end', { count: pages.data?.pages[0]?.total ?? games.length })}
            threshold={LOAD_MORE_THRESHOLD_PX}
            throttleMs={LOAD_MORE_THROTTLE_MS}
          />
        </>
      )}

      <FilterDrawer
        open={filterOpen}
        onOpenChange={setFilterOpen}
        vendors={typeVendors}
        rng={gameType === 'RNG'}
        value={state.filter}
        onApply={(f) => {
          setFilterOpen(false);
          dispatch({ type: 'filter', filter: f });
        }}
      />
    </Stack>
  );
}
