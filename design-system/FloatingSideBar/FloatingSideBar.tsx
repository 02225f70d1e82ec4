import { CalendarCheck, Download, Sparkles, UserPlus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './FloatingSideBar.css';

export interface FloatingSideBarProps {
  /** False inside the app shell or an installed web app (the app decides). */
  showDownload: boolean;
  onDownload?: () => void;
  /** Opens the referral view. */
  onInvite: () => void;
  /** Goes to the daily check-in page. */
  onSignIn: () => void;
  /** Start expanded (stories); the shell starts collapsed. */
  defaultExpanded?: boolean;
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

/**
 * The quick actions (Download, Invite and the daily check-in, labelled so it never reads as logging
 * in), folded into a small tab at the inline-end edge of the bottom navigation. Its host gives it a
 * slot of its own there (BottomNav `trailing`), so collapsed it covers no content: no grid column,
 * "more" link or carousel arrow sits under it, at any scroll position. A tap on the tab opens the
 * actions above it; the tab again, Escape, a tap elsewhere or choosing an action folds them away.
 */
export function FloatingSideBar({
  showDownload,
  onDownload,
  onInvite,
  onSignIn,
  defaultExpanded = false,
}: FloatingSideBarProps) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(defaultExpanded);
  const dock = useRef<HTMLDivElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  const groupId = useId();

  // Open, it folds away on a tap elsewhere, or on Escape while the focus is in it (back to the tab).
  useEffect(() => {
    if (!expanded) return;
    const outside = (event: PointerEvent) => {
      if (!dock.current?.contains(event.target as Node)) setExpanded(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !dock.current?.contains(document.activeElement)) return;
      setExpanded(false);
      tab.current?.focus();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', onEscape);
    };
  }, [expanded]);

  const choose = (action?: () => void) => () => {
    setExpanded(false);
    action?.();
  };

  return (
    <div ref={dock} className={css.dock} data-expanded={expanded || undefined}>
      <fieldset id={groupId} aria-label={t('floating.label')} className={css.bar} hidden={!expanded}>
        {showDownload ? (
          <Action icon={<Download />} label={t('floating.download')} onClick={choose(onDownload)} />
        ) : null}
        <Action icon={<UserPlus />} label={t('floating.invite')} onClick={choose(onInvite)} />
        <Action icon={<CalendarCheck />} label={t('floating.signIn')} onClick={choose(onSignIn)} />
      </fieldset>
      <button
        ref={tab}
        type="button"
        className={css.tab}
        aria-label={t('floating.label')}
        aria-expanded={expanded}
        aria-controls={groupId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className={css.tabFace} aria-hidden="true">
          {expanded ? <X /> : <Sparkles />}
        </span>
      </button>
    </div>
  );
}
