import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as dialog from '../Dialog/Dialog.css';
import { DialogButton } from '../Dialog/DialogButton';
import { useModalLayer } from '../Dialog/modalStack';
import * as css from './NoticePopup.css';

export interface NoticePopupProps {
  open: boolean;
  /** The notice heading, already translated (the dialog's accessible name). */
  title: string;
  /** The notice text: the spec's three paragraphs, already translated. */
  paragraphs: readonly [string, string, string] | readonly string[];
  /** Agree: the app closes the popup and sets the once-per-session flag (PACCOR). */
  onAgree: () => void;
  /**
   * False while the page is server HTML being hydrated: the popup is drawn (it is part of the first
   * paint) but takes neither the focus nor the page's reachability until the app knows it stays
   * (a session that has agreed unmounts it right after hydrating). Default true.
   */
  interactive?: boolean;
}

/**
 * The once-per-session notice: a title, three paragraphs and an Agree button.
 *
 * It is drawn in place, not portalled, so the server renders it with the page and it paints with the
 * page (issue 16: never a popup that lands a second later over what the person started; issue 17: no
 * long task to mount a dialog after load). A session that has agreed hides it before the first paint
 * (`:root[data-notice="agreed"]`, set by the head script, `noticeHeadScript`).
 *
 * It can only be closed by agreeing: no × button, and neither a scrim tap nor Escape dismisses it,
 * because agreeing is what the notice asks for (the app must not mark it seen otherwise). Once
 * interactive, focus moves to Agree and the rest of the page is inert (modalStack), so focus stays in.
 */
export function NoticePopup({ open, title, paragraphs, onAgree, interactive = true }: NoticePopupProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const agreeRef = useRef<HTMLButtonElement>(null);
  const layerRef = useModalLayer<HTMLDivElement>();
  const live = open && interactive;

  // Focus moves to Agree once the frame after hydration has painted: focusing needs style and layout
  // to be clean, and right after hydration's commit they are not (a forced recalculation of the whole
  // page, the longest part of that task). After the paint they are, and the call costs nothing.
  useEffect(() => {
    if (!live) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => agreeRef.current?.focus({ preventScroll: true }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [live]);

  if (!open) return null;
  return (
    <div className={`${dialog.overlay} ${css.scrim}`} data-session-notice="">
      <div
        ref={live ? layerRef : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${dialog.content({ size: 'md' })} ${css.card}`}
      >
        <div className={dialog.header}>
          <div className={dialog.headings}>
            <h2 id={titleId} className={dialog.title}>
              {title}
            </h2>
          </div>
        </div>
        <div className={dialog.body}>
          <div className={css.paragraphs}>
            {paragraphs.map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed, ordered paragraphs that never reorder
              <p key={i} className={css.paragraph}>
                {text}
              </p>
            ))}
          </div>
        </div>
        <div className={dialog.footer}>
          <DialogButton ref={agreeRef} className={css.agree} onClick={onAgree}>
            {t('notice.agree')}
          </DialogButton>
        </div>
      </div>
    </div>
  );
}
