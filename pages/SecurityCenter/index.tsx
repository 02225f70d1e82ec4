import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { CodeField } from '../../design-system/CodeField';
import { EmptyState } from '../../design-system/EmptyState';
import { PasswordField } from '../../design-system/PasswordField';
import { Skeleton } from '../../design-system/Skeleton';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { ACCOUNT_QUERY_KEY, memberInfoKey, useMemberInfo } from '../../src/app/useAuth';
import {
  validateConfirm,
  validateEmail,
  validateMobile,
  validatePaymentPassword,
  validateSmsCode,
} from '../../src/rules/accountValidation';
import * as css from '../Login/Login.css';
import * as layout from '../layout.css';
import { FormError, MobileFields, sendCode, useErrorMessage, useFieldMessages } from '../shared/AccountFields';
import * as styles from './SecurityCenter.css';

const SECTIONS = ['mobile', 'email', 'payment', 'history'] as const;
type Section = (typeof SECTIONS)[number];

/** Shared by the three forms: field errors, a form error, a busy flag, and the server's message for a failure. */
function useForm() {
  const { t: tCommon } = useTranslation();
  const message = useErrorMessage();
  const fieldMessages = useFieldMessages();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = (found: Record<string, string | null>) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(found)) if (v) out[k] = tCommon(v);
    setErrors(out);
    return Object.keys(out).length === 0;
  };
  const fail = (err: unknown) => {
    const fields = fieldMessages(err);
    if (Object.keys(fields).length > 0) setErrors(fields);
    setFormError(message(err));
  };
  const run = async (work: () => Promise<void>) => {
    setFormError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const errorLine = <FormError message={formError} />;
  return { errors, check, run, fail, busy, errorLine };
}

/**
 * /m/securityCenter: bind or change the mobile number and the e-mail (each verified by a code), set
 * or change the payment password, and the log-in history (time, IP, device).
 */
export default function SecurityCenter() {
  const { t } = useTranslation('accounts');
  // `?tab=payment` opens a section directly (the withdraw page links to the payment password).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [section, setSection] = useState<Section>(SECTIONS.includes(asked as Section) ? (asked as Section) : 'mobile');
  const member = useMemberInfo();
  const tabs: { value: Section; label: string }[] = [
    { value: 'mobile', label: t('security.mobile') },
    { value: 'email', label: t('security.email') },
    { value: 'payment', label: t('security.payment') },
    { value: 'history', label: t('security.history') },
  ];
  return (
    <div className={layout.stack}>
      <Tabs label={t('security.title')} value={section} onValueChange={(v) => setSection(v as Section)} items={tabs}>
        <TabPanel value="mobile">
          {section === 'mobile' && (
            <Loaded member={member}>
              {(m) => <MobileForm current={m.mobile ? `${m.mobile.countryDialingCode} ${m.mobile.number}` : null} />}
            </Loaded>
          )}
        </TabPanel>
        <TabPanel value="email">
          {section === 'email' && <Loaded member={member}>{(m) => <EmailForm current={m.email} />}</Loaded>}
        </TabPanel>
        <TabPanel value="payment">
          {section === 'payment' && (
            <Loaded member={member}>{(m) => <PaymentPasswordForm isSet={m.hasPaymentPassword} />}</Loaded>
          )}
        </TabPanel>
        <TabPanel value="history">{section === 'history' && <LoginHistory />}</TabPanel>
      </Tabs>
    </div>
  );
}

function Loaded({
  member,
  children,
}: {
  member: ReturnType<typeof useMemberInfo>;
  children: (m: NonNullable<ReturnType<typeof useMemberInfo>['data']>) => ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  if (member.data) return <>{children(member.data)}</>;
  if (member.isError) {
    return (
      <EmptyState
        variant="error"
        title={tCommon('errors.loadFailed')}
        action={<Button onPress={() => void member.refetch()}>{t('register.retry')}</Button>}
      />
    );
  }
  return <Skeleton shape="text" lines={4} />;
}

function Current({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation('accounts');
  return (
    <p className={css.links}>
      <span>{label}</span>
      <strong>{value ?? t('security.notBound')}</strong>
    </p>
  );
}

function MobileForm({ current }: { current: string | null }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const form = useForm();
  const rules = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'register-rules'],
    queryFn: accountsApi.registerRules,
    staleTime: 5 * 60_000,
  });
  const dialCodes = rules.data?.countryDialingCodes ?? ['+86'];
  const [dial, setDial] = useState<string>(dialCodes[0] ?? '+86');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const minLength = rules.data?.mobileMinLength;

  const send = async () => {
    if (!form.check({ mobileNum: validateMobile(mobile, { minLength }) })) return null;
    return sendCode(
      () => accountsApi.smsCode({ purpose: 'bind', countryDialingCode: dial, mobileNum: mobile }),
      form.fail,
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.check({ mobileNum: validateMobile(mobile, { minLength }), verificationCode: validateSmsCode(code) }))
      return;
    void form.run(async () => {
      await accountsApi.bindMobile({ countryDialingCode: dial, mobileNum: mobile, verificationCode: code });
      toast.success(t('security.saved'));
      setMobile('');
      setCode('');
      await queryClient.invalidateQueries({ queryKey: memberInfoKey });
    });
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t('security.mobile')}>
      <Current label={t('security.currentMobile')} value={current} />
      <MobileFields
        dialCodes={dialCodes}
        dial={dial}
        onDial={setDial}
        mobile={mobile}
        onMobile={setMobile}
        error={form.errors.mobileNum}
        label={t('security.newMobile')}
      />
      <CodeField
        label={t('login.smsCode')}
        value={code}
        onChange={setCode}
        error={form.errors.verificationCode}
        onSend={send}
      />
      {form.errorLine}
      <Button type="submit" fullWidth loading={form.busy}>
        {current ? t('security.change') : t('security.bind')}
      </Button>
    </form>
  );
}

