import { useTranslation } from 'react-i18next';
import * as css from './ChatBubble.css';

export const chatBubbleSides = ['own', 'other', 'system'] as const;
export type ChatBubbleSide = (typeof chatBubbleSides)[number];
export type ChatBubbleStatus = 'sending' | 'sent' | 'read' | 'failed';

export interface ChatBubbleProps {
  /** `own`: the reader's message, end-aligned; `other`: the other side's; `system`: a notice line. */
  side: ChatBubbleSide;
  /** Plain text: shown as text, never as HTML. */
  body: string;
  /** The time, already formatted (HH:mm). */
  time?: string;
  /** Who wrote it (the console shows the agent's name). */
  author?: string;
  /** An attached image and its description. */
  imageUrl?: string | null;
  imageAlt?: string;
  /** An internal note: marked and styled apart (staff only). */
  note?: boolean;
  /** Delivery of an own message: read shows "Read" under it; failed offers a retry. */
  status?: ChatBubbleStatus;
  onRetry?: () => void;
}

/** One chat message: a bubble with its text or image, its time and, for own messages, its delivery. */
export function ChatBubble({
  side,
  body,
  time,
  author,
  imageUrl,
  imageAlt,
  note = false,
  status,
  onRetry,
}: ChatBubbleProps) {
  const { t } = useTranslation('dsForms');
  const look = note ? 'note' : side;
  return (
    <div className={css.row[side === 'own' ? 'own' : 'other']}>
      {author && <span className={css.author}>{author}</span>}
      <div className={css.bubble[look]}>
        {note && <span className={css.noteLabel}>{t('chat.note')}</span>}
        {imageUrl && (
          <a href={imageUrl} target="_blank" rel="noopener">
            <img
              className={css.image[body ? 'withText' : 'alone']}
              src={imageUrl}
              alt={imageAlt ?? t('chat.image')}
              loading="lazy"
            />
          </a>
        )}
        {body}
      </div>
      {(time || status) && (
        <div className={css.meta}>
          {time && <time>{time}</time>}
          {status === 'sending' && <span>{t('chat.sending')}</span>}
          {status === 'read' && <span>{t('chat.read')}</span>}
          {status === 'failed' && (
            <>
              <span className={css.failed}>{t('chat.failed')}</span>
              {onRetry && (
                <button type="button" className={css.retry} onClick={onRetry}>
                  {t('chat.retry')}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
