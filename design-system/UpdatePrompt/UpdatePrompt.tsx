import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as css from './UpdatePrompt.css';

export interface UpdatePromptProps {
  /** Reloads into the new version. The app never reloads by itself. */
  onReload: () => void;
  /** While the new version activates: the button shows it is working. */
  reloading?: boolean;
}

/**
 * "A new version is ready — Reload": shown when a new service worker waits (docs/pwa.md). A status
 * region, so a screen reader announces it without moving focus. The app decides when it shows:
 * never inside a game window.
 */
export function UpdatePrompt({ onReload, reloading = false }: UpdatePromptProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={css.viewport}>
      <section className={css.card} role="status" aria-label={t('updatePrompt.label')}>
        <RefreshCw className={css.icon} aria-hidden="true" />
        <span className={css.message}>{t('updatePrompt.message')}</span>
        <Button size="sm" onPress={onReload} loading={reloading}>
          {t('updatePrompt.reload')}
        </Button>
      </section>
    </div>
  );
}
