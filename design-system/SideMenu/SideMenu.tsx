import {
  Banknote,
  CircleUserRound,
  Crown,
  ExternalLink,
  Gamepad2,
  Gift,
  Headset,
  HeartHandshake,
  LogOut,
  MessageSquareWarning,
  Moon,
  ReceiptText,
  Send,
  Smartphone,
  Sun,
  TicketPercent,
  Trophy,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import type { Balance } from '../Header/Header';
import { type Navigate, navigateOnClick } from '../Header/navigate';
import { Money } from '../Money';
import * as css from './SideMenu.css';
import { memberDisplayName, splitAtDividers } from './SideMenu.rules';

export const sideMenuIcons = [
  'deposit',
  'withdraw',
  'record',
  'reward',
  'service',
  'app',
  'vip',
  'referral',
  'promotions',
  'promotion',
  'game',
  'feedback',
  'responsible',
  'social',
] as const;
export type SideMenuIcon = (typeof sideMenuIcons)[number];

const icons: Record<SideMenuIcon, ReactNode> = {
  deposit: <Wallet />,
  withdraw: <Banknote />,
  record: <ReceiptText />,
  reward: <Trophy />,
  service: <Headset />,
  app: <Smartphone />,
  vip: <Crown />,
  referral: <UserPlus />,
  promotions: <Gift />,
  promotion: <TicketPercent />,
  game: <Gamepad2 />,
  feedback: <MessageSquareWarning />,
  responsible: <HeartHandshake />,
  social: <Send />,
};

interface EntryBase {
  id: string;
  /** Already translated. */
  label: string;
  icon: SideMenuIcon;
  /** A count after the label (the reward centre's claimable rewards), capped at 99+, with its words. */
  badge?: { count: number; label: string };
}

/** A menu entry, already filtered by the app (white-label flags, login state, installed app). */
export type SideMenuEntry =
  | (EntryBase & { kind: 'link'; to: string })
  | (EntryBase & { kind: 'external'; href: string })
  | (EntryBase & { kind: 'action'; onSelect: () => void });

/** The visitor's three links under the member card. */
export interface SideMenuAuthPaths {
  login: string;
  register: string;
  forgot: string;
}

export interface SideMenuLanguage {
  code: string;
  /** The language's own name ("简体中文"); not translated. */
  nativeName: string;
}

export type SideMenuColorMode = 'dark' | 'light';

export interface SideMenuProps {
  open: boolean;
  /** Close button, Escape and a scrim tap call it with false. Navigation does not: the app closes the drawer. */
  onOpenChange: (open: boolean) => void;
  /** The brand logo (from themes/). */
  logo: ReactNode;
  loggedIn: boolean;
  /** Logged in: shown by nickname, else account. */
  member?: { nickname?: string | null; account: string };
  /** Logged in: the wallet's total balance. */
  balance?: Balance;
  balanceLoading?: boolean;
  balanceHidden?: boolean;
  /** Logged in: the app asks for confirmation, logs out and goes to /m/home. */
  onSignOut?: () => void;
  entries: SideMenuEntry[];
  /** 1-based positions after which a divider line is drawn (the app's dividerPositions()). */
  dividersAfter?: number[];
  languages: readonly SideMenuLanguage[];
  /** The current language code. */
  language: string;
  onLanguageChange: (code: string) => void;
  /** When both are given, a Dark/Light switch shows under the languages. */
  colorMode?: SideMenuColorMode;
  onColorModeChange?: (mode: SideMenuColorMode) => void;
  /** The m_leftmenu banner. */
  banner?: { imageUrl: string; title: string; onClick: () => void };
  /** Where a visitor logs in, registers and recovers a password (the app passes them from its route table). */
  authPaths: SideMenuAuthPaths;
  /** Every link (entries, Log in, Register, Forgot password) hands its route here. */
  onNavigate: Navigate;
  /** Called when an external entry opens in a new tab, e.g. to close the drawer. */
  onExternalOpen?: (href: string) => void;
}

function Entry({
  entry,
  onNavigate,
  onExternalOpen,
  newTab,
}: {
  entry: SideMenuEntry;
  onNavigate: Navigate;
  onExternalOpen?: (href: string) => void;
  newTab: string;
}) {
  const inner = (trail?: ReactNode) => (
    <>
      <span className={css.entryIcon} aria-hidden="true">
        {icons[entry.icon]}
      </span>
      <span className={css.entryLabel}>{entry.label}</span>
      {entry.badge && entry.badge.count > 0 ? <Badge count={entry.badge.count} label={entry.badge.label} /> : null}
      {trail}
    </>
  );
  switch (entry.kind) {
    case 'link':
      return (
        <a href={entry.to} className={css.entry} onClick={navigateOnClick(onNavigate, entry.to)}>
          {inner()}
        </a>
      );
    case 'external':
      return (
        <a
          href={entry.href}
          className={css.entry}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onExternalOpen?.(entry.href)}
        >
          {inner(
            <>
              <span className={css.entryTrail} aria-hidden="true">
                <ExternalLink />
              </span>
              <span className={css.visuallyHidden}> {newTab}</span>
            </>,
          )}
        </a>
      );
    case 'action':
      return (
        <button type="button" className={css.entry} onClick={entry.onSelect}>
          {inner()}
        </button>
      );
  }
}

