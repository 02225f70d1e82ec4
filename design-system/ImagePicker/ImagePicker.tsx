import { ImagePlus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './ImagePicker.css';

export interface ImagePickerProps {
  label: ReactNode;
  /** The picked files, held by the page. */
  files: readonly File[];
  /** Called with the new list after a pick (appended, cut to `max`) or a removal. */
  onChange: (files: File[]) => void;
  /** At most this many (the add tile hides at the limit). */
  max: number;
  /** The file chooser's filter, e.g. "image/png,image/jpeg". */
  accept?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * Up to `max` pictures with previews: an add tile opens the file chooser, each preview has a remove
 * button named after its file. It checks nothing itself: the page validates (type, size) and shows
 * `error`. Previews are object URLs, revoked when a file leaves the list.
 */
export function ImagePicker({ label, files, onChange, max, accept, hint, error, disabled }: ImagePickerProps) {
  const { t } = useTranslation('dsForms');
  const inputId = useId();
  const messageId = useId();
  const urls = useMemo(
    () => files.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const u of urls) if (u) URL.revokeObjectURL(u);
    },
    [urls],
  );
  const message = error ?? hint;
  return (
    <fieldset className={css.field} aria-describedby={message ? messageId : undefined} disabled={disabled}>
      <legend className={css.legend}>{label}</legend>
      <ul className={css.grid}>
        {files.map((file, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two picks of the same file are the same name; the position tells them apart
          <li key={`${file.name}-${i}`} className={css.tile}>
            {urls[i] ? <img className={css.preview} src={urls[i]} alt={file.name} /> : null}
            <button
              type="button"
              className={css.remove}
              aria-label={t('imagePicker.remove', { name: file.name })}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
            >
              <span className={css.removeDot}>
                <X size={16} aria-hidden />
              </span>
            </button>
          </li>
        ))}
        {files.length < max ? (
          <li className={css.tile}>
            <label className={css.add} htmlFor={inputId}>
              <ImagePlus size={24} aria-hidden />
              <span>{t('imagePicker.add', { count: files.length, max })}</span>
              <input
                id={inputId}
                className={css.input}
                type="file"
                accept={accept}
                multiple
                disabled={disabled}
                onChange={(e) => {
                  const picked = Array.from(e.target.files ?? []);
                  e.target.value = '';
                  if (picked.length > 0) onChange([...files, ...picked].slice(0, max));
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {message ? (
        <p id={messageId} className={error ? css.error : css.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
