import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Heart } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { GameGrid, GameGridItem, GameTile, GameTileSkeletons } from '../../design-system/GameTile';
import { IconButton } from '../../design-system/IconButton';
import { Image } from '../../design-system/Image';
import { Marquee } from '../../design-system/Marquee';
import { WinnerBoard } from '../../design-system/WinnerBoard';
import type { Game, GameCategory, Vendor } from '../../src/api/contract/games';
import { HOME_FAVOURITES_PAGE_SIZE, HOME_PAGE_SIZE, RECENT_PAGE_SIZE } from '../../src/api/contract/games.constants';
import { useAnnouncements, useGamePage, useVendors, useWinners } from '../../src/api/games';
import { memberInfoKey } from '../../src/app/useAuth';
import { useBrand } from '../../src/app/useBrand';
import { useLaunch } from '../../src/app/useLaunch';
import { useWallet } from '../../src/app/useWallet';
import { WalletBalanceCard } from '../../src/app/WalletBalanceCard';
import {
  homeSections,
  homeVendorCount,
  lobbyPathOf,
  lobbyType,
  showCarouselArrows,
  showHotMore,
  showSeeAll,
  showVendorMore,
  sideMenu,
  VENDOR_MORE_ABOVE,
} from '../../src/rules/lobby';
import { useSessionInfo } from '../../src/stores/session';
import { useGameTileProps } from '../GameLobby/useGameTileProps';
import { useOpenVendor } from '../GameLobby/useOpenVendor';
import * as layout from '../layout.css';
import * as css from './Home.css';

/**
 * /m/home (spec §2 Home): the wallet (or the welcome for a visitor), the notice marquee, the game
 * side menu (HOME, FAV, the categories, BINGO last) beside its content, and the winner board.
 */