function RadioPills<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.segments}>
        {options.map((o) => (
          <label key={o.value} className={css.segment} lang={o.lang}>
            <input
              type="radio"
              className={css.radio}
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            {o.icon ? <span aria-hidden="true">{o.icon}</span> : null}
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The right-hand side menu: who is logged in and their balance (or Log in / Register / Forgot password),
 * an optional banner, the menu entries with divider lines, the language and colour-mode switches and Sign out.
 */
export function SideMenu({
  open,
  onOpenChange,
  logo,
  loggedIn,
  member,
  balance,
  balanceLoading,
  balanceHidden,
  onSignOut,
  entries,
  dividersAfter,
  languages,
  language,
  onLanguageChange,
  colorMode,
  onColorModeChange,
  banner,
  authPaths,
  onNavigate,
  onExternalOpen,
}: SideMenuProps) {
  const { t } = useTranslation('shell');
  const name = (loggedIn ? memberDisplayName(member) : null) ?? t('sideMenu.member');
  const groups = splitAtDividers(entries, dividersAfter);
  const authLink = (to: string, className: string, label: string) => (
    <a href={to} className={className} onClick={navigateOnClick(onNavigate, to)}>
      {label}
    </a>
  );
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('sideMenu.title')}
      hideTitle
      header={<div className={css.logo}>{logo}</div>}
      footer={
        loggedIn && onSignOut ? (
          <Button variant="secondary" fullWidth icon={<LogOut />} onPress={onSignOut}>
            {t('sideMenu.signOut')}
          </Button>
        ) : undefined
      }
    >
      <div className={css.body}>
        <div className={css.profile}>
          <span className={css.avatar} aria-hidden="true">
            <CircleUserRound />
          </span>
          <div className={css.who}>
            <p className={css.name}>{name}</p>
            {loggedIn && balance ? (
              <div className={css.balanceRow}>
                <span>{t('sideMenu.balance')}</span>
                <Money
                  symbol={balance.symbol}
                  minor={balance.minor}
                  digits={balance.digits}
                  loading={balanceLoading}
                  hidden={balanceHidden}
                  size="lg"
                  tone="accent"
                />
              </div>
            ) : null}
          </div>
        </div>

        {loggedIn ? null : (
          <div className={css.auth}>
            {authLink(authPaths.login, css.secondaryLink, t('sideMenu.login'))}
            {authLink(authPaths.register, css.primaryLink, t('sideMenu.register'))}
            {authLink(authPaths.forgot, css.forgotLink, t('sideMenu.forgot'))}
          </div>
        )}

        {banner ? (
          <button type="button" className={css.banner} onClick={banner.onClick}>
            <img
              className={css.bannerImage}
              src={banner.imageUrl}
              alt={banner.title}
              // The frame is 3:1 whatever the file; these give the browser the shape up front.
              width={600}
              height={200}
              decoding="async"
            />
          </button>
        ) : null}

        {groups.length > 0 ? (
          <nav aria-label={t('sideMenu.entries')}>
            {groups.map((group, i) => (
              <Fragment key={group[0]?.id ?? i}>
                {i > 0 ? <hr className={css.divider} /> : null}
                <ul className={css.list}>
                  {group.map((entry) => (
                    <li key={entry.id}>
                      <Entry
                        entry={entry}
                        onNavigate={onNavigate}
                        onExternalOpen={onExternalOpen}
                        newTab={t('sideMenu.newTab')}
                      />
                    </li>
                  ))}
                </ul>
              </Fragment>
            ))}
          </nav>
        ) : null}

        {languages.length > 1 ? (
          <RadioPills
            legend={t('sideMenu.language')}
            value={language}
            options={languages.map((l) => ({ value: l.code, label: l.nativeName, lang: l.code }))}
            onChange={onLanguageChange}
          />
        ) : null}

        {colorMode && onColorModeChange ? (
          <RadioPills<SideMenuColorMode>
            legend={t('sideMenu.appearance')}
            value={colorMode}
            options={[
              { value: 'dark', label: t('sideMenu.dark'), icon: <Moon /> },
              { value: 'light', label: t('sideMenu.light'), icon: <Sun /> },
            ]}
            onChange={onColorModeChange}
          />
        ) : null}
      </div>
    </Drawer>
  );
}