function EmailForm({ current }: { current: string | null }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const form = useForm();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const send = async () => {
    if (!form.check({ email: validateEmail(email) })) return null;
    return sendCode(() => accountsApi.emailCode(email.trim()), form.fail);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.check({ email: validateEmail(email), verificationCode: validateSmsCode(code) })) return;
    void form.run(async () => {
      await accountsApi.bindEmail({ email: email.trim(), verificationCode: code });
      toast.success(t('security.saved'));
      setEmail('');
      setCode('');
      await queryClient.invalidateQueries({ queryKey: memberInfoKey });
    });
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t('security.email')}>
      <Current label={t('security.currentEmail')} value={current} />
      <TextField
        label={t('security.newEmail')}
        type="email"
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.emailMax}
        value={email}
        onChange={setEmail}
        error={form.errors.email}
      />
      <CodeField
        label={t('security.emailCode')}
        value={code}
        onChange={setCode}
        error={form.errors.verificationCode}
        onSend={send}
      />
      {form.errorLine}
      <Button type="submit" fullWidth loading={form.busy}>
        {current ? t('security.change') : t('security.bind')}
      </Button>
    </form>
  );
}

function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const form = useForm();
  const [proof, setProof] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const digits = (set: (v: string) => void) => (v: string) => set(v.replace(/\D/g, ''));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = form.check({
      proof: proof ? null : 'validation.required',
      newPaymentPassword: validatePaymentPassword(pin),
      confirmPaymentPassword: validateConfirm(pin, confirm),
    });
    if (!ok) return;
    void form.run(async () => {
      await accountsApi.paymentPassword({
        ...(isSet ? { oldPaymentPassword: proof } : { password: proof }),
        newPaymentPassword: pin,
        confirmPaymentPassword: confirm,
      });
      toast.success(t('security.saved'));
      setProof('');
      setPin('');
      setConfirm('');
      await queryClient.invalidateQueries({ queryKey: memberInfoKey });
    });
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t('security.payment')}>
      <PasswordField
        label={isSet ? t('security.oldPin') : t('security.loginPassword')}
        autoComplete={isSet ? 'off' : 'current-password'}
        inputMode={isSet ? 'numeric' : undefined}
        maxLength={isSet ? 6 : ACCOUNT_LIMITS.passwordMax}
        value={proof}
        onChange={isSet ? digits(setProof) : setProof}
        error={form.errors.proof ?? form.errors.oldPaymentPassword ?? form.errors.password}
      />
      <PasswordField
        label={t('security.newPin')}
        hint={t('register.paymentPasswordHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        onChange={digits(setPin)}
        error={form.errors.newPaymentPassword}
      />
      <PasswordField
        label={t('security.confirmPin')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={confirm}
        onChange={digits(setConfirm)}
        error={form.errors.confirmPaymentPassword}
      />
      {form.errorLine}
      <Button type="submit" fullWidth loading={form.busy}>
        {isSet ? t('security.change') : t('security.setPin')}
      </Button>
    </form>
  );
}

function LoginHistory() {
  const { t, i18n } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const history = useQuery({ queryKey: [...ACCOUNT_QUERY_KEY, 'login-history'], queryFn: accountsApi.loginHistory });
  if (history.isPending) return <Skeleton shape="text" lines={6} />;
  if (history.isError) {
    return (
      <EmptyState
        variant="error"
        title={tCommon('errors.loadFailed')}
        action={<Button onPress={() => void history.refetch()}>{t('register.retry')}</Button>}
      />
    );
  }
  if (history.data.length === 0) return <EmptyState variant="noData" title={t('security.noHistory')} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.history} aria-label={t('security.history')}>
      {history.data.map((entry) => (
        <li key={`${entry.at}-${entry.ip}`} className={styles.entry}>
          <span className={styles.when}>{when.format(entry.at)}</span>
          <span className={styles.device}>{entry.device}</span>
          <span className={styles.ip}>{t('security.ip', { ip: entry.ip })}</span>
        </li>
      ))}
    </ul>
  );
}
