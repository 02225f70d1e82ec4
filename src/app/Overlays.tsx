import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AddToHomeSheet } from '../../design-system/AddToHomeSheet';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { DownloadPopup } from '../../design-system/DownloadPopup';
import { SideMenu } from '../../design-system/SideMenu';
import { persistColorMode, readColorMode } from '../../themes';
import { usePromotionFlags } from '../api/activities';
import { useBanners, useSiteConfig } from '../api/queries';
import { useClaimableCount } from '../api/rewards';
import { useVip } from '../api/vip';
import { loadAllLanguageFonts, setLanguage, switcherLanguages } from '../i18n';
import { detectPlatform, isInstalled, needsOldIosTips } from '../platform';
import { sideMenuAuthPaths } from '../routes/paths';
import { dividerPositions, menuEntries } from '../rules/sideMenu';
import { promptInstall, usePwa } from '../stores/pwa';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';
import { useSignOut } from './useAuth';
import { useBrand } from './useBrand';
import { useBalanceHidden, useWallet } from './useWallet';

export interface OverlaysProps {
  onCustomerService: () => void;
}

/**
 * Everything that opens over the page: the side menu, download popup, add-to-home sheet, logout
 * confirmation. Loaded on first need, so none of it weighs on the first paint.
 */
export default function Overlays({ onCustomerService }: OverlaysProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const sessionInfo = useSession((s) => s.info);
  const ui = useUi();
  // The drawer's language switcher names each language in its own script (简体中文, ไทย, اردو…), so
  // every script's faces (declarations only: a face downloads when text uses it) load when it first
  // opens, not whenever this chunk loads.
  useEffect(() => {
    if (ui.drawerOpen) void loadAllLanguageFonts();
  }, [ui.drawerOpen]);
  const platform = detectPlatform();
  const installed = isInstalled(platform);
  const canInstall = usePwa((s) => s.installPrompt !== null);
  const [colorMode, setColorMode] = useState(readColorMode);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // The chosen language shows as selected at once, while its strings load.
  const [pendingLanguage, setPendingLanguage] = useState<string | null>(null);
  const leftBanners = useBanners('m_leftmenu', ui.drawerOpen);
  // Spec §2 side menu: the total balance in the wallet's currency, hidden when the player hides balances.
  const wallet = useWallet();
  // The reward centre's entry counts the rewards to claim (issue 20), asked while the drawer is open.
  const rewardCount = useClaimableCount(ui.drawerOpen);
  const balanceHidden = useBalanceHidden((s) => s.hidden);
  const vip = useVip(!!sessionInfo);
  // The featured promotion marketing picked: the menu's "promotion" entry opens its detail page.
  const promotionFlags = usePromotionFlags(ui.drawerOpen);
  const featuredId = promotionFlags.data?.featuredId;

  const { Logo, siteName } = useBrand();
  const downloads = config.data?.downloads ?? {};

  // Spec §4 logout: the confirmation keeps its button loading through the call, then the drawer closes.
  const signOut = useSignOut();

  const entries = config.data
    ? menuEntries({
        whitelabel: config.data.whitelabel,
        loggedIn: !!sessionInfo,
        installed,
        // Spec §2: the VIP entry shows only for a member above the lowest level.
        memberHasVip: vip.data?.hasVip === true,
        referralEnabled: config.data.features.referral === true,
        featuredPromotionId: featuredId == null ? null : String(featuredId),
        social: config.data.social,
        customerService: config.data.customerService,
      })
    : [];
  const leftBanner = leftBanners.data?.[0];

  return (
    <>
      <SideMenu
        open={ui.drawerOpen}
        onOpenChange={ui.setDrawer}
        logo={<Logo title={siteName} />}
        loggedIn={!!sessionInfo}
        member={sessionInfo ? { nickname: sessionInfo.nickname, account: sessionInfo.userName } : undefined}
        balance={
          wallet.data
            ? { symbol: wallet.data.currencySymbol, minor: wallet.data.sumBalance, digits: wallet.data.minorUnitDigits }
            : undefined
        }
        balanceLoading={wallet.isFetching}
        balanceHidden={balanceHidden}
        entries={entries.map((e) =>
          e.kind === 'action'
            ? {
                ...e,
                label: t(e.labelKey),
                onSelect: () => {
                  ui.setDrawer(false);
                  if (e.action === 'download') ui.setDownloadPopup(true);
                  else onCustomerService();
                },
              }
            : e.id === 'rewardCenter' && rewardCount > 0
              ? {
                  ...e,
                  label: t(e.labelKey),
                  badge: { count: rewardCount, label: t('menu.rewardBadge', { count: rewardCount }) },
                }
              : { ...e, label: t(e.labelKey) },
        )}
        dividersAfter={dividerPositions(entries.length)}
        languages={switcherLanguages(config.data?.languages)}
        language={pendingLanguage ?? i18n.language}
        onLanguageChange={(code) => {
          setPendingLanguage(code);
          void setLanguage(code).finally(() => setPendingLanguage(null));
        }}
        colorMode={colorMode}
        onColorModeChange={(mode) => {
          persistColorMode(mode);
          setColorMode(mode);
        }}
        banner={
          leftBanner
            ? {
                imageUrl: leftBanner.imageUrl,
                title: leftBanner.title,
                onClick: () => navigate(leftBanner.link ?? '/m/activity'),
              }
            : undefined
        }
        authPaths={sideMenuAuthPaths}
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
          // Android/Chrome: the browser's own install dialog (docs/pwa.md); iOS: the sheet's steps.
          if (canInstall) void promptInstall();
          else ui.setAddToHome(true);
        }}
      />
      <AddToHomeSheet
        open={ui.addToHomeOpen}
        onOpenChange={ui.setAddToHome}
        oldIos={needsOldIosTips(platform.iosVersion)}
        mobileConfigUrl={downloads.MOBILECONFIG}
      />
    </>
  );
}
