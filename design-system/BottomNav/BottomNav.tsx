import type { TFunction } from 'i18next';
import { Gift, House, Share2, UserRound, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { type Navigate, navigateOnClick } from '../Header/navigate';
import * as css from './BottomNav.css';

export interface BottomNavItem {
  key: string;
  /** Visible label, already translated. */
  label: string;
  /** A lucide-react icon, e.g. `<House />`. Decorative. */
  icon: ReactNode;
  /** The route; rendered as a real href. */
  to: string;
  /** Unread count on the icon, capped at 99+. */
  badge?: number;
}

/** Where the five tabs go; the app passes them from its route table. */
export interface BottomNavPaths {
  home: string;
  deposit: string;
  share: string;
  promotion: string;
  member: string;
}

/** The spec's five tabs: Home, Deposit, Share (referral), Promotion, Member centre (with its unread badge). */
export function defaultBottomNavItems(
  t: TFunction<'shell'> | ((key: string) => string),
  paths: BottomNavPaths,
  opts: { memberUnread?: number } = {},
): BottomNavItem[] {
  const tr = t as (key: string) => string;
  return [
    { key: 'home', label: tr('nav.home'), icon: <House />, to: paths.home },
    { key: 'deposit', label: tr('nav.deposit'), icon: <Wallet />, to: paths.deposit },
    { key: 'share', label: tr('nav.share'), icon: <Share2 />, to: paths.share },
    { key: 'promotion', label: tr('nav.promotion'), icon: <Gift />, to: paths.promotion },
    { key: 'member', label: tr('nav.member'), icon: <UserRound />, to: paths.member, badge: opts.memberUnread },
  ];
}

export interface BottomNavProps {
  items: BottomNavItem[];
  /** The key of the current section; its link gets aria-current="page". */
  activeKey?: string;
  onNavigate: Navigate;
  /**
   * A narrow slot at the inline-end edge, after the tabs (the floating quick actions' tab): the tabs
   * share what is left, so what sits there covers nothing.
   */
  trailing?: ReactNode;
}

/** The bottom tab bar, fixed to the bottom of the 480 px column above the home-indicator safe area. */
export function BottomNav({ items, activeKey, onNavigate, trailing }: BottomNavProps) {
  const { t } = useTranslation('shell');
  return (
    <nav className={css.nav} aria-label={t('nav.label')}>
      <ul className={css.list}>
        {items.map((item) => (
          <li key={item.key} className={css.item}>
            <a
              href={item.to}
              className={css.link}
              aria-current={item.key === activeKey ? 'page' : undefined}
              onClick={navigateOnClick(onNavigate, item.to)}
            >
              <span className={css.iconWrap} aria-hidden="true">
                {item.icon}
              </span>
              <span className={css.label}>{item.label}</span>
              {item.badge ? <Badge count={item.badge} className={css.badge} /> : null}
            </a>
          </li>
        ))}
      </ul>
      {trailing ? <div className={css.trailing}>{trailing}</div> : null}
    </nav>
  );
}
