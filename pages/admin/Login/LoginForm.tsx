import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { FormCaptchaField, useCaptcha } from '../../../design-system/CodeField';
import { Form, FormAlert, FormPasswordField, FormTextField, useKitForm } from '../../../design-system/Form';
import { staffApi } from '../../../src/admin/api';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { STAFF_SESSION_KEY, sessionMarks } from '../../../src/admin/session';
import { signInMessage } from '../../../src/admin/signInMessage';
import { accountsApi } from '../../../src/api/accounts';
import { ApiError } from '../../../src/api/errors';
import { validateCaptcha } from '../../../src/rules/accountValidation';

/** The server's limits on the staff log-in body (staffLoginSchema). */
const USERNAME_MAX = 64;
const PASSWORD_MAX = 128;

type Values = { username: string; password: string; captcha: string };

/**
 * The staff sign-in form, on the form kit (useKitForm, ADR 0018). Required fields are checked here;
 * the server's answers are shown in words. After a few wrong passwords the server asks for a captcha
 * (`captchaRequired`): the kit's captcha field appears, with a new picture after each try. Then on
 * to `next`.
 */
export function LoginForm({ next }: { next: string }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [captchaShown, setCaptchaShown] = useState(false);
  const kit = useKitForm<Values>({
    defaultValues: { username: '', password: '', captcha: '' },
    rules: {
      username: (v) => (String(v).trim() ? null : `${ADMIN_NS}:login.usernameRequired`),
      password: (v) => (v ? null : `${ADMIN_NS}:login.passwordRequired`),
      ...(captchaShown ? { captcha: (v) => validateCaptcha(v as string) } : {}),
    },
  });
  const { form } = kit;
  // A captcha is used up by any try: each try after it gets a new picture (and an empty answer).
  const captcha = useCaptcha(accountsApi.captcha, {
    enabled: captchaShown,
    onRefresh: () => form.setValue('captcha', ''),
  });

  const submit = kit.handleSubmit(
    async (v) => {
      const staff = await staffApi.signIn({
        username: v.username.trim(),
        password: v.password,
        ...(captchaShown && captcha.captcha ? { captcha: { id: captcha.captcha.id, answer: v.captcha } } : {}),
      });
      sessionMarks.signedIn();
      queryClient.setQueryData(STAFF_SESSION_KEY, staff);
      navigate(next, { replace: true });
    },
    (err) => {
      kit.setFormError(signInMessage(err, i18n.language));
      form.setValue('password', '');
      kit.focusFirst(['password']);
      if (captchaShown) void captcha.refresh();
      else if (err instanceof ApiError && err.captchaRequired) setCaptchaShown(true);
      return true;
    },
  );

  return (
    <Form kit={kit} onSubmit={submit} aria-label={t('login.title')}>
      <FormTextField
        name="username"
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={USERNAME_MAX}
        required
      />
      <FormPasswordField
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        required
      />
      {captchaShown ? (
        <FormCaptchaField name="captcha" captcha={captcha.captcha} onRefresh={() => void captcha.refresh()} required />
      ) : null}
      <FormAlert message={kit.formError ?? captcha.error} />
      <Button type="submit" fullWidth size="lg" loading={form.formState.isSubmitting} icon={<LogIn />}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
