import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { FormCaptchaField, useCaptcha } from '../../design-system/CodeField';
import { Form, FormAlert, FormSelect, FormTextAreaField, useKitForm } from '../../design-system/Form';
import { Stack } from '../../design-system/Layout';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../../src/api/accounts';
import {
  countWords,
  FEEDBACK_LOADING_MS,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_TYPES,
  type FeedbackType,
  type FeedbackTypeName,
} from '../../src/api/contract/inbox.constants';
import { ApiError } from '../../src/api/errors';
import { inboxApi } from '../../src/api/inbox';
import { TrialRefused } from '../../src/app/TrialRefused';
import { ACCOUNT_QUERY_KEY } from '../../src/app/useAuth';
import { HOME } from '../../src/routes/table';
import { validateCaptcha } from '../../src/rules/accountValidation';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';

type Values = { type: string; content: string; captcha: string };

/** Characters the description may hold (the server refuses more; the word limit is the real one). */
const CONTENT_MAX_CHARS = 10_000;

/**
 * /m/feedback (spec §2, §3, §5 Feedback; FEEDBACK3): question type, a description between the
 * brand's minimum and maximum number of words (CJK characters count one each), the captcha. Submit
 * is disabled while the description is empty; sending shows the loading message (at most 10 s,
 * §9); success shows a toast and goes home. The sender is the session's member.
 */
export default function Feedback() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const type = useSessionInfo()?.type;
  const rules = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'feedback-rules'],
    queryFn: inboxApi.feedbackRules,
    staleTime: 5 * 60_000,
  });
  const min = rules.data?.minWords ?? FEEDBACK_MIN_WORDS;
  const max = rules.data?.maxWords ?? FEEDBACK_MAX_WORDS;
  const kit = useKitForm<Values>({
    defaultValues: { type: String(FEEDBACK_TYPES.deposit_issues), content: '', captcha: '' },
    rules: {
      type: (v) => (v === '' ? 'validation.required' : null),
      content: (v) => {
        const words = countWords(String(v ?? ''));
        return words < min || words > max ? 'errors.feedback.word_count' : null;
      },
      captcha: (v) => validateCaptcha(v as string),
    },
    serverErrors: { 'feedback.word_count': 'content', 'captcha.invalid': 'captcha', 'captcha.required': 'captcha' },
  });
  const { form } = kit;
  const captcha = useCaptcha(accountsApi.captcha, { onRefresh: () => form.setValue('captcha', '') });
  const content = form.watch('content');

  const submit = kit.handleSubmit(
    async (v) => {
      const loading = toast.loading(t('feedback.sending'), { duration: FEEDBACK_LOADING_MS });
      try {
        await inboxApi.sendFeedback({
          type: Number(v.type) as FeedbackType,
          content: v.content.trim(),
          captcha: { id: captcha.captcha?.id ?? '', answer: v.captcha },
        });
      } catch (err) {
        toast.dismiss(loading);
        throw err;
      }
      toast.update(loading, { kind: 'success', message: t('feedback.sent'), duration: 3000 });
      navigate(HOME, { replace: true });
    },
    (err) => {
      if (err instanceof ApiError && err.code.startsWith('captcha.')) void captcha.refresh();
    },
  );

  if (!canUseMemberFeatures(type)) return <TrialRefused />;
  return (
    <Stack gap="lg" padding="md">
      <Form kit={kit} onSubmit={submit} aria-label={t('feedback.title')}>
        <FormSelect
          name="type"
          label={t('feedback.type')}
          options={(Object.keys(FEEDBACK_TYPES) as FeedbackTypeName[]).map((name) => ({
            value: String(FEEDBACK_TYPES[name]),
            label: t(`feedback.types.${name}`),
          }))}
          required
        />
        <FormTextAreaField
          name="content"
          label={t('feedback.description')}
          hint={t('feedback.wordsHint', { min, max, count: countWords(content) })}
          messageValues={{ min, max }}
          maxLength={CONTENT_MAX_CHARS}
          rows={6}
          required
        />
        <FormCaptchaField name="captcha" captcha={captcha.captcha} onRefresh={() => void captcha.refresh()} required />
        <FormAlert message={captcha.error} />
        <Button type="submit" fullWidth disabled={content.trim() === ''} loading={form.formState.isSubmitting}>
          {t('feedback.submit')}
        </Button>
      </Form>
    </Stack>
  );
}
