import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../TextField';
import * as css from './CodeField.css';
import { digitsOnly, sendErrorKey } from './codeLogic';

/** A picture challenge: its id (sent back with the answer) and the picture as a data: URL. */
export interface CaptchaChallenge {
  id: string;
  image: string;
  /** How many digits the answer has. */
  length?: number;
}

export interface CaptchaState<C extends CaptchaChallenge> {
  captcha: C | null;
  /** Fetches a new picture (a captcha works once). */
  refresh: () => Promise<void>;
  /** The i18n key of the last failed fetch, or null. */
  error: string | null;
}

/**
 * The current captcha: fetched when `enabled` turns on (not again when `fetch` changes identity, which
 * would wipe a typed answer) and on `refresh()`. Calls `onRefresh` before each fetch, so the page
 * can clear the answer that went with the old picture.
 */
export function useCaptcha<C extends CaptchaChallenge>(
  fetch: () => Promise<C>,
  { enabled = true, onRefresh }: { enabled?: boolean; onRefresh?: () => void } = {},
): CaptchaState<C> {
  const [captcha, setCaptcha] = useState<C | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ fetch, onRefresh });
  latest.current = { fetch, onRefresh };
  const refresh = useCallback(async () => {
    latest.current.onRefresh?.();
    setError(null);
    try {
      setCaptcha(await latest.current.fetch());
    } catch (err) {
      setError(sendErrorKey(err));
    }
  }, []);
  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);
  return { captcha, refresh, error };
}

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'suffix' | 'onChange' | 'value' | 'label'> {
  captcha: CaptchaChallenge | null;
  /** Asks for a new picture (pressing the picture). */
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  /** Default "Verification code". */
  label?: string;
}

/** The captcha's answer with its picture beside it; pressing the picture asks for a new one. */
export function CaptchaField({ captcha, onRefresh, onChange, label, hint, maxLength, ...props }: CaptchaFieldProps) {
  const { t } = useTranslation('dsForms');
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      {...props}
      label={label ?? t('captcha.label')}
      hint={hint ?? t('captcha.hint', { n: captcha?.length ?? 6 })}
      maxLength={maxLength ?? captcha?.length ?? 6}
      onChange={(v) => onChange(digitsOnly(v))}
      suffix={
        <button type="button" className={css.captchaButton} onClick={onRefresh} aria-label={t('captcha.refresh')}>
          {captcha ? (
            <img className={css.captchaImage} src={captcha.image} alt={t('captcha.image')} />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
