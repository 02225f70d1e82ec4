import { ArrowLeft, Gamepad2, Gift, Mail, Menu, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../Button';
import { IconButton } from '../IconButton';
import { Money } from '../Money';
import { Spinner } from '../Spinner';
import * as css from './Header.css';

export const headerLeads = ['logo', 'back', 'none'] as const;
export type HeaderLead = (typeof headerLeads)[number];

/** A wallet amount as the app holds it: integer minor units plus the currency's digits. */
export interface Balance {
  symbol: string;
  minor: bigint | number;
  digits: number;
}

export interface HeaderProps {
  /** `logo` on home paths, `back` elsewhere, `none` on /m/changePsw (the app decides, see src/rules/chrome). */
  lead: HeaderLead;
  /** The brand logo (the app passes the brand's Logo from themes/). Shown when `lead` is `logo`. */
  logo?: ReactNode;
  /**
   * The brand's mark alone (its Logo with `variant="mark"`). A visitor's header narrower than 400 px
   * shows it instead of the logo, so Free play, Log in and Register fit beside it.
   */
  logoMark?: ReactNode;
  /** The route title, already translated. Shown centred when `lead` is not `logo`. */
  title?: string;
  onBack?: () => void;
  loggedIn: boolean;
  onLogin?: () => void;
  onRegister?: () => void;
  /**
   * Where Log in and Register lead. Given, they are links (`<a href>`, onLogin/onRegister take a
   * plain click), so a tap before the scripts have hydrated still navigates.
   */
  loginHref?: string;
  registerHref?: string;
  /**
   * Logged out: starts free play, a trial account with play money (spec §2 Header, §6). Without it the
   * header has no Free play. On a page with a back arrow it gives way to the title below 480 px.
   */
  onFreePlay?: () => void;
  /** The trial log-in is under way: Free play shows a spinner and ignores presses. */
  freePlayPending?: boolean;
  /** Logged in: the wallet balance. */
  balance?: Balance;
  /** Logged in: masks the balance while it refreshes. */
  balanceLoading?: boolean;
  /** Logged in: the player hid balances. */
  balanceHidden?: boolean;
  onDeposit?: () => void;
  /** Logged in: unread inbox and notice count, shown on the inbox button (capped at 99+). */
  inboxUnread?: number;
  onInbox?: () => void;
  /** Opens the side menu. */
  onMenu: () => void;
  /** Id of the side-menu drawer, so the menu button can point at it. */
  menuId?: string;
  menuOpen?: boolean;
}

/**
 * The site header: 48 px below the safe area, sticky. Logo (home) or back arrow + centred title;
 * Login/Register when logged out, balance + Deposit + inbox when logged in; always the menu button.
 */
export function Header({
  lead,
  logo,
  logoMark,
  title,
  onBack,
  loggedIn,
  onLogin,
  onRegister,
  loginHref,
  registerHref,
  onFreePlay,
  freePlayPending = false,
  balance,
  balanceLoading,
  balanceHidden,
  onDeposit,
  inboxUnread,
  onInbox,
  onMenu,
  menuId,
  menuOpen,
}: HeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <header className={css.bar}>
      <div className={css.row}>
        {lead === 'logo' ? (
          <div className={css.logo}>
            {logoMark && !loggedIn ? (
              <>
                <span className={css.logoFull}>{logo}</span>
                <span className={css.logoMark}>{logoMark}</span>
              </>
            ) : (
              logo
            )}
          </div>
        ) : null}
        {lead === 'back' ? (
          <IconButton label={t('header.back')} onPress={onBack}>
            <ArrowLeft className={css.flipInRtl} />
          </IconButton>
        ) : null}
        <div className={css.middle}>{lead !== 'logo' && title ? <h1 className={css.title}>{title}</h1> : null}</div>
        <div className={css.actions}>
          {loggedIn ? (
            <>
              {balance ? (
                <div className={css.balance}>
                  <Money
                    symbol={balance.symbol}
                    minor={balance.minor}
                    digits={balance.digits}
                    loading={balanceLoading}
                    hidden={balanceHidden}
                    size="sm"
                    tone="accent"
                  />
                  <IconButton label={t('header.deposit')} variant="solid" size="sm" onPress={onDeposit}>
                    <Plus />
                  </IconButton>
                </div>
              ) : (
                <Button size="sm" onPress={onDeposit}>
                  {t('header.deposit')}
                </Button>
              )}
              <IconButton label={t('header.inbox')} badgeCount={inboxUnread} onPress={onInbox}>
                <Mail />
              </IconButton>
            </>
          ) : (
            <div className={css.authButtons}>
              {onFreePlay ? (
                <FreePlayButton
                  label={t('header.freePlay')}
                  pending={freePlayPending}
                  onPress={onFreePlay}
                  yieldsToTitle={lead !== 'logo'}
                />
              ) : null}
              {loginHref ? (
                <ButtonLink size="sm" variant="secondary" href={loginHref} onPress={onLogin}>
                  {t('header.login')}
                </ButtonLink>
              ) : (
                <Button size="sm" variant="secondary" onPress={onLogin}>
                  {t('header.login')}
                </Button>
              )}
              {registerHref ? (
                <ButtonLink size="sm" icon={<Gift className={css.gift} />} href={registerHref} onPress={onRegister}>
                  {t('header.register')}
                </ButtonLink>
              ) : (
                <Button size="sm" icon={<Gift className={css.gift} />} onPress={onRegister}>
                  {t('header.register')}
                </Button>
              )}
            </div>
          )}
          <IconButton label={t('header.menu')} onPress={onMenu} aria-controls={menuId} aria-expanded={menuOpen}>
            <Menu />
          </IconButton>
        </div>
      </div>
    </header>
  );
}

/**
 * Free play: a gamepad over its name, compact enough to sit beside Log in and Register on a 360 px
 * phone. While the trial log-in runs, a spinner takes the icon's place and presses are ignored.
 */
function FreePlayButton({
  label,
  pending,
  onPress,
  yieldsToTitle,
}: {
  label: string;
  pending: boolean;
  onPress: () => void;
  yieldsToTitle: boolean;
}) {
  return (
    <button
      type="button"
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onPress();
      }}
      className={[css.freePlay, yieldsToTitle ? css.freePlayYields : ''].filter(Boolean).join(' ')}
    >
      <span className={css.freePlayIcon} aria-hidden={pending ? undefined : true}>
        {pending ? <Spinner size="sm" /> : <Gamepad2 />}
      </span>
      <span className={css.freePlayLabel}>{label}</span>
    </button>
  );
}

export interface PageBarProps {
  /** The page title, already translated. */
  title: string;
  onBack: () => void;
  /** When given, a menu button shows at the end; otherwise the title stays centred over an empty slot. */
  onMenu?: () => void;
  menuId?: string;
  menuOpen?: boolean;
}

/** The slim bar for pages where the full header is hidden: back, centred title, optional menu. */
export function PageBar({ title, onBack, onMenu, menuId, menuOpen }: PageBarProps) {
  const { t } = useTranslation('shell');
  return (
    <header className={css.bar}>
      <div className={css.row}>
        <IconButton label={t('header.back')} onPress={onBack}>
          <ArrowLeft className={css.flipInRtl} />
        </IconButton>
        <div className={css.middle}>
          <h1 className={css.title}>{title}</h1>
        </div>
        {onMenu ? (
          <IconButton label={t('header.menu')} onPress={onMenu} aria-controls={menuId} aria-expanded={menuOpen}>
            <Menu />
          </IconButton>
        ) : (
          <span className={css.spacer} aria-hidden="true" />
        )}
      </div>
    </header>
  );
}
