import { Gamepad2, Search, SearchX, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Drawer } from '../../design-system/Drawer';
import { EmptyState } from '../../design-system/EmptyState';
import { GameGrid, GameGridItem, GameTile, GameTileSkeletons } from '../../design-system/GameTile';
import { IconButton } from '../../design-system/IconButton';
import { toDecimalString } from '../../design-system/Money/Money.format';
import { Select } from '../../design-system/Select';
import { Spinner } from '../../design-system/Spinner';
import { Tabs } from '../../design-system/Tabs';
import { TextField } from '../../design-system/TextField';
import type { GameClassify, GameType } from '../../src/api/contract/games';
import { type GameListFilter, useGamePages, useVendors } from '../../src/api/games';
import {
  FILTER_GAME_TYPES,
  FILTER_MIN_BETS,
  hasVendorTabs,
  initialLobby,
  LOAD_MORE_THROTTLE_MS,
  LOBBY_SEARCH_DEBOUNCE_MS,
  type LobbyFilter,
  lobbyReducer,
  lobbyTabs,
  nearEnd,
} from '../../src/rules/lobby';
import * as layout from '../layout.css';
import { useErrorMessage } from '../shared/AccountFields';
import * as css from './GameLobby.css';
import { useGameTileProps } from './useGameTileProps';

const CLASSIFY_TABS = new Set(['VP', 'JP', 'SC', 'TG', 'AC']);
/** The lobby's category dropdown, in menu order. */
export const LOBBY_CATEGORIES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];

export interface GameLobbyProps {
  /** The hot-games screen (15 a page, its own call) or a game list (25 a page). */
  source: 'list' | 'hot';
  /** The lobby's game type; undefined on the hot screen means every category. */
  gameType?: GameType;
  /** A vendor chosen by the URL (?vassalage=). */
  vassalage?: string;
  /** The category dropdown changed the type. */
  onGameType: (gameType: GameType | undefined) => void;
}

/**
 * A game lobby (spec §2 "Game lobbies"): category dropdown, search (600 ms), vendor strip, tabs,
 * the filter drawer and the grid that loads more 300 px before its end, at most once a second.
 */
