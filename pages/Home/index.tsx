import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { ErrorState } from '../../design-system/ErrorState';
import { Inline, Stack } from '../../design-system/Layout';
import { Marquee } from '../../design-system/Marquee';
import { SideNav } from '../../design-system/SideNav';
import { NOTICE_TYPES_QUERY } from '../../src/api/contract/announcements.constants';
import type { GameCategory, Vendor } from '../../src/api/contract/games';
import { useAnnouncements, useVendors, useWinners } from '../../src/api/games';
import { preloadable } from '../../src/app/preloadable';
import { memberInfoKey } from '../../src/app/useAuth';
import { useBrand } from '../../src/app/useBrand';
import { useLaunch } from '../../src/app/useLaunch';
import { useWallet } from '../../src/app/useWallet';
import { homeSections, sideMenu } from '../../src/rules/lobby';
import { greeting } from '../../src/rules/memberName';
import { useSessionInfo } from '../../src/stores/session';
import { ContractCheck } from './ContractCheck';
import * as css from './Home.css';
import { CategorySection, CategorySkeleton, Favourites, HotStrip, RecentStrip } from './HomeSections';

/**
 * Below the first view, and with its tabs (Radix) about 10 KB gzip: loaded apart from the page. The
 * server renders it (`preloadParts`); the browser hydrates the page around it and loads it next.
 */
const WinnerBoard = preloadable(() => import('../../design-system/WinnerBoard').then((m) => m.WinnerBoard));
/** Members only, once their wallet has answered. */
const WalletBalanceCard = preloadable(() => import('../../src/app/WalletBalanceCard').then((m) => m.WalletBalanceCard));

/** Loads what home renders lazily, so a server render holds it rather than a fallback. */
export const preloadParts = () => WinnerBoard.preload();

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
  // The notice screen's types in its order, so the marquee's index opens the item tapped (spec §2).
  const notices = useAnnouncements(NOTICE_TYPES_QUERY);
  const { launch } = useLaunch();
  const [menu, setMenu] = useState('HOME');

  // The member is refreshed on load (spec §2 Home).
  const signedIn = !!member;
  useEffect(() => {
    if (signedIn) void queryClient.invalidateQueries({ queryKey: memberInfoKey });
  }, [signedIn, queryClient]);

  const categories = useMemo(() => (vendors.data?.sorting ?? []).map((s) => s.gameCategory), [vendors.data]);
  const menuItems = sideMenu(categories).map((key) => ({ key, label: t(`gameCategories.${key}`) }));
  const greet = member ? greeting(member) : null;

  return (
    <Stack padding="md">
      {member ? <ContractCheck /> : null}
      {greet ? (
        <Stack as="section" gap="sm" aria-labelledby="home-welcome">
          <h1 id="home-welcome" className={css.welcomeTitle}>
            {t(greet.key, { name: greet.name })}
          </h1>
          <HomeWallet />
        </Stack>
      ) : (
        <Stack as="section" gap="md" className={css.welcome} aria-labelledby="home-welcome">
          <h1 id="home-welcome" className={css.welcomeTitle}>
            {t('home.welcome', { site: siteName })}
          </h1>
          <p className={css.welcomeText}>{t('home.pitch')}</p>
          <Inline wrap={false}>
            {/* Links, so a tap before the scripts hydrate navigates natively (issue 17). */}
            <ButtonLink fullWidth href="/m/register" onPress={() => navigate('/m/register')}>
              {t('shellActions.register')}
            </ButtonLink>
            <ButtonLink fullWidth variant="secondary" href="/m/login" onPress={() => navigate('/m/login')}>
              {t('shellActions.login')}
            </ButtonLink>
          </Inline>
        </Stack>
      )}

      <Marquee
        items={(notices.data?.list ?? []).map((n) => ({ id: String(n.id), text: n.title }))}
        onSelect={(index) => navigate(`/m/notice?index=${index}`)}
        emptyText={t('home.noAnnouncements')}
        loading={notices.isPending}
        errorText={notices.isError ? t('home.announcementsFailed') : undefined}
        onRetry={() => void notices.refetch()}
      />

      <div className={css.games}>
        <SideNav label={tg('home.menu')} items={menuItems} current={menu} onSelect={setMenu} />
        <Stack minWidth={0}>
          {menu === 'HOME' ? (
            <>
              {member ? <RecentStrip /> : null}
              <HotStrip />
              {/* Until the catalogue's first answer, a placeholder section: no empty text, no jump. */}
              {vendors.isPending ? <CategorySkeleton /> : null}
              {vendors.isError && !vendors.data ? (
                <ErrorState compact onRetry={() => void vendors.refetch()} retrying={vendors.isFetching} />
              ) : null}
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
        </Stack>
      </div>

      <Suspense fallback={null}>
        <WinnerBoard
          biggest={winners.data?.biggest ?? []}
          jackpot={winners.data?.jackpot ?? []}
          loading={winners.isPending}
          error={
            winners.isError && !winners.data ? (
              <ErrorState compact onRetry={() => void winners.refetch()} retrying={winners.isFetching} />
            ) : undefined
          }
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
      </Suspense>
    </Stack>
  );
}

/** The category's vendors, in the sorting's order. */
function vendorsOf(data: ReturnType<typeof useVendors>['data'], category: string): Vendor[] {
  const names = data?.sorting.find((s) => s.gameCategory === category)?.vendorNames.map((v) => v.vendorName) ?? [];
  const all = Object.values(data?.mapping ?? {}).flat();
  return names.flatMap((n) => all.find((v) => v.vassalage === n) ?? []);
}

/** The balance card with the ways to move money; a placeholder of its size while the wallet loads. */
function HomeWallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallet = useWallet();
  const placeholder = <div className={css.walletPlaceholder} aria-hidden />;
  if (!wallet.data) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <WalletBalanceCard
        actions={
          <Inline wrap={false}>
            <Button size="sm" fullWidth onPress={() => navigate('/m/voucherCenter')}>
              {t('menu.deposit')}
            </Button>
            <Button size="sm" fullWidth variant="secondary" onPress={() => navigate('/m/withdraw')}>
              {t('menu.withdraw')}
            </Button>
          </Inline>
        }
      />
    </Suspense>
  );
}
