import { type Ref, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormTextField } from '../../design-system/Form';
import { Select } from '../../design-system/Select';
import { TextField } from '../../design-system/TextField';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { ApiError } from '../../src/api/errors';
import * as css from '../Login/Login.css';

/**
 * What the account forms (log-in, registration, forgot password, security centre) still share on
 * top of the form kit: the dialling code and mobile row, and the server's message for a failure.
 * The code field and the captcha are in the kit (design-system/CodeField); kit forms show their
 * error with <FormAlert>. `MobileFields`, `sendCode`, `useFieldMessages` and `FormError` serve the
 * pages not yet on the kit (security centre, wallet pages).
 */

const digitsOnly = (v: string) => v.replace(/\D/g, '');

/** The dialling-code picker beside the mobile number (digits only, at most 20), bound to a kit form. */
export function FormMobileFields({
  dialCodes,
  dialName,
  mobileName,
  label,
}: {
  dialCodes: readonly string[];
  dialName: string;
  mobileName: string;
  label?: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div className={css.mobileRow}>
      <FormSelect
        name={dialName}
        label={t('login.dialCode')}
        options={dialCodes.map((c) => ({ value: c, label: c }))}
      />
      <FormTextField
        name={mobileName}
        label={label ?? t('login.mobile')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={ACCOUNT_LIMITS.mobileMax}
        transform={digitsOnly}
        required
      />
    </div>
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
