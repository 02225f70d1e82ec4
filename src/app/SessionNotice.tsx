import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticePopup } from '../../design-system/NoticePopup';
import { STORAGE_KEYS, session } from '../storage';
import { useClientValue, useHydrated } from './useClientValue';

/** The pop-up announcement: loaded only once the notice is agreed (it brings the Dialog and RichText). */
const AnnouncementPopup = lazy(() => import('./AnnouncementPopup'));

/**
 * The session notice (spec §4, PACCOR), part of the page: the server draws it for everyone, and the
 * head script hides it before the first paint where this session has agreed. Hydration keeps the
 * server's answer, then the browser's own (sessionStorage) takes over. Its own component, so the
 * switch from the server's answer to the browser's re-renders only the notice, not the shell.
 */
export function SessionNotice({ paragraphs }: { paragraphs: readonly string[] }) {
  const { t } = useTranslation();
  const agreedBefore = useClientValue(() => session.get(STORAGE_KEYS.noticeAccepted) === '1', false);
  const [agreedNow, setAgreedNow] = useState(false);
  const hydrated = useHydrated();
  const onAgree = useCallback(() => {
    session.set(STORAGE_KEYS.noticeAccepted, '1');
    setAgreedNow(true);
  }, []);
  const agreed = agreedBefore || agreedNow;
  return (
    <>
      <NoticePopup
        open={!agreed}
        interactive={hydrated}
        title={t('notice.title')}
        paragraphs={paragraphs}
        onAgree={onAgree}
      />
      {/* The pop-up announcement comes after the notice, never on top of it. */}
      {hydrated && agreed ? (
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      ) : null}
    </>
  );
}
