import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from './i18n';

/** `<title>`: the page's title, then the back office's ("Overview · Back office"). */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation(ADMIN_NS);
  const app = t('appTitle');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
