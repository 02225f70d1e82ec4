import { Bell, Headset, Mail, Send, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Entry, EntryList } from '../../design-system/EntryList';
import { Stack } from '../../design-system/Layout';
import { toast } from '../../design-system/Toast';
import { useSiteConfig } from '../../src/api/queries';
import { useUnreadCounts } from '../../src/api/unread';
import { useOpenLiveChat } from '../../src/app/useCustomerService';
import { pathOf } from '../../src/routes/paths';
import { type MessageEntryId, messageCenterEntries } from '../../src/rules/messageCenter';
import { useSessionInfo } from '../../src/stores/session';

const ICONS: Record<MessageEntryId, ReactNode> = {
  telegram: <Send />,
  notice: <Bell />,
  inbox: <Mail />,
  chat: <Headset />,
  affiliate: <Users />,
};

/**
 * /m/message (spec §2 Message center): Telegram, announcements and the inbox with their unread
 * badges, live chat with its badge when the brand has it (CBS3), and the affiliate service. Who may
 * open what is src/rules/messageCenter.ts.
 */
export default function MessageCenter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionInfo();
  const config = useSiteConfig().data;
  const unread = useUnreadCounts();
  const openChat = useOpenLiveChat(config?.siteName);
  const telegram =
    config?.social.TELEGRAM ?? config?.customerService.find((c) => c.csType === 'TELEGRAM' && c.url)?.url;

  const paths: Partial<Record<MessageEntryId, string>> = {
    telegram,
    notice: pathOf('notice'),
    inbox: pathOf('webEmail'),
    affiliate: `${pathOf('help')}?title=affiliate`,
  };
  const entries: Entry[] = messageCenterEntries({
    sessionType: session?.type,
    telegram: !!telegram,
    liveChat: config?.features.liveChat === true,
    unread,
  }).map(({ id, action, count }) => {
    const href = paths[id];
    const onPress = () => {
      if (action === 'login') navigate(pathOf('login'), { state: { from: `${location.pathname}${location.search}` } });
      else if (action === 'refuse') toast.info(t('errors.auth.trial_refused'));
      else if (id === 'chat') void openChat();
      else if (href) navigate(href);
    };
    return {
      id,
      label: t(`messageCenter.${id}`),
      description: t(`messageCenter.${id}Hint`),
      icon: ICONS[id],
      count,
      // A refused or log-in entry stays a button: it must not look like it leads somewhere.
      href: action === 'open' ? href : undefined,
      external: id === 'telegram',
      onPress,
    };
  });

  return (
    <Stack padding="md">
      <EntryList label={t('title.message')} entries={entries} />
    </Stack>
  );
}