export function GameLobby({ source, gameType, vassalage, onGameType }: GameLobbyProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const messageOf = useErrorMessage();
  const [state, dispatch] = useReducer(lobbyReducer, vassalage, initialLobby);
  const vendors = useVendors();
  const typeVendors = useMemo(
    () => (gameType ? (vendors.data?.mapping[gameType] ?? []) : Object.values(vendors.data?.mapping ?? {}).flat()),
    [vendors.data, gameType],
  );

  // The URL's vendor wins when it changes (a vendor tile, a back navigation).
  useEffect(() => dispatch({ type: 'vendor', vassalage }), [vassalage]);

  const [searchInput, setSearchInput] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'search', search: searchInput.trim() }), LOBBY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const filter: GameListFilter = {
    gameType,
    vassalage: state.filter.vassalage ?? state.vassalage,
    gameName: state.search || undefined,
    gameClassify: state.filter.gameClassify ?? (CLASSIFY_TABS.has(state.tab) ? (state.tab as GameClassify) : undefined),
    minBet: state.filter.minBet,
    ...(source === 'list' ? { dataType: state.dataType } : {}),
  };
  const pages = useGamePages(source, filter);
  const games = useMemo(() => pages.data?.pages.flatMap((p) => p.games) ?? [], [pages.data]);
  const tileProps = useGameTileProps();

  const [filterOpen, setFilterOpen] = useState(false);
  const filtered = !!(state.search || state.filter.vassalage || state.filter.gameClassify || state.filter.minBet);

  const categoryOptions = [
    ...(source === 'hot' ? [{ value: '', label: tc('gameCategories.ALL') }] : []),
    ...LOBBY_CATEGORIES.map((c) => ({ value: c, label: tc(`gameCategories.${c}`) })),
  ];

  return (
    <div className={layout.stack}>
      <div className={css.toolbar}>
        <Select
          className={css.grow}
          label={t('lobby.category')}
          value={gameType ?? ''}
          options={categoryOptions}
          onChange={(v) => onGameType((v || undefined) as GameType | undefined)}
        />
        <IconButton
          label={t('lobby.filter')}
          variant="soft"
          size="lg"
          badgeCount={filtered && !state.search ? 1 : undefined}
          onPress={() => setFilterOpen(true)}
        >
          <SlidersHorizontal />
        </IconButton>
      </div>
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

      {source === 'list' && gameType && hasVendorTabs(gameType) && typeVendors.length > 0 ? (
        <ul className={css.strip} aria-label={t('lobby.vendors')}>
          <li>
            <button
              type="button"
              className={css.chip}
              aria-pressed={!state.vassalage}
              onClick={() => dispatch({ type: 'vendor' })}
            >
              {t('lobby.allVendors')}
            </button>
          </li>
          {typeVendors.map((v) => (
            <li key={v.vassalage}>
              <button
                type="button"
                className={css.chip}
                aria-pressed={state.vassalage === v.vassalage}
                onClick={() => dispatch({ type: 'vendor', vassalage: v.vassalage })}
              >
                <img className={css.chipLogo} src={v.mobileLargeIcon} alt="" />
                {v.displayName}
              </button>
            </li>
          ))}
        </ul>
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
            {games.map((g) => (
              <GameGridItem key={g.nodeId}>
                <GameTile {...tileProps(g)} />
              </GameGridItem>
            ))}
            {pages.isFetchingNextPage ? <GameTileSkeletons count={3} /> : null}
          </GameGrid>
          <LoadMore
            hasMore={!!pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            onMore={() => void pages.fetchNextPage()}
            endText={t('lobby.end', { count: pages.data?.pages[0]?.total ?? games.length })}
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
    </div>
  );
}

/**
 * The end of the grid: when it comes within 300 px of the screen the next page loads, at most once
 * a second (spec §9); when pageNum reaches totalPages it says so and stops.
 */
function LoadMore({
  hasMore,
  loading,
  onMore,
  endText,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  endText: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef(0);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    // The end counts as near once it is within 300 px below the screen or anywhere above its
    // bottom: a fling can carry it from below the screen to above it (into the footer) in one frame,
    // which an intersection observer never reports.
    const check = () => {
      frame = 0;
      if (timer || !nearEnd(el.getBoundingClientRect().top - window.innerHeight)) return;
      const wait = Math.max(0, last.current + LOAD_MORE_THROTTLE_MS - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        last.current = Date.now();
        more.current();
      }, wait);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // Also at once: a page that does not fill the screen loads the next one without a scroll.
    check();
    // Captured on the document, so a scrolling container other than the window counts too.
    document.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [hasMore, loading]);
  return (
    <div className={css.more}>
      <div ref={ref} className={css.sentinel} />
      {loading ? <Spinner size="sm" /> : !hasMore ? <p className={css.endText}>{endText}</p> : null}
    </div>
  );
}

function FilterDrawer({
  open,
  onOpenChange,
  vendors,
  rng,
  value,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vendors: readonly { vassalage: string; displayName: string }[];
  rng: boolean;
  value: LobbyFilter;
  onApply: (f: LobbyFilter) => void;
}) {
  const { t } = useTranslation('games');
  const [draft, setDraft] = useState<LobbyFilter>(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const option = (key: string, label: string, pressed: boolean, pick: () => void) => (
    <button key={key} type="button" className={css.chip} aria-pressed={pressed} onClick={pick}>
      {label}
    </button>
  );
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('filter.title')}
      footer={
        <div className={css.drawerActions}>
          <Button variant="secondary" fullWidth onPress={() => onApply({})}>
            {t('filter.reset')}
          </Button>
          <Button fullWidth onPress={() => onApply(draft)}>
            {t('filter.apply')}
          </Button>
        </div>
      }
    >
      <div className={css.drawerBody}>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t('filter.vendor')}</legend>
          <div className={css.options}>
            {option('all', t('filter.all'), !draft.vassalage, () => setDraft({ ...draft, vassalage: undefined }))}
            {vendors.map((v) =>
              option(v.vassalage, v.displayName, draft.vassalage === v.vassalage, () =>
                setDraft({ ...draft, vassalage: v.vassalage }),
              ),
            )}
          </div>
        </fieldset>
        {rng ? (
          <>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{t('filter.gameType')}</legend>
              <div className={css.options}>
                {FILTER_GAME_TYPES.map((c) =>
                  option(c, t(`filter.types.${c}`), (draft.gameClassify ?? 'all') === c, () =>
                    setDraft({ ...draft, gameClassify: c === 'all' ? undefined : c }),
                  ),
                )}
              </div>
            </fieldset>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{t('filter.minBet')}</legend>
              <div className={css.options}>
                {FILTER_MIN_BETS.map((b) =>
                  option(
                    String(b),
                    b === 'all' ? t('filter.all') : toDecimalString(b, 2, 2),
                    (draft.minBet ?? 'all') === b,
                    () => setDraft({ ...draft, minBet: b === 'all' ? undefined : b }),
                  ),
                )}
              </div>
            </fieldset>
          </>
        ) : null}
      </div>
    </Drawer>
  );
}
