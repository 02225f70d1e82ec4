/** The security centre's forms: which server error codes belong to which field, and small value helpers. */

/** Mobile form: a wrong or used code goes under the code, a number bound elsewhere under the number. */
export const MOBILE_ERRORS = {
  'sms.code_invalid': 'verificationCode',
  'account.mobile_taken': 'mobileNum',
} as const;

/** E-mail form: a wrong or used code goes under the code. */
export const EMAIL_ERRORS = { 'email.code_invalid': 'verificationCode' } as const;

/** Payment password form: a wrong log-in or current payment password goes under the proof field. */
export const PAYMENT_ERRORS = { 'auth.invalid_credentials': 'proof' } as const;

/** The server names the proof `password` (log-in password) or `oldPaymentPassword`; the form, `proof`. */
export const PAYMENT_FIELDS = { password: 'proof', oldPaymentPassword: 'proof' } as const;

/** Digits only (the payment password is a numeric PIN). */
export const digits = (v: string) => v.replace(/\D/g, '');

/** A rule's value as text (react-hook-form hands rules `unknown`). */
export const text = (v: unknown) => (typeof v === 'string' ? v : '');