export default function Home() {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const navigate = useNavigate();
  const member = useSessionInfo();
  const { siteName } = useBrand();
  const queryClient = useQueryClient();
  const vendors = useVendors();
  const winners = useWinners();
  const notices = useAnnouncements('PL');
  const { launch } = useLaunch();
  const [menu, setMenu] = useState('HOME');

  // The member is refreshed on load (spec §2 Home).
  const signedIn = !!member;
  useEffect(() => {
    if (signedIn) void queryClient.invalidateQueries({ queryKey: memberInfoKey });
  }, [signedIn, queryClient]);

  const categories = useMemo(() => (vendors.data?.sorting ?? []).map((s) => s.gameCategory), [vendors.data]);
  const menuItems = sideMenu(categories);

  return (
    <div className={layout.stack}>
      {member ? (
        <section className={css.memberHead} aria-labelledby="home-welcome">
          <h1 id="home-welcome" className={css.welcomeTitle}>
            {t('home.welcomeBack', { name: member.userName })}
          </h1>
          <HomeWallet />
        </section>
      ) : (
        <section className={css.welcome} aria-labelledby="home-welcome">
          <h1 id="home-welcome" className={css.welcomeTitle}>
            {t('home.welcome', { site: siteName })}
          </h1>
          <p className={css.welcomeText}>{t('home.pitch')}</p>
          <div className={layout.row}>
            <Button fullWidth onPress={() => navigate('/m/register')}>
              {t('shellActions.register')}
            </Button>
            <Button fullWidth variant="secondary" onPress={() => navigate('/m/login')}>
              {t('shellActions.login')}
            </Button>
          </div>
        </section>
      )}

      <Marquee
        items={(notices.data?.list ?? []).map((n) => ({ id: String(n.id), text: n.title }))}
        onSelect={(index) => navigate(`/m/notice?index=${index}`)}
        emptyText={t('home.noAnnouncements')}
      />

      <div className={css.games}>
        <nav className={css.menu} aria-label={tg('home.menu')}>
          <ul className={css.menuList}>
            {menuItems.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className={css.menuItem}
                  aria-current={menu === key ? 'true' : undefined}
                  onClick={() => setMenu(key)}
                >
                  {t(`gameCategories.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.menuContent}>
          {menu === 'HOME' ? (
            <>
              {member ? <RecentStrip /> : null}
              <HotStrip />
              {homeSections(categories).map((c) => (
                <CategorySection key={c} category={c} vendors={vendorsOf(vendors.data, c)} onHome />
              ))}
              {vendors.isSuccess && categories.length === 0 ? (
                <EmptyState size="compact" title={tg('lobby.empty')} description={tg('lobby.emptyBody')} />
              ) : null}
            </>
          ) : menu === 'FAV' ? (
            <Favourites />
          ) : (
            <CategorySection category={menu as GameCategory} vendors={vendorsOf(vendors.data, menu)} />
          )}
        </div>
      </div>

      <WinnerBoard
        biggest={winners.data?.biggest ?? []}
        jackpot={winners.data?.jackpot ?? []}
        loading={winners.isPending}
        onSelect={(w) =>
          void launch({
            vassalage: w.vassalage,
            gameType: w.gameType,
            nodeId: w.nodeId,
            lottoMode: null,
            freeplay: false,
          })
        }
      />
    </div>
  );
}

/** The category's vendors, in the sorting's order. */
function vendorsOf(data: ReturnType<typeof useVendors>['data'], category: string): Vendor[] {
  const names = data?.sorting.find((s) => s.gameCategory === category)?.vendorNames.map((v) => v.vendorName) ?? [];
  const all = Object.values(data?.mapping ?? {}).flat();
  return names.flatMap((n) => all.find((v) => v.vassalage === n) ?? []);
}

function HomeWallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallet = useWallet();
  if (!wallet.data) return <div className={css.walletPlaceholder} aria-hidden />;
  return (
    <WalletBalanceCard
      actions={
        <div className={layout.row}>
          <Button size="sm" fullWidth onPress={() => navigate('/m/voucherCenter')}>
            {t('menu.deposit')}
          </Button>
          <Button size="sm" fullWidth variant="secondary" onPress={() => navigate('/m/withdraw')}>
            {t('menu.withdraw')}
          </Button>
        </div>
      }
    />
  );
}

function SectionHead({ title, action }: { title: string; action?: { label: string; onPress: () => void } }) {
  return (
    <div className={css.sectionHead}>
      <h2 className={css.sectionTitle}>{title}</h2>
      {action ? (
        <button type="button" className={css.sectionLink} onClick={action.onPress}>
          {action.label}
          <ChevronRight aria-hidden size={16} />
        </button>
      ) : null}
    </div>
  );
}

/** The member's recently played games (recorded at launch), newest first; nothing until there are some. */
function RecentStrip() {
  const { t } = useTranslation('games');
  const recent = useGamePage('list', { dataType: 'recent', pageSize: RECENT_PAGE_SIZE });
  const games = recent.data?.games ?? [];
  if (games.length === 0) return null;
  return (
    <section className={css.section} aria-label={t('home.recent')}>
      <SectionHead title={t('home.recent')} />
      <GameRow label={t('home.recent')} games={games} pending={false} />
    </section>
  );
}

/** The hot-games strip: nothing while empty; "more" (to /m/hot-games) above 10 games. */
function HotStrip() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const hot = useGamePage('hot', {});
  const games = hot.data?.games ?? [];
  if (hot.isSuccess && games.length === 0) return null;
  return (
    <section className={css.section} aria-label={t('home.hot')}>
      <SectionHead
        title={t('home.hot')}
        action={
          showHotMore(hot.data?.total ?? 0)
            ? { label: t('home.more'), onPress: () => navigate('/m/hot-games') }
            : undefined
        }
      />
      <GameRow label={t('home.hot')} games={games} pending={hot.isPending} />
    </section>
  );
}

/**
 * A category: its vendors (all but "more" above 6, or the home count: 3 slot, 2 fishing, 1 live)
 * and, for slots, a carousel of its first 9 games with "see all".
 */
function CategorySection({
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
  const path = lobbyPathOf(gameType);
  const shown = vendors.slice(0, onHome ? homeVendorCount(gameType, vendors.length) : VENDOR_MORE_ABOVE);
  const more = !onHome && showVendorMore(vendors.length);
  const games = useGamePage(
    'list',
    { gameType, ...(category === 'BINGO' ? { gameClassify: 'BG' } : {}), pageSize: HOME_PAGE_SIZE },
    gameType === 'RNG',
  );
  return (
    <section className={css.section} aria-label={tc(`gameCategories.${category}`)}>
      <SectionHead
        title={tc(`gameCategories.${category}`)}
        action={{ label: more ? t('home.more') : t('home.seeAll'), onPress: () => navigate(path) }}
      />
      {shown.length > 0 ? (
        <ul className={css.vendors} aria-label={t('lobby.vendors')}>
          {shown.map((v) => (
            <li key={v.vassalage}>
              <button type="button" className={css.vendor} onClick={() => void openVendor(v)}>
                <Image src={v.mobileLargeIcon} alt="" aspectRatio="1 / 1" radius="md" fit="contain" />
                <span className={css.vendorName}>{v.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {gameType === 'RNG' ? (
        <GameRow label={tc(`gameCategories.${category}`)} games={games.data?.games ?? []} pending={games.isPending} />
      ) : null}
    </section>
  );
}

/** FAV: the member's favourites (20), with a link to more games; a visitor is asked to log in. */
function Favourites() {
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
        action={<Button onPress={() => navigate('/m/login')}>{t('home.login')}</Button>}
      />
    );
  }
  const games = favs.data?.games ?? [];
  return (
    <section className={css.section} aria-label={tc('gameCategories.FAV')}>
      {/* "See all" is hidden for favourites (spec §2 Home); "more games" below leads to the lobby. */}
      <SectionHead
        title={tc('gameCategories.FAV')}
        action={showSeeAll('fav') ? { label: t('home.seeAll'), onPress: () => navigate('/m/slot-games') } : undefined}
      />
      {favs.isPending ? (
        <GameGrid label={tc('gameCategories.FAV')} busy>
          <GameTileSkeletons count={6} />
        </GameGrid>
      ) : games.length === 0 ? (
        <EmptyState size="compact" icon={Heart} title={t('home.favEmpty')} description={t('home.favEmptyBody')} />
      ) : (
        <GameGrid label={tc('gameCategories.FAV')}>
          {games.map((g) => (
            <GameGridItem key={g.nodeId}>
              <GameTile {...tileProps(g)} />
            </GameGridItem>
          ))}
        </GameGrid>
      )}
      <Button variant="secondary" onPress={() => navigate('/m/slot-games')}>
        {t('home.moreGames')}
      </Button>
    </section>
  );
}

/** A row of game tiles that scrolls sideways; arrows above 3 games. */
function GameRow({ label, games, pending }: { label: string; games: readonly Game[]; pending: boolean }) {
  const { t } = useTranslation('games');
  const tileProps = useGameTileProps();
  const ref = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <div className={css.carousel}>
      <ul ref={ref} className={css.row} aria-label={label} aria-busy={pending || undefined}>
        {pending ? (
          <GameTileSkeletons count={3} />
        ) : (
          games.map((g) => (
            <li key={g.nodeId} className={css.rowItem}>
              <GameTile {...tileProps(g)} />
            </li>
          ))
        )}
      </ul>
      {showCarouselArrows(games.length) ? (
        <div className={css.arrows}>
          <IconButton label={t('home.previous')} size="sm" variant="soft" onPress={() => scroll(-1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton label={t('home.next')} size="sm" variant="soft" onPress={() => scroll(1)}>
            <ChevronRight />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
}
