import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Dialog } from '../../design-system/Dialog';
import { RichText } from '../../design-system/RichText';
import { useMarkRead } from '../api/announcements';
import { POPUP_TYPES_QUERY } from '../api/contract/announcements.constants';
import { useAnnouncements } from '../api/games';
import { nextPopup, parseSeen, withSeen } from '../rules/popups';
import { local, STORAGE_KEYS } from '../storage';

/**
 * A current pop-up announcement (type PU; spec §3), shown once per announcement per browser (the
 * ids shown are kept in localStorage), in the kit's Dialog. The shell mounts it only once the session
 * notice is agreed, so it never sits on top of that. Closing it also marks it read (§4).
 */
export default function AnnouncementPopup() {
  const { t } = useTranslation();
  const popups = useAnnouncements(POPUP_TYPES_QUERY);
  const markRead = useMarkRead();
  const [seen, setSeen] = useState(() => parseSeen(local.get(STORAGE_KEYS.popupsSeen)));
  const current = nextPopup(popups.data?.list ?? [], seen);
  if (!current) return null;
  const close = () => {
    const next = withSeen(parseSeen(local.get(STORAGE_KEYS.popupsSeen)), current.id);
    local.set(STORAGE_KEYS.popupsSeen, JSON.stringify(next));
    setSeen(next);
    markRead(current);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={<span lang={current.language}>{current.title}</span>}
      footer={
        <Button variant="primary" onPress={close}>
          {t('announcements.popupClose')}
        </Button>
      }
    >
      <div lang={current.language}>
        <RichText html={current.content} />
      </div>
    </Dialog>
  );
}
