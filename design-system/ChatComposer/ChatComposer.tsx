import { ImagePlus, SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import * as css from './ChatComposer.css';

export interface ChatSuggestion {
  /** The short code typed after "/". */
  code: string;
  text: string;
}

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Send the text (Enter, or the send button). Shift+Enter is a new line. */
  onSend: () => void;
  /** An image was chosen (png, jpeg or webp); without it there is no attach button. */
  onAttach?: (file: File) => void;
  /** Called on each keystroke that changes the text (the caller throttles the typing signal). */
  onTyping?: () => void;
  /** Canned replies matching what follows "/" (the caller filters); picking one replaces the text. */
  suggestions?: readonly ChatSuggestion[];
  /** The text box's accessible name and placeholder. */
  label?: string;
  maxLength?: number;
  /** While a message is on its way, or chat is unavailable. */
  disabled?: boolean;
  /** The text is an internal note: styled apart. */
  note?: boolean;
  /** Extra controls above the box (the console's note switch). */
  children?: ReactNode;
}

/** The message box of a chat: text, an image button and send; "/" shows the caller's suggestions. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  onAttach,
  onTyping,
  suggestions = [],
  label,
  maxLength,
  disabled = false,
  note = false,
  children,
}: ChatComposerProps) {
  const { t } = useTranslation('dsForms');
  const fileRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const canSend = !disabled && value.trim().length > 0;
  const showSuggestions = value.startsWith('/') && suggestions.length > 0;
  const name = label ?? t('chat.placeholder');

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (showSuggestions && suggestions[0]) onChange(suggestions[0].text);
      else if (canSend) onSend();
    }
  };

  return (
    <div className={css.root}>
      {children}
      {showSuggestions && (
        <ul className={css.suggestions} id={listId} aria-label={t('chat.suggestions')}>
          {suggestions.map((s) => (
            <li key={s.code}>
              <button type="button" className={css.suggestion} onClick={() => onChange(s.text)}>
                <span className={css.code}>/{s.code}</span>
                <span className={css.preview}>{s.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={css.bar}>
        {onAttach && (
          <>
            <IconButton
              label={t('chat.attach')}
              variant="plain"
              disabled={disabled}
              onPress={() => fileRef.current?.click()}
            >
              <ImagePlus />
            </IconButton>
            <input
              ref={fileRef}
              className={css.file}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) onAttach(f);
                e.target.value = '';
              }}
            />
          </>
        )}
        <textarea
          className={css.input}
          data-note={note}
          rows={1}
          value={value}
          maxLength={maxLength}
          placeholder={name}
          aria-label={name}
          aria-controls={showSuggestions ? listId : undefined}
          onChange={(e) => {
            onChange(e.target.value);
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
        />
        <IconButton label={t('chat.send')} variant="solid" disabled={!canSend} onPress={onSend}>
          <SendHorizontal />
        </IconButton>
      </div>
    </div>
  );
}
