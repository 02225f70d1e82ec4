import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticePopup } from '../../design-system/NoticePopup';
import { STORAGE_KEYS, session } from '../storage';
import { useClientValue, useHydrated } from './useClientValue';

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
  return (
    <NoticePopup
      open={!agreedBefore && !agreedNow}
      interactive={hydrated}
      title={t('notice.title')}
      paragraphs={paragraphs}
      onAgree={onAgree}
    />
  );
}
