import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import * as css from './DownloadBar.css';

export interface DownloadBarProps {
  /** The app icon (an `<img>` or the brand mark). Decorative: the name is the text beside it. */
  icon: ReactNode;
  /** Brand or app name. */
  appName: string;
  /** Short pitch under the name; defaults to the translated one. */
  pitch?: string;
  /** Opens the download popup. */
  onDownload: () => void;
  /** The player dismissed the bar (the app remembers it). */
  onClose: () => void;
}

/** The app-download strip at the top of the page. The app decides when it shows. */
export function DownloadBar({ icon, appName, pitch, onDownload, onClose }: DownloadBarProps) {
  const { t } = useTranslation('shell');
  return (
    <section className={css.bar} aria-label={t('downloadBar.label')}>
      <IconButton label={t('downloadBar.close')} size="sm" onPress={onClose}>
        <X />
      </IconButton>
      <span className={css.icon} aria-hidden="true">
        {icon}
      </span>
      <div className={css.text}>
        <span className={css.name}>{appName}</span>
        <span className={css.pitch}>{pitch ?? t('downloadBar.pitch')}</span>
      </div>
      <Button size="sm" onPress={onDownload}>
        {t('downloadBar.download')}
      </Button>
    </section>
  );
}
