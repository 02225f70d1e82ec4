import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { Select } from '../Select';
import { TextField } from '../TextField';
import * as css from './PhoneField.css';

/** What the number field keeps of what is typed: the digits. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

export interface PhoneFieldProps {
  /** The dialling codes offered ("+86", "+852"...), the operator's list. */
  dialCodes: readonly string[];
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  /** The mobile number: digits only. */
  value: string;
  /** Called with the digits typed (anything else is dropped). */
  onChange: (digits: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The number's label; default "Mobile number". */
  label?: ReactNode;
  /** The dialling code's label; default "Code". */
  dialLabel?: ReactNode;
  hint?: ReactNode;
  /** The number's error: marks it invalid and is announced. */
  error?: ReactNode;
  /** Form names of the two controls. */
  name?: string;
  dialName?: string;
  /** At most this many digits; default the account rules' 20. */
  maxLength?: number;
  disabled?: boolean;
  /** Marks the number aria-required. */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
  dialRef?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A mobile number with its dialling code: the operator's codes in a native picker beside a numeric
 * input that keeps digits only (at most 20). The number autocompletes as a national number.
 */
export function PhoneField({
  dialCodes,
  dialCode,
  onDialCodeChange,
  value,
  onChange,
  onBlur,
  label,
  dialLabel,
  hint,
  error,
  name,
  dialName,
  maxLength = ACCOUNT_LIMITS.mobileMax,
  disabled,
  required,
  ref,
  dialRef,
  className,
}: PhoneFieldProps) {
  const { t } = useTranslation('dsForms');
  return (
    <div className={[css.row, className].filter(Boolean).join(' ')}>
      <Select
        ref={dialRef}
        name={dialName}
        label={dialLabel ?? t('phone.dialCode')}
        options={dialCodes.map((c) => ({ value: c, label: c }))}
        value={dialCode}
        onChange={onDialCodeChange}
        disabled={disabled}
      />
      <TextField
        ref={ref}
        name={name}
        label={label ?? t('phone.mobile')}
        hint={hint}
        error={error}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={maxLength}
        value={value}
        onChange={(v) => onChange(phoneDigits(v))}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
      />
    </div>
  );
}
