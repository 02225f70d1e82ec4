import { Apple, ChevronRight, FileCog, Smartphone, SquarePlus, TriangleAlert } from 'lucide-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import * as css from './DownloadPopup.css';
import { type DownloadPlatform, type IosDownloadBlock, iosDownloadBlock } from './DownloadPopup.rules';

export interface DownloadPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Android app (APK or store) link. */
  androidUrl?: string;
  /** iOS configuration profile (MOBILECONFIG) link. */
  mobileConfigUrl?: string;
  /** iOS app (IOS) link. */
  iosUrl?: string;
  /** Opens the add-to-home-screen tips. Omit to hide the option. */
  onAddToHome?: () => void;
  platform: DownloadPlatform;
  /** Told when an iOS download was stopped (e.g. to log it); the message already shows in the popup. */
  onBlocked?: (reason: Exclude<IosDownloadBlock, null>) => void;
}

interface OptionProps {
  icon: ReactNode;
  title: string;
  hint: string;
  warn?: boolean;
}

function OptionBody({ icon, title, hint, warn }: OptionProps) {
  return (
    <>
      <span className={css.optionIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={css.optionText}>
        <span className={css.optionTitle}>{title}</span>
        <span className={warn ? css.optionHintWarn : css.optionHint}>{hint}</span>
      </span>
      <span className={css.chevron} aria-hidden="true">
        <ChevronRight className={css.flipInRtl} />
      </span>
    </>
  );
}

/**
 * The app-download popup: the options that exist (Android, iOS profile, add to home screen, iOS app).
 * On iOS outside Safari the iOS options show "Please use Safari for download App." instead of
 * following the link; below iOS 12.4 the iOS app option says it needs 12.4 or later and does nothing.
 */
export function DownloadPopup({
  open,
  onOpenChange,
  androidUrl,
  mobileConfigUrl,
  iosUrl,
  onAddToHome,
  platform,
  onBlocked,
}: DownloadPopupProps) {
  const { t } = useTranslation('shell');
  const [message, setMessage] = useState<string | null>(null);
  const appBlock = iosDownloadBlock(platform, 'app');
  const profileBlock = iosDownloadBlock(platform, 'profile');

  const guard = (block: IosDownloadBlock) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!block) return;
    e.preventDefault();
    if (block === 'useSafari') setMessage(t('downloadPopup.useSafari'));
    onBlocked?.(block);
  };

  const hasAny = Boolean(androidUrl || mobileConfigUrl || iosUrl || onAddToHome);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setMessage(null);
        onOpenChange(next);
      }}
      title={t('downloadPopup.title')}
      description={hasAny ? t('downloadPopup.description') : undefined}
    >
      {hasAny ? (
        <ul className={css.list}>
          {androidUrl ? (
            <li>
              <a className={css.option} href={androidUrl}>
                <OptionBody
                  icon={<Smartphone />}
                  title={t('downloadPopup.android')}
                  hint={t('downloadPopup.androidHint')}
                />
              </a>
            </li>
          ) : null}
          {mobileConfigUrl ? (
            <li>
              <a className={css.option} href={mobileConfigUrl} onClick={guard(profileBlock)}>
                <OptionBody
                  icon={<FileCog />}
                  title={t('downloadPopup.iosProfile')}
                  hint={t('downloadPopup.iosProfileHint')}
                />
              </a>
            </li>
          ) : null}
          {onAddToHome ? (
            <li>
              <button type="button" className={css.option} onClick={onAddToHome}>
                <OptionBody
                  icon={<SquarePlus />}
                  title={t('downloadPopup.addToHome')}
                  hint={t('downloadPopup.addToHomeHint')}
                />
              </button>
            </li>
          ) : null}
          {iosUrl ? (
            <li>
              {appBlock === 'needsNewerIos' ? (
                // Not a link: there is nothing this device can install. The option stays to say why.
                <div className={css.option} data-disabled="true">
                  <OptionBody
                    icon={<Apple />}
                    title={t('downloadPopup.iosApp')}
                    hint={t('downloadPopup.needsNewerIos')}
                    warn
                  />
                </div>
              ) : (
                <a className={css.option} href={iosUrl} onClick={guard(appBlock)}>
                  <OptionBody icon={<Apple />} title={t('downloadPopup.iosApp')} hint={t('downloadPopup.iosAppHint')} />
                </a>
              )}
            </li>
          ) : null}
        </ul>
      ) : (
        <p className={css.empty}>{t('downloadPopup.none')}</p>
      )}
      {message ? (
        <div className={css.alert} role="alert">
          <TriangleAlert aria-hidden="true" />
          <span>{message}</span>
        </div>
      ) : null}
    </Dialog>
  );
}
