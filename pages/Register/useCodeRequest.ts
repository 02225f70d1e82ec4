import type { CaptchaState } from '../../design-system/CodeField';
import type { KitForm } from '../../design-system/Form';
import { accountsApi } from '../../src/api/accounts';
import type { Captcha, RegisterRules } from '../../src/api/contract/accounts';
import { ApiError, errorKey } from '../../src/api/errors';
import { validateCaptcha } from '../../src/rules/accountValidation';
import type { RegisterValues } from './registerRules';

/**
 * The registration's "Get code": checks the mobile number (and the captcha, once the server asks for
 * one with codes), sends, and answers when the next code may be asked for. A captcha-required refusal
 * shows the captcha under the code field and says so at form level; a captcha works once, so a new
 * one follows each send that used it.
 */
export function useCodeRequest({
  kit,
  rules,
  captcha,
  codeCaptcha,
  onCaptchaNeeded,
}: {
  kit: KitForm<RegisterValues>;
  rules: RegisterRules;
  captcha: CaptchaState<Captcha>;
  codeCaptcha: boolean;
  onCaptchaNeeded: () => void;
}) {
  const { form } = kit;
  return async (): Promise<number | null> => {
    if (!(await form.trigger('mobileNum'))) {
      kit.focusFirst(['mobileNum']);
      return null;
    }
    const answer = form.getValues('captcha');
    if (codeCaptcha) {
      const bad = validateCaptcha(answer);
      if (bad) {
        kit.setFieldError('captcha', bad);
        return null;
      }
      form.clearErrors('captcha');
    }
    const withCaptcha = codeCaptcha && captcha.captcha ? { id: captcha.captcha.id, answer } : undefined;
    kit.setFormError(null);
    const { countryDialingCode, mobileNum } = form.getValues();
    try {
      return (
        await accountsApi.smsCode({
          purpose: 'register',
          countryDialingCode: countryDialingCode || (rules.countryDialingCodes[0] ?? '+86'),
          mobileNum,
          ...(withCaptcha ? { captcha: withCaptcha } : {}),
        })
      ).expirationTime;
    } catch (err) {
      if (!(err instanceof ApiError && err.captchaRequired)) throw err;
      // Show the captcha and ask for the code again with it.
      onCaptchaNeeded();
      kit.setFieldError('captcha', errorKey(err.code), { focus: false });
      kit.setFormError('accounts:register.codeCaptcha');
      return null;
    } finally {
      // A captcha works once: the form (or the next code) needs a new one.
      if (withCaptcha) void captcha.refresh();
    }
  };
}
