import { type ComponentProps, lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { BottomNav, defaultBottomNavItems } from '../../design-system/BottomNav';
import { Carousel } from '../../design-system/Carousel';
import { DownloadBar } from '../../design-system/DownloadBar';
import { Header, PageBar } from '../../design-system/Header';
import { Skeleton } from '../../design-system/Skeleton';
import { Toaster, toast } from '../../design-system/Toast';
import { SystemScreen } from '../../pages/SystemScreen';
import { applyBrandOverrides, brandLookStyle, isBrandName } from '../../themes';
import { useHelpTopics } from '../api/help';
import { useBanners, useSiteConfig, useSystemStatus } from '../api/queries';
import { useUnreadCounts } from '../api/unread';
import { bottomNavPaths, floatingPaths, footerPaths } from '../routes/paths';
import { HOME } from '../routes/table';
import { chromeFor } from '../rules/chrome';
import { canUseMemberFeatures } from '../rules/customerType';
import { useBirthdayQuestion } from '../social/birthdayQuestion';
import { local, STORAGE_KEYS } from '../storage';
import { promptInstall, usePwa } from '../stores/pwa';
import { useSessionInfo } from '../stores/session';
import { useUi } from '../stores/ui';
import { AppIcon } from './AppIcon';
import { useAgeGate } from './ageGate';
import { PageTransition } from './PageTransition';
import { preloadable } from './preloadable';
import { SessionNotice } from './SessionNotice';
import * as css from './Shell.css';
import { hasDownloads, useBrand } from './useBrand';
import { useClientValue, useHydrated } from './useClientValue';
import { useCustomerService } from './useCustomerService';
import { useFooterCatalogue } from './useFooterCatalogue';
import { useFreePlay } from './useFreePlay';
import { useInstalled } from './useInstalled';
import { useLive } from './useLive';
import { useSwipeBack } from './useSwipeBack';
import { useBalanceHidden, useWallet } from './useWallet';
// The lazy footer and floating bar keep their styles in the main stylesheet, so server-rendered
// HTML for them is styled before their scripts arrive.
import '../../design-system/Footer/Footer.css';
import '../../design-system/FloatingSideBar/FloatingSideBar.css';

const Overlays = lazy(() => import('./Overlays'));
const AgeGateDialog = lazy(() => import('./AgeGateDialog'));
const SocialBirthdayDialog = lazy(() => import('../social/SocialBirthdayDialog'));
// The reality check and session limit (issue 19): only for a signed-in real account, over every page.
const RealityCheck = lazy(() => import('./RealityCheck'));
// "A new version is ready — Reload" (docs/pwa.md): loaded only when a new service worker waits.
const UpdatePromptHost = lazy(() => import('./UpdatePromptHost'));
// Below the fold or floating: neither is needed for the first paint in the browser.
const Footer = preloadable(() => import('../../design-system/Footer').then((m) => m.Footer));
const FloatingSideBar = preloadable(() => import('../../design-system/FloatingSideBar').then((m) => m.FloatingSideBar));

/** Loads the shell's lazy parts, so a server render holds them instead of their fallbacks. */
export const preloadShell = () => Promise.all([Footer.preload(), FloatingSideBar.preload()]).then(() => undefined);

const BOTTOM_NAV_KEYS: Record<string, string> = {
  [bottomNavPaths.deposit]: 'deposit',
  [bottomNavPaths.share]: 'share',
  [bottomNavPaths.promotion]: 'promotion',
  [bottomNavPaths.member]: 'member',
};

export function Shell() {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSystemStatus();
  const config = useSiteConfig();
  const sessionInfo = useSessionInfo();
  // Only the flags the shell draws from: the store also holds `pageReady`, which flips right after
  // hydration and must not re-render the whole shell.
  const ui = useUi(
    useShallow((s) => ({
      drawerOpen: s.drawerOpen,
      downloadPopupOpen: s.downloadPopupOpen,
      addToHomeOpen: s.addToHomeOpen,
      signingOut: s.signingOut,
      setDrawer: s.setDrawer,
      setDownloadPopup: s.setDownloadPopup,
      setSigningOut: s.setSigningOut,
    })),
  );
  const installed = useInstalled();
  const chrome = useMemo(() => chromeFor(location.pathname, location.search), [location.pathname, location.search]);
  const openCustomerService = useCustomerService(config.data);
  const unread = useUnreadCounts();

  // Navigating closes the drawer, and ends a sign-out's wait for home.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    ui.setDrawer(false);
    if (ui.signingOut) ui.setSigningOut(false);
  }, [location.key]);

  // The server can override the brand's accent colours at runtime, with no rebuild.
  useEffect(() => {
    const cfg = config.data;
    if (!cfg) return;
    if (isBrandName(cfg.brand)) document.documentElement.setAttribute('data-brand', cfg.brand);
    applyBrandOverrides(cfg.themeOverrides ?? {}, document.documentElement, cfg.look ?? {});
  }, [config.data]);
  // The same look on the column, so the server-rendered HTML is in the brand's look from the first paint.
  const lookStyle = useMemo(
    () => brandLookStyle(config.data?.themeOverrides, config.data?.look),
    [config.data?.themeOverrides, config.data?.look],
  );

  const goBack = useCallback(() => {
    if (chrome.back.kind === 'path') navigate(chrome.back.to);
    else if (location.key !== 'default') navigate(-1);
    else navigate(HOME);
  }, [chrome.back, location.key, navigate]);
  const swipe = useSwipeBack(goBack, chrome.lead !== 'logo');

  const [downloadBarClosed, setDownloadBarClosed] = useState(false);
  const downloadBarHidden =
    useClientValue(() => local.get(STORAGE_KEYS.hideDownloadBar) === '1', false) || downloadBarClosed;
  const hasDownload = hasDownloads(config.data);
  // Android/Chrome's captured install prompt (docs/pwa.md): with no Android app to download, the
  // bar installs the site at once; otherwise the popup lists both.
  const canInstall = usePwa((s) => s.installPrompt !== null);
  const updateReady = usePwa((s) => s.updateReady);
  const onDownload = () => {
    if (canInstall && !config.data?.downloads.Android) void promptInstall();
    else ui.setDownloadPopup(true);
  };

  // Overlays load on first need and then stay mounted, so their closing animations can run.
  const wantOverlays = ui.drawerOpen || ui.downloadPopupOpen || ui.addToHomeOpen;
  const [overlaysMounted, setOverlaysMounted] = useState(false);
  const agePending = useAgeGate((s) => s.pending !== null);
  const birthdayPending = useBirthdayQuestion((s) => s.pending !== null);
  useEffect(() => {
    if (wantOverlays) startTransition(() => setOverlaysMounted(true));
  }, [wantOverlays]);

  const banners = useBanners('m_home', chrome.banner);

  const { Logo, siteName } = useBrand();
  const freePlay = useFreePlay();
  const wallet = useWallet();
  // Balances, badges and withdrawal statuses refresh by themselves while signed in (ADR 0014).
  useLive();
  const balanceHidden = useBalanceHidden((s) => s.hidden);
  // Until the wallet answers, the site's currency holds the place (masked), so nothing shifts.
  const currency = wallet.data
    ? { symbol: wallet.data.currencySymbol, digits: wallet.data.minorUnitDigits }
    : config.data && { symbol: config.data.currency.symbol, digits: config.data.currency.minorUnitDigits };
  const balance =
    currency && !(wallet.isError && !wallet.data) ? { ...currency, minor: wallet.data?.sumBalance ?? 0 } : undefined;

  const statusCode = status.data?.status ?? 0;
  if (statusCode !== 0) {
    return (
      <SystemScreen
        kind={statusCode === 1 ? 'maintenance' : 'region'}
        logo={<Logo title={siteName} />}
        location={status.data?.location}
        message={status.data?.maintenanceMessage}
        until={status.data?.maintenanceUntil}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
        onCustomerService={openCustomerService}
      />
    );
  }

  const realityCheck =
    sessionInfo && canUseMemberFeatures(sessionInfo.type) ? (
      <Suspense fallback={null}>
        <RealityCheck />
      </Suspense>
    ) : null;

  if (chrome.immersive) {
    return (
      <div className={css.column} style={lookStyle}>
        <Outlet />
        {realityCheck}
        <Toaster />
      </div>
    );
  }

  const title = t(chrome.titleKey);
  const openMenu = () => ui.setDrawer(true);
  return (
    <div className={css.column} style={lookStyle}>
      {!installed && hasDownload && !downloadBarHidden && (
        <DownloadBar
          icon={<AppIcon />}
          appName={siteName}
          pitch={t('download.pitch')}
          onDownload={onDownload}
          onClose={() => {
            local.set(STORAGE_KEYS.hideDownloadBar, '1');
            setDownloadBarClosed(true);
          }}
        />
      )}
      {chrome.header ? (
        <Header
          lead={chrome.lead}
          logo={<Logo title={siteName} />}
          logoMark={<Logo title={siteName} variant="mark" />}
          title={title}
          onBack={goBack}
          loggedIn={!!sessionInfo}
          onFreePlay={() => void freePlay.start()}
          freePlayPending={freePlay.pending}
          balance={balance}
          balanceLoading={wallet.isFetching || !wallet.data}
          balanceHidden={balanceHidden}
          onLogin={() => navigate('/m/login')}
          onRegister={() => navigate('/m/register')}
          loginHref="/m/login"
          registerHref="/m/register"
          onDeposit={() => navigate('/m/voucherCenter')}
          onInbox={() => {
            // Spec §6: a trial account is refused the inbox with the offline toast `free_reject`.
            if (sessionInfo && !canUseMemberFeatures(sessionInfo.type)) toast.info(t('errors.auth.trial_refused'));
            else navigate('/m/message');
          }}
          inboxUnread={unread.total}
          onMenu={openMenu}
          menuOpen={ui.drawerOpen}
        />
      ) : (
        <PageBar title={title} onBack={goBack} onMenu={openMenu} menuOpen={ui.drawerOpen} />
      )}
      {/* The page, then the site footer as its own landmark (contentinfo), outside <main>. */}
      <div className={`${css.body} ${chrome.footer ? css.withBottomNav : ''}`}>
        <main className={css.main} {...swipe.handlers}>
          <PageTransition pageKey={location.pathname} skip={swipe.swiped}>
            {chrome.banner && !banners.data && banners.isPending && (
              <div className={css.banner}>
                <Skeleton shape="rect" aspectRatio="5 / 2" />
              </div>
            )}
            {chrome.banner && banners.data && banners.data.length > 0 && (
              <div className={css.banner}>
                <Carousel
                  label={t('home.banners')}
                  slides={banners.data.map((b) => ({
                    id: String(b.id),
                    imageUrl: b.imageUrl,
                    alt: b.title,
                    // A link, so a tap before hydration still leads there (issue 17): a path on this
                    // site or an http(s) address, nothing else.
                    href: b.link && /^(\/(?!\/)|https?:)/i.test(b.link) ? b.link : undefined,
                  }))}
                  onSlideClick={(i) => {
                    const link = banners.data[i]?.link;
                    if (!link) return;
                    if (link.startsWith('/')) navigate(link);
                    else window.open(link, '_blank', 'noopener');
                  }}
                />
              </div>
            )}
            <Outlet />
          </PageTransition>
        </main>
        {chrome.footer && (
          <Suspense fallback={null}>
            <CatalogueFooter
              siteName={siteName}
              ageLimit={config.data?.ageLimit === 21 ? 21 : 18}
              social={config.data?.social ?? {}}
              paymentMethods={config.data?.paymentMethods}
              onCustomerService={openCustomerService}
              paths={footerPaths}
              onNavigate={navigate}
            />
          </Suspense>
        )}
      </div>
      {chrome.footer && (
        <BottomNav
          items={defaultBottomNavItems(tShell, bottomNavPaths, { memberUnread: unread.total })}
          activeKey={BOTTOM_NAV_KEYS[location.pathname] ?? (chrome.banner ? 'home' : undefined)}
          onNavigate={navigate}
          // The quick actions fold into a tab in the bar's own slot, so they never cover the page.
          trailing={
            chrome.floating && (
              <Suspense fallback={null}>
                <FloatingSideBar
                  showDownload={!installed && hasDownload}
                  onDownload={() => ui.setDownloadPopup(true)}
                  onInvite={() => navigate(floatingPaths.invite)}
                  onSignIn={() => navigate(floatingPaths.signIn)}
                />
              </Suspense>
            )
          }
        />
      )}
      {overlaysMounted && (
        <Suspense fallback={null}>
          <Overlays onCustomerService={openCustomerService} />
        </Suspense>
      )}
      {config.data && <SessionNotice paragraphs={config.data.notice.paragraphs} />}
      {/* Never in a game window (the immersive branch above has none): it waits until the player leaves. */}
      {updateReady && (
        <Suspense fallback={null}>
          <UpdatePromptHost />
        </Suspense>
      )}
      {agePending && (
        <Suspense fallback={null}>
          <AgeGateDialog />
        </Suspense>
      )}
      {birthdayPending && (
        <Suspense fallback={null}>
          <SocialBirthdayDialog />
        </Suspense>
      )}
      {realityCheck}
      <Toaster />
    </div>
  );
}

