import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgePercent,
  Blocks,
  CalendarCheck,
  CalendarClock,
  ChartNoAxesCombined,
  CloudRain,
  CreditCard,
  Crown,
  FileSpreadsheet,
  Flame,
  Gift,
  Globe,
  Handshake,
  HeartHandshake,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  type LucideIcon,
  Mail,
  Megaphone,
  Menu,
  MessageSquareText,
  MessagesSquare,
  Network,
  Percent,
  ScrollText,
  SlidersHorizontal,
  Ticket,
  UserCog,
  Users,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { Drawer, DrawerClose } from '../../design-system/Drawer';
import { IconButton } from '../../design-system/IconButton';
import { toast } from '../../design-system/Toast';
import { brands, defaultBrand, isBrandName } from '../../themes';
import type { StaffSession } from '../api/contract/accounts';
import * as css from './AdminShell.css';
import { staffApi } from './api';
import { ADMIN_NS } from './i18n';
import { LedgerAlarm } from './LedgerAlarm';
import { Preferences } from './Preferences';
import { ADMIN_HOME, type AdminIcon, type AdminRoute, navigationFor, navigationGroups } from './routes';
import { STAFF_SESSION_KEY, sessionMarks } from './session';

const icons: Record<AdminIcon, LucideIcon> = {
  home: LayoutDashboard,
  dashboard: ChartNoAxesCombined,
  reports: FileSpreadsheet,
  deposits: ArrowDownToLine,
  withdrawals: ArrowUpFromLine,
  members: Users,
  adjustments: SlidersHorizontal,
  channels: CreditCard,
  audit: ScrollText,
  jobs: CalendarClock,
  staff: UserCog,
  brands: Globe,
  hot: Flame,
  announcements: Megaphone,
  help: LifeBuoy,
  chat: MessagesSquare,
  messages: Mail,
  feedback: MessageSquareText,
  protection: HeartHandshake,
  vip: Crown,
  signin: CalendarCheck,
  bonus: BadgePercent,
  promotions: Gift,
  redRain: CloudRain,
  agentRebates: Percent,
  agents: Network,
  agentContracts: Handshake,
  lottery: Ticket,
  vendors: Blocks,
  site: Wrench,
};

/** The brand the server put on <html data-brand> for this site. */
function pageBrand() {
  const brand = document.documentElement.dataset.brand;
  return isBrandName(brand) ? brand : defaultBrand;
}

/**
 * The signed-in frame of the back office: a top bar (brand, who is signed in and in which role,
 * sign-out behind a confirmation), the navigation of the role's sections (a sidebar on a wide
 * screen, a drawer behind the menu button on a phone), and the page.
 */
export function AdminShell({ staff }: { staff: StaffSession }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const brand = brands[pageBrand()];
  const sections = navigationFor(staff.role);
  const roleName = t(`roles.${staff.role}`);

  const signOut = async () => {
    await staffApi.signOut();
    sessionMarks.signedOut();
    // The shell gives way to the log-in page, which says the person signed out.
    queryClient.setQueryData(STAFF_SESSION_KEY, null);
  };

  return (
    <div className={css.frame}>
      <header className={css.topBar}>
        <div className={css.narrowOnly}>
          <IconButton label={t('shell.menu')} aria-expanded={menuOpen} onPress={() => setMenuOpen(true)}>
            <Menu />
          </IconButton>
        </div>
        <Link className={css.brand} to={ADMIN_HOME}>
          <span className={css.logo}>
            <brand.Logo title={brand.label} />
          </span>
          <span className={css.product}>{t('appTitle')}</span>
        </Link>
        <div className={css.who}>
          <span className={css.visuallyHidden}>{t('shell.signedInAs')} </span>
          <span className={css.username} data-testid="staff-username">
            {staff.username}
          </span>
          <span className={css.role}>{roleName}</span>
        </div>
        <div className={css.narrowOnly}>
          <IconButton label={t('shell.signOut')} onPress={() => setSignOutOpen(true)}>
            <LogOut />
          </IconButton>
        </div>
        <div className={css.wideOnly}>
          <Button variant="secondary" size="sm" icon={<LogOut />} onPress={() => setSignOutOpen(true)}>
            {t('shell.signOut')}
          </Button>
        </div>
      </header>

      <div className={css.body}>
        <aside className={css.sidebar}>
          <Navigation sections={sections} />
          <section className={css.sidebarFooter} aria-label={t('shell.preferences')}>
            <Preferences />
          </section>
        </aside>
        <main className={css.main} id="main">
          <LedgerAlarm role={staff.role} />
          <Outlet />
        </main>
      </div>

      <Drawer
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={t('appTitle')}
        footer={
          <section aria-label={t('shell.preferences')}>
            <Preferences />
          </section>
        }
      >
        <Navigation sections={sections} inDrawer />
      </Drawer>

      <ConfirmDialog
        open={signOutOpen}
        onOpenChange={setSignOutOpen}
        title={t('shell.signOutTitle')}
        message={t('shell.signOutMessage')}
        confirmLabel={t('shell.signOut')}
        tone="critical"
        onConfirm={signOut}
        onError={() => toast.error(t('shell.signOutFailed'), { id: 'admin-sign-out' })}
      />
    </div>
  );
}

/**
 * The role's sections under their group headings: links to the built ones, and the announced ones
 * disabled with their hint. Each group is a list labelled by its heading.
 */
function Navigation({ sections, inDrawer = false }: { sections: readonly AdminRoute[]; inDrawer?: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const idOf = (key: string) => `nav-${key}${inDrawer ? '-drawer' : ''}`;
  return (
    <nav aria-label={t('nav.label')} className={css.nav}>
      {navigationGroups(sections).map(({ group, sections: inGroup }) => (
        <div key={group} className={css.navGroup}>
          <h2 className={css.navGroupHeading} id={idOf(`group-${group}`)}>
            {t(`navGroup.${group}`)}
          </h2>
          <ul className={css.navList} aria-labelledby={idOf(`group-${group}`)}>
            {inGroup.map((route) => {
              const Icon = icons[route.icon];
              if (!route.load) {
                const hintId = idOf(`hint-${route.icon}`);
                return (
                  <li key={route.path}>
                    <span className={css.navItemDisabled} aria-disabled="true" aria-describedby={hintId}>
                      <Icon className={css.navIcon} aria-hidden="true" />
                      <span className={css.navText}>
                        <span>{t(route.titleKey)}</span>
                        <span className={css.navHint} id={hintId}>
                          {route.pendingKey ? t(route.pendingKey) : null}
                        </span>
                      </span>
                    </span>
                  </li>
                );
              }
              const link = (
                <NavLink to={route.path} end={route.path === ADMIN_HOME} className={css.navItem}>
                  <Icon className={css.navIcon} aria-hidden="true" />
                  <span className={css.navText}>{t(route.titleKey)}</span>
                </NavLink>
              );
              return <li key={route.path}>{inDrawer ? <DrawerClose asChild>{link}</DrawerClose> : link}</li>;
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
