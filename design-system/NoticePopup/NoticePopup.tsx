import { useTranslation } from 'react-i18next';
import { Dialog, DialogButton } from '../Dialog';
import * as css from './NoticePopup.css';

export interface NoticePopupProps {
  open: boolean;
  /** The notice heading, already translated (the dialog's accessible name). */
  title: string;
  /** The notice text: the spec's three paragraphs, already translated. */
  paragraphs: readonly [string, string, string] | readonly string[];
  /** Agree: the app closes the popup and sets the once-per-session flag (PACCOR). */
  onAgree: () => void;
}

/**
 * The once-per-session notice: a title, three paragraphs and an Agree button.
 * It can only be closed by agreeing: no × button, and neither a scrim tap nor Escape dismisses it,
 * because agreeing is what the notice asks for (the app must not mark it seen otherwise).
 * Focus starts inside and stays there; Agree is reachable by Tab.
 */
export function NoticePopup({ open, title, paragraphs, onAgree }: NoticePopupProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open={open}
      title={title}
      showClose={false}
      dismissible={false}
      footer={
        <DialogButton className={css.agree} onClick={onAgree}>
          {t('notice.agree')}
        </DialogButton>
      }
    >
      <div className={css.paragraphs}>
        {paragraphs.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed, ordered paragraphs that never reorder
          <p key={i} className={css.paragraph}>
            {text}
          </p>
        ))}
      </div>
    </Dialog>
  );
}
