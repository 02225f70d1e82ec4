import { CalendarCheck, Download, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './FloatingSideBar.css';

export interface FloatingSideBarProps {
  /** False inside the app shell or an installed web app (the app decides). */
  showDownload: boolean;
  onDownload?: () => void;
  /** Opens the referral view. */
  onInvite: () => void;
  /** Goes to the daily sign-in page. */
  onSignIn: () => void;
  /** Sit above the bottom navigation (default) or, on pages without it, above the safe area. */
  aboveBottomNav?: boolean;
}

function Action({ icon, label, onClick }: { icon: ReactNode; label: string; onClick?: () => void }) {
  return (
    <button type="button" className={css.action} onClick={onClick}>
      <span className={css.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={css.label}>{label}</span>
    </button>
  );
}

/** Floating shortcuts at the inline-end edge: Download, Invite and the daily check-in (labelled so it never reads as logging in). */
export function FloatingSideBar({
  showDownload,
  onDownload,
  onInvite,
  onSignIn,
  aboveBottomNav = true,
}: FloatingSideBarProps) {
  const { t } = useTranslation('shell');
  return (
    <fieldset aria-label={t('floating.label')} className={`${css.bar} ${aboveBottomNav ? css.aboveNav : css.noNav}`}>
      {showDownload ? <Action icon={<Download />} label={t('floating.download')} onClick={onDownload} /> : null}
      <Action icon={<UserPlus />} label={t('floating.invite')} onClick={onInvite} />
      <Action icon={<CalendarCheck />} label={t('floating.signIn')} onClick={onSignIn} />
    </fieldset>
  );
}