/**
 * The footer, with the catalogue's categories and vendor logos once the page has hydrated: the
 * catalogue query is shared with the page, and an answer that reached a part of the page still
 * hydrating would make it differ from the server's HTML. Until then, the footer as the server drew it.
 */
function CatalogueFooter(props: FooterProps) {
  const hydrated = useHydrated();
  const pageReady = useUi((s) => s.pageReady);
  // Until then the catalogue's sections hold their place with placeholders (the server's HTML too).
  return hydrated && pageReady ? <LiveFooter {...props} /> : <Footer {...props} loading={ALL_LOADING} />;
}

const ALL_LOADING = { categories: true, help: true, vendors: true } as const;

type FooterProps = Omit<ComponentProps<typeof Footer>, 'categories' | 'vendors' | 'helpTitles' | 'loading'>;

function LiveFooter(props: FooterProps) {
  const catalogue = useFooterCatalogue();
  const help = useHelpTopics();
  const helpTitles = useMemo(() => help.data?.map((topic) => topic.title), [help.data]);
  const loading = useMemo(
    () => ({ categories: catalogue.loading, vendors: catalogue.loading, help: help.isPending }),
    [catalogue.loading, help.isPending],
  );
  return (
    <Footer
      {...props}
      categories={catalogue.categories}
      vendors={catalogue.vendors}
      helpTitles={helpTitles}
      loading={loading}
    />
  );
}
