import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AddToHomeSheet } from '../../design-system/AddToHomeSheet';
import { BottomNav, defaultBottomNavItems } from '../../design-system/BottomNav';
import { Carousel } from '../../design-system/Carousel';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { DownloadBar } from '../../design-system/DownloadBar';
import { DownloadPopup } from '../../design-system/DownloadPopup';
import { FloatingSideBar } from '../../design-system/FloatingSideBar';
import { Footer } from '../../design-system/Footer';
import { Header, PageBar } from '../../design-system/Header';
import { NoticePopup } from '../../design-system/NoticePopup';
import { SideMenu } from '../../design-system/SideMenu';
import { Toaster } from '../../design-system/Toast';
import { SystemScreen } from '../../pages/SystemScreen';
import { applyBrandOverrides, brands, isBrandName, persistColorMode, readColorMode } from '../../themes';
import { useBanners, useSiteConfig, useSystemStatus } from '../api/queries';
import { availableLanguages, setLanguage } from '../i18n';
import { detectPlatform, isInstalled, needsOldIosTips } from '../platform';
import { HOME } from '../routes/table';
import { chromeFor } from '../rules/chrome';
import { dividerPositions, menuEntries } from '../rules/sideMenu';
import { local, STORAGE_KEYS, session } from '../storage';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';
import { AppIcon } from './AppIcon';
import { PageTransition } from './PageTransition';
import * as css from './Shell.css';
import { useCustomerService } from './useCustomerService';
import { useSwipeBack } from './useSwipeBack';

const bottomNavKey = (pathname: string) =>
  ({
    '/m/voucherCenter': 'deposit',
    '/m/inviteFriends': 'share',
    '/m/activity': 'promotion',
    '/m/member/home': 'member',
  })[pathname] ?? (chromeFor(pathname).banner ? 'home' : undefined);

