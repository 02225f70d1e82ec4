import { RefreshCw } from 'lucide-react';
import { type ComponentProps, type Ref, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { useCountdown } from '../../design-system/Countdown';
import { Select } from '../../design-system/Select';
import { TextField } from '../../design-system/TextField';
import type { Captcha } from '../../src/api/contract/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { ApiError, errorKey } from '../../src/api/errors';
import * as css from '../Login/Login.css';

/**
 * The parts every account form shares (log-in, registration, forgot password, security centre):
 * the code field with its 60 s resend countdown, the captcha field, the dialling code and mobile
 * row, the form's error line, and the server's message for a failure.
 */

const digitsOnly = (v: string) => v.replace(/\D/g, '');

/** The message for a failed call: the code's translation, else "Unknown error". */
export function useErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (err: unknown) =>
      t(errorKey(err instanceof ApiError ? err.code : 'unknown'), { defaultValue: t('errors.unknown') }),
    [t],
  );
}

/**
 * The server's field errors (`fields` of a failed call) in the page's words, keyed by bare field
 * name (`body.` / `data.` dropped): validation keys translate, anything else reads "Some fields
 * are not valid". Empty for any other failure.
 */
export function useFieldMessages() {
  const { t } = useTranslation();
  return useCallback(
    (err: unknown): Record<string, string> => {
      const out: Record<string, string> = {};
      if (!(err instanceof ApiError)) return out;
      for (const [path, key] of Object.entries(err.fields)) {
        out[path.replace(/^(body|data)\./, '')] = t(key.startsWith('validation.') ? key : 'errors.request.invalid');
      }
      return out;
    },
    [t],
  );
}

/**
 * Sends a code and answers when the next one may be asked for: the code's expiry, or the server's
 * `retryAt` when it refused a resend (`sms.too_soon`). Any other failure is reported and answers null.
 */
export async function sendCode(
  send: () => Promise<{ expirationTime: number }>,
  onError: (err: unknown) => void,
): Promise<number | null> {
  try {
    return (await send()).expirationTime;
  } catch (err) {
    onError(err);
    return err instanceof ApiError && err.retryAt ? err.retryAt : null;
  }
}

/** "Get code", then "Resend in N s" until the expiry the send answered (spec §4, 500 ms ticks). */
function CodeButton({ onSend }: { onSend: () => Promise<number | null> }) {
  const { t } = useTranslation('accounts');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const { done, secondsLeft } = useCountdown(expiresAt);
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={!done}
      loading={sending}
      onPress={() => {
        setSending(true);
        void onSend()
          .then((at) => at !== null && setExpiresAt(at))
          .finally(() => setSending(false));
      }}
    >
      {done ? t('login.getCode') : t('login.resendIn', { s: secondsLeft })}
    </Button>
  );
}

type FieldProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A numeric verification code (SMS or e-mail, at most 10 digits) with its get-code button. */
export function CodeField({ onSend, ...props }: FieldProps & { onSend: () => Promise<number | null> }) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ACCOUNT_LIMITS.smsCodeMax}
      {...props}
      onChange={(v) => props.onChange(digitsOnly(v))}
      suffix={<CodeButton onSend={onSend} />}
    />
  );
}

/** The 6-digit captcha with its picture; pressing the picture asks for a new one. */
export function CaptchaField({
  captcha,
  onRefresh,
  ...props
}: Omit<FieldProps, 'label'> & { captcha: Captcha | null; onRefresh: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      hint={t('login.captchaHint')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={ACCOUNT_LIMITS.captchaLength}
      {...props}
      label={t('login.captcha')}
      onChange={(v) => props.onChange(digitsOnly(v))}
      suffix={
        <button type="button" className={css.captchaButton} onClick={onRefresh} aria-label={t('login.captchaRefresh')}>
          {captcha ? (
            <img className={css.captchaImage} src={captcha.image} alt={t('login.captchaImage')} />
          ) : (
            <RefreshCw aria-hidden />
          )}
        </button>
      }
    />
  );
}

/** The dialling-code picker beside the mobile number (digits only, at most 20). */
export function MobileFields({
  dialCodes,
  dial,
  onDial,
  mobile,
  onMobile,
  error,
  label,
  mobileRef,
  dialRef,
}: {
  dialCodes: readonly string[];
  dial: string | undefined;
  onDial: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  error?: string;
  label?: string;
  mobileRef?: Ref<HTMLInputElement>;
  dialRef?: Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div className={css.mobileRow}>
      <Select
        ref={dialRef}
        label={t('login.dialCode')}
        options={dialCodes.map((c) => ({ value: c, label: c }))}
        value={dial}
        onChange={onDial}
      />
      <TextField
        ref={mobileRef}
        label={label ?? t('login.mobile')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={ACCOUNT_LIMITS.mobileMax}
        value={mobile}
        onChange={(v) => onMobile(digitsOnly(v))}
        error={error}
      />
    </div>
  );
}

/** The form's own error (a failure that belongs to no one field), announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={css.formError} role="alert">
      {message}
    </p>
  );
}
