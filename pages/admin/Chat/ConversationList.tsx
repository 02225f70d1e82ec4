import { useTranslation } from 'react-i18next';
import { Badge } from '../../../design-system/Badge';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffConversation } from '../../../src/api/contract/chat';
import * as css from './Chat.css';
import { waitedFor } from './format';

interface Props {
  rows: readonly StaffConversation[];
  selected: string | null;
  onSelect: (id: string) => void;
  typing: ReadonlySet<string>;
  now: number;
}

/** The conversations of a view: who, how long they have waited, the last line, unread count. */
export function ConversationList({ rows, selected, onSelect, typing, now }: Props) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ul className={css.list} aria-label={t('chat.conversations')}>
      {rows.map((c) => (
        <li key={c.id}>
          <button type="button" className={css.item} aria-current={c.id === selected} onClick={() => onSelect(c.id)}>
            <span className={css.itemTop}>
              <span className={css.name}>{c.username}</span>
              <Badge count={c.unread} />
            </span>
            <span className={css.itemTop}>
              <StatusBadge tone={c.status === 'resolved' ? 'positive' : c.status === 'pending' ? 'caution' : 'pending'}>
                {t(`chat.status.${c.status}`)}
              </StatusBadge>
              <span className={css.preview}>{c.assigneeName ?? t('chat.unassigned')}</span>
            </span>
            {c.waitingSince && (
              <span className={css.waited}>{t('chat.waited', { time: waitedFor(c.waitingSince, now, t) })}</span>
            )}
            <span className={css.preview}>
              {typing.has(c.id) ? t('chat.playerTyping', { name: c.username }) : (c.lastMessage ?? '')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
