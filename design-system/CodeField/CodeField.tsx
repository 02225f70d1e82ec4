import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { useCountdown } from '../Countdown';
import { TextField, type TextFieldProps } from '../TextField';
import { CODE_RESEND_SECONDS, digitsOnly, resendAt, retryAtOf, type SendResult, sendErrorKey } from './codeLogic';

export interface CodeFieldProps extends Omit<TextFieldProps, 'suffix' | 'onChange' | 'value' | 'defaultValue'> {
  value: string;
  /** Called with the digits typed (anything else is dropped). */
  onChange: (value: string) => void;
  /**
   * Sends a code. Resolves to when the next send is allowed (ms since epoch), to nothing for the
   * resend interval, or to null when nothing was sent. A rejection is shown under the field (its
   * `code` translated as `errors.<code>`); a `retryAt` on it starts the countdown to that time.
   */
  onSend: () => Promise<SendResult>;
  /** Seconds before "Send" is enabled again when the send answers no time. Default 60 (spec §4). */
  resendSeconds?: number;
  /** The button's text before the first send. Default "Get code". */
  sendLabel?: string;
}

/**
 * A numeric SMS or e-mail code input with its send button: pressed, it sends, then reads
 * "Resend in N s" and stays disabled until the countdown ends. Send failures show as the field's error.
 */
export function CodeField({
  onSend,
  onChange,
  resendSeconds = CODE_RESEND_SECONDS,
  sendLabel,
  error,
  disabled,
  maxLength = 10,
  ...props
}: CodeFieldProps) {
  const { t } = useTranslation('dsForms');
  const { t: tCommon } = useTranslation();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const { done, secondsLeft } = useCountdown(expiresAt);
  const busy = useRef(false);

  const send = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setSendError(null);
    try {
      setExpiresAt(resendAt(await onSend(), Date.now(), resendSeconds));
    } catch (err) {
      setSendError(sendErrorKey(err));
      const retry = retryAtOf(err);
      if (retry !== null) setExpiresAt(retry);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const shownError = error || (sendError ? tCommon(sendError, { defaultValue: tCommon('errors.unknown') }) : undefined);
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      {...props}
      maxLength={maxLength}
      disabled={disabled}
      error={shownError}
      onChange={(v) => onChange(digitsOnly(v))}
      suffix={
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled || !done}
          loading={sending}
          onPress={() => void send()}
        >
          {done ? (sendLabel ?? t('code.send')) : t('code.resendIn', { s: secondsLeft })}
        </Button>
      }
    />
  );
}
