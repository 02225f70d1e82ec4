import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../design-system/DatePicker';
import { FormDialog } from '../../design-system/FormDialog';
import { toDateValue } from '../i18n/dates';
import { validateAgeGate } from '../rules/accountValidation';
import { useBirthdayQuestion } from './birthdayQuestion';

/** The birthday range of the registration form (spec §9): 1900 to the end of this year; the wheel opens on 2000-01-01. */
const MIN = new Date(1900, 0, 1);
const START = new Date(2000, 0, 1);

/**
 * The social sign-up's birthday question (issue 19's age gate): the birthday, checked here against the
 * brand's age limit as the registration form does (the server checks it again on its own calendar day).
 * Submitting answers the waiting sign-in, which sends the credential again with it; cancelling signs
 * nobody up. The shell loads it when a social sign-in asks (a first sign-in only).
 */
export default function SocialBirthdayDialog() {
  const { t } = useTranslation('common');
  const pending = useBirthdayQuestion((s) => s.pending);
  const close = useBirthdayQuestion((s) => s.close);
  const [day, setDay] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const age = pending?.ageLimit ?? 18;
  const now = new Date();
  return (
    <FormDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open && useBirthdayQuestion.getState().pending) close(null);
      }}
      title={t('socialBirthday.title')}
      description={t('socialBirthday.body', { age })}
      submitLabel={t('socialBirthday.submit')}
      onCancel={() => close(null)}
      onSubmit={() => {
        const value = day ? toDateValue(day) : null;
        const key = validateAgeGate(value, age, now);
        if (key || !value) {
          setError(t(key ?? 'validation.required'));
          return;
        }
        setError(null);
        setDay(null);
        close(value);
      }}
    >
      <DatePicker
        label={t('socialBirthday.label')}
        value={day}
        onChange={(d) => {
          setDay(d);
          setError(null);
        }}
        min={MIN}
        max={new Date(now.getFullYear(), 11, 31)}
        placeholderValue={START}
        error={error ?? undefined}
      />
    </FormDialog>
  );
}