export function Shell() {
  const { t, i18n } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSystemStatus();
  const config = useSiteConfig();
  const sessionInfo = useSession((s) => s.info);
  const ui = useUi();
  const platform = useMemo(detectPlatform, []);
  const installed = isInstalled(platform);
  const chrome = chromeFor(location.pathname, location.search);
  const openCustomerService = useCustomerService(config.data);
  const [colorMode, setColorMode] = useState(readColorMode);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const clearSession = useSession((s) => s.clear);
  const signOut = useCallback(() => {
    // Spec §4 logout: clear the session, set autoLogin to '0', go to /m/home.
    // The server-side session call arrives with accounts; there is no server session before it.
    clearSession();
    local.set(STORAGE_KEYS.autoLogin, '0');
    navigate(HOME);
  }, [clearSession, navigate]);
  const navItems = defaultBottomNavItems(tShell, { memberUnread: 0 });

  // Navigating closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => ui.setDrawer(false), [location.key]);

  // The server can override the brand's accent colours at runtime, with no rebuild.
  useEffect(() => {
    const cfg = config.data;
    if (!cfg) return;
    if (isBrandName(cfg.brand)) document.documentElement.setAttribute('data-brand', cfg.brand);
    applyBrandOverrides(cfg.themeOverrides ?? {});
  }, [config.data]);

  const goBack = useCallback(() => {
    if (chrome.back.kind === 'path') navigate(chrome.back.to);
    else if (location.key !== 'default') navigate(-1);
    else navigate(HOME);
  }, [chrome.back, location.key, navigate]);
  const swipe = useSwipeBack(goBack, chrome.lead !== 'logo');

  const [downloadBarHidden, setDownloadBarHidden] = useState(() => local.get(STORAGE_KEYS.hideDownloadBar) === '1');
  const downloads = config.data?.downloads ?? {};
  const hasDownload = Object.values(downloads).some(Boolean);
  const showDownloadBar = !installed && hasDownload && !downloadBarHidden;

  const [noticeOpen, setNoticeOpen] = useState(() => session.get(STORAGE_KEYS.noticeAccepted) !== '1');

  const banners = useBanners('m_home', chrome.banner);
  const leftBanners = useBanners('m_leftmenu', ui.drawerOpen);

  const brand = config.data && isBrandName(config.data.brand) ? config.data.brand : 'aurum';
  const Logo = brands[brand].Logo;
  const siteName = config.data?.siteName ?? t('appName');

  const entries = config.data
    ? menuEntries({
        whitelabel: config.data.whitelabel,
        loggedIn: !!sessionInfo,
        installed,
        memberHasVip: false,
        referralEnabled: config.data.features.referral === true,
        social: config.data.social,
        customerService: config.data.customerService,
      })
    : [];

  const statusCode = status.data?.status ?? 0;
  if (statusCode !== 0) {
    return (
      <SystemScreen
        kind={statusCode === 1 ? 'maintenance' : 'region'}
        logo={<Logo title={siteName} />}
        location={status.data?.location}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
        onCustomerService={openCustomerService}
      />
    );
  }

  const title = t(chrome.titleKey);
  return (
    <div className={css.column}>
      {showDownloadBar && (
        <DownloadBar
          icon={<AppIcon />}
          appName={siteName}
          pitch={t('download.pitch')}
          onDownload={() => ui.setDownloadPopup(true)}
          onClose={() => {
            local.set(STORAGE_KEYS.hideDownloadBar, '1');
            setDownloadBarHidden(true);
          }}
        />
      )}
      {chrome.header ? (
        <Header
          lead={chrome.lead}
          logo={<Logo title={siteName} />}
          title={title}
          onBack={goBack}
          loggedIn={!!sessionInfo}
          onLogin={() => navigate('/m/login')}
          onRegister={() => navigate('/m/register')}
          onDeposit={() => navigate('/m/voucherCenter')}
          onInbox={() => navigate('/m/message')}
          inboxUnread={0}
          onMenu={() => ui.setDrawer(true)}
        />
      ) : (
        <PageBar title={title} onBack={goBack} onMenu={() => ui.setDrawer(true)} />
      )}
      <main className={`${css.main} ${chrome.footer ? css.withBottomNav : ''}`} {...swipe.handlers}>
        <PageTransition pageKey={location.pathname} skip={swipe.swiped}>
          {chrome.banner && banners.data && banners.data.length > 0 && (
            <div className={css.banner}>
              <Carousel
                label={t('home.banners')}
                slides={banners.data.map((b) => ({ id: String(b.id), imageUrl: b.imageUrl, alt: b.title }))}
                onSlideClick={(i) => {
                  const link = banners.data[i]?.link;
                  if (link) link.startsWith('/') ? navigate(link) : window.open(link, '_blank', 'noopener');
                }}
              />
            </div>
          )}
          <Outlet />
          {chrome.footer && (
            <Footer
              siteName={siteName}
              ageLimit={config.data?.ageLimit === 21 ? 21 : 18}
              social={config.data?.social ?? {}}
              onCustomerService={openCustomerService}
              onNavigate={navigate}
            />
          )}
        </PageTransition>
      </main>
      {chrome.footer && (
        <BottomNav items={navItems} activeKey={bottomNavKey(location.pathname)} onNavigate={navigate} />
      )}
      {chrome.footer && (
        <FloatingSideBar
          showDownload={!installed && hasDownload}
          onDownload={() => ui.setDownloadPopup(true)}
          onInvite={() => navigate('/m/inviteFriends')}
          onSignIn={() => navigate('/m/activity/signIn')}
        />
      )}
      <SideMenu
        open={ui.drawerOpen}
        onOpenChange={ui.setDrawer}
        logo={<Logo title={siteName} />}
        loggedIn={!!sessionInfo}
        member={sessionInfo ? { account: sessionInfo.userName } : undefined}
        entries={entries.map((e) =>
          e.kind === 'action'
            ? {
                ...e,
                label: t(e.labelKey),
                onSelect: e.action === 'download' ? () => ui.setDownloadPopup(true) : openCustomerService,
              }
            : { ...e, label: t(e.labelKey) },
        )}
        dividersAfter={dividerPositions(entries.length)}
        languages={[...availableLanguages]}
        language={i18n.language}
        onLanguageChange={(code) => void setLanguage(code)}
        banner={
          leftBanners.data?.[0]
            ? {
                imageUrl: leftBanners.data[0].imageUrl,
                title: leftBanners.data[0].title,
                onClick: () => navigate('/m/activity'),
              }
            : undefined
        }
        colorMode={colorMode}
        onColorModeChange={(mode) => {
          persistColorMode(mode);
          setColorMode(mode);
        }}
        onNavigate={navigate}
        onExternalOpen={(href) => window.open(href, '_blank', 'noopener')}
        onSignOut={() => setLogoutOpen(true)}
      />
      <ConfirmDialog
        open={logoutOpen}
        onOpenChange={setLogoutOpen}
        title={t('logout.title')}
        message={t('logout.confirm')}
        confirmLabel={t('logout.submit')}
        tone="critical"
        onConfirm={signOut}
      />
      <DownloadPopup
        open={ui.downloadPopupOpen && !installed}
        onOpenChange={ui.setDownloadPopup}
        androidUrl={downloads.Android}
        iosUrl={downloads.IOS}
        mobileConfigUrl={downloads.MOBILECONFIG}
        platform={platform}
        onAddToHome={() => {
          ui.setDownloadPopup(false);
          ui.setAddToHome(true);
        }}
      />
      <AddToHomeSheet
        open={ui.addToHomeOpen}
        onOpenChange={ui.setAddToHome}
        oldIos={needsOldIosTips(platform.iosVersion)}
        mobileConfigUrl={downloads.MOBILECONFIG}
      />
      {config.data && (
        <NoticePopup
          open={noticeOpen}
          title={t('notice.title')}
          paragraphs={config.data.notice.paragraphs}
          onAgree={() => {
            session.set(STORAGE_KEYS.noticeAccepted, '1');
            setNoticeOpen(false);
          }}
        />
      )}
      <Toaster />
    </div>
  );
}
