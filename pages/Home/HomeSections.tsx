import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { ErrorState } from '../../design-system/ErrorState';
import { GameRow } from '../../design-system/GameRow';
import { GameGrid, GameGridItem, GameTile, GameTileSkeletons } from '../../design-system/GameTile';
import { LobbySection, LobbySectionSkeleton } from '../../design-system/LobbySection';
import { VendorTiles } from '../../design-system/VendorTiles';
import type { GameCategory, Vendor } from '../../src/api/contract/games';
import { HOME_FAVOURITES_PAGE_SIZE, HOME_PAGE_SIZE, RECENT_PAGE_SIZE } from '../../src/api/contract/games.constants';
import { useGamePage } from '../../src/api/games';
import {
  homeVendorCount,
  lobbyPathOf,
  lobbyType,
  showHotMore,
  showSeeAll,
  showVendorMore,
  VENDOR_MORE_ABOVE,
} from '../../src/rules/lobby';
import { useSessionInfo } from '../../src/stores/session';
import { useGameTileProps } from '../GameLobby/useGameTileProps';
import { useOpenVendor } from '../GameLobby/useOpenVendor';
import { HomeGameRow } from './HomeGameRow';

const SLOTS = '/m/slot-games';

/** The member's recently played games (recorded at launch), newest first; nothing until there are some. */
export function RecentStrip() {
  const { t } = useTranslation('games');
  const recent = useGamePage('list', { dataType: 'recent', pageSize: RECENT_PAGE_SIZE });
  const games = recent.data?.games ?? [];
  if (games.length === 0) return null;
  return (
    <LobbySection title={t('home.recent')}>
      <HomeGameRow label={t('home.recent')} games={games} pending={false} />
    </LobbySection>
  );
}

/** The hot-games strip: placeholders until the first answer, then nothing while empty (or failed); "more" above 10 games. */
export function HotStrip() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const hot = useGamePage('hot', {});
  const games = hot.data?.games ?? [];
  if (!hot.isPending && games.length === 0) return null;
  return (
    // No place is held for "more" (above 10 games) or the arrows (above 3) while pending: the hot
    // list is usually short, and a held place that stays empty is a layout shift of its own.
    <LobbySection
      title={t('home.hot')}
      action={
        showHotMore(hot.data?.total ?? 0)
          ? { label: t('home.more'), href: '/m/hot-games', onNavigate: navigate }
          : undefined
      }
    >
      <HomeGameRow label={t('home.hot')} games={games} pending={hot.isPending} expectMore={false} />
    </LobbySection>
  );
}

/**
 * A category: its vendors (all but "more" above 6, or the home count: 3 slot, 2 fishing, 1 live)
 * and, for slots, a carousel of its first 9 games with "see all".
 */
export function CategorySection({
  category,
  vendors,
  onHome = false,
}: {
  category: GameCategory;
  vendors: Vendor[];
  /** On HOME a section shows the home count of vendors (3 slot, 2 fishing, 1 live); alone, up to 6 and "more". */
  onHome?: boolean;
}) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const gameType = lobbyType(category);
  const openVendor = useOpenVendor(gameType);
  const shown = vendors.slice(0, onHome ? homeVendorCount(gameType, vendors.length) : VENDOR_MORE_ABOVE);
  const more = !onHome && showVendorMore(vendors.length);
  const games = useGamePage(
    'list',
    { gameType, ...(category === 'BINGO' ? { gameClassify: 'BG' } : {}), pageSize: HOME_PAGE_SIZE },
    gameType === 'RNG',
  );
  const title = tc(`gameCategories.${category}`);
  return (
    <LobbySection
      title={title}
      action={{ label: more ? t('home.more') : t('home.seeAll'), href: lobbyPathOf(gameType), onNavigate: navigate }}
    >
      {shown.length > 0 ? (
        <VendorTiles
          size="compact"
          label={t('lobby.vendors')}
          vendors={shown.map((v) => ({ id: v.vassalage, name: v.displayName, logo: v.mobileLargeIcon }))}
          onOpen={(id) => {
            const vendor = shown.find((v) => v.vassalage === id);
            if (vendor) void openVendor(vendor);
          }}
        />
      ) : null}
      {gameType === 'RNG' && games.isError && !games.data ? (
        <ErrorState compact headingLevel={3} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : gameType === 'RNG' ? (
        <HomeGameRow label={title} games={games.data?.games ?? []} pending={games.isPending} />
      ) : null}
    </LobbySection>
  );
}

/** A category section before the catalogue has answered: its title, three vendor tiles and a row of games. */
export function CategorySkeleton() {
  const { t } = useTranslation('games');
  return (
    <LobbySectionSkeleton label={t('home.loading')}>
      <VendorTiles size="compact" label={t('lobby.vendors')} vendors={[]} onOpen={() => {}} loading skeletonCount={3} />
      <GameRow label={t('lobby.games')} busy arrows />
    </LobbySectionSkeleton>
  );
}

/** FAV: the member's favourites (20), with a link to more games; a visitor is asked to log in. */
export function Favourites() {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const member = useSessionInfo();
  const favs = useGamePage('list', { dataType: 'fav', pageSize: HOME_FAVOURITES_PAGE_SIZE }, !!member);
  const tileProps = useGameTileProps();
  if (!member) {
    return (
      <EmptyState
        size="compact"
        icon={Heart}
        title={t('home.favLogin')}
        action={
          <ButtonLink href="/m/login" onPress={() => navigate('/m/login')}>
            {t('home.login')}
          </ButtonLink>
        }
      />
    );
  }
  const games = favs.data?.games ?? [];
  const title = tc('gameCategories.FAV');
  return (
    // "See all" is hidden for favourites (spec §2 Home); "more games" below leads to the lobby.
    <LobbySection
      title={title}
      action={showSeeAll('fav') ? { label: t('home.seeAll'), href: SLOTS, onNavigate: navigate } : undefined}
    >
      {favs.isPending ? (
        <GameGrid label={title} busy>
          <GameTileSkeletons count={6} />
        </GameGrid>
      ) : games.length === 0 ? (
        <EmptyState size="compact" icon={Heart} title={t('home.favEmpty')} description={t('home.favEmptyBody')} />
      ) : (
        <GameGrid label={title}>
          {games.map((g) => (
            <GameGridItem key={g.nodeId}>
              <GameTile {...tileProps(g)} />
            </GameGridItem>
          ))}
        </GameGrid>
      )}
      <Button variant="secondary" onPress={() => navigate(SLOTS)}>
        {t('home.moreGames')}
      </Button>
    </LobbySection>
  );
}
