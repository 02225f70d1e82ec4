import type { FieldValues, Path } from 'react-hook-form';
import type { KitForm } from '../../design-system/Form';
import { accountsApi } from '../api/accounts';
import type { SmsPurpose } from '../api/contract/accounts.constants';
import { sendFailsOnField } from '../rules/sendFailure';

export interface SmsCodeFields<V extends FieldValues> {
  /** The form value holding the dialling code. */
  dial: Path<V>;
  /** The form value holding the mobile number. */
  mobile: Path<V>;
  /**
   * Error codes that belong to a field of the form (`serverErrors` of its kit): a send refused with
   * one of them (or with per-field messages) shows on that field instead of under the code field.
   */
  fieldCodes?: Readonly<Record<string, string>>;
}

/**
 * The "Get code" of an account form with a mobile number (log-in, forgotten password, security
 * centre; the kit's FormCodeField calls it): checks the number first (a wrong one takes the focus
 * and nothing is sent), then asks the server to text a code for `purpose`. Answers when the next
 * code may be asked for, or null when nothing was sent. Any other refusal is thrown, for the code
 * field to show (with its countdown for a "too soon").
 */
export async function requestSmsCode<V extends FieldValues>(
  kit: KitForm<V>,
  purpose: SmsPurpose,
  { dial, mobile, fieldCodes }: SmsCodeFields<V>,
): Promise<number | null> {
  if (!(await kit.form.trigger(mobile))) {
    kit.focusFirst([mobile]);
    return null;
  }
  try {
    const sent = await accountsApi.smsCode({
      purpose,
      countryDialingCode: String(kit.form.getValues(dial)),
      mobileNum: String(kit.form.getValues(mobile)),
    });
    return sent.expirationTime;
  } catch (err) {
    if (!fieldCodes || !sendFailsOnField(err, fieldCodes)) throw err;
    kit.applyServerError(err);
    return null;
  }
}
