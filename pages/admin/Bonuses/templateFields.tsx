import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../design-system/DatePicker';
import { Columns, Stack } from '../../../design-system/Layout';
import { Switch } from '../../../design-system/Switch';
import { Text } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { CONTRIBUTION_CATEGORIES } from '../../../src/api/contract/adminBonus';
import type { TemplateDraft } from './templateDraft';

type Err = (key: string) => string | undefined;

/** The contribution of each game category to wagering, in percent, with the default for the rest. */
export function ContributionFields({
  draft,
  err,
  onChange,
}: {
  draft: TemplateDraft;
  err: Err;
  onChange: (category: string, value: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const setContribution = onChange;
  return (
    <Stack as="fieldset" gap="sm" minWidth={0} aria-describedby={undefined}>
      <Text as="strong">{t('bonus.field.contributions')}</Text>
      <Text tone="muted" size="sm">
        {t('bonus.hint.contributions')}
      </Text>
      <Columns columns={2} wideColumns={3} gap="sm">
        {(['default', ...CONTRIBUTION_CATEGORIES] as const).map((c) => (
          <TextField
            key={c}
            label={c === 'default' ? t('bonus.contributionDefault') : t(`bonus.categories.${c}`, { defaultValue: c })}
            inputMode="numeric"
            suffix="%"
            placeholder={c === 'default' ? undefined : (draft.contributions.default ?? '')}
            value={draft.contributions[c] ?? ''}
            error={err(`contributions.${c}`) ?? (c === 'default' ? err('contributions') : undefined)}
            onChange={(v) => setContribution(c, v)}
          />
        ))}
      </Columns>
    </Stack>
  );
}

/** The window the template triggers in, and its switches: forfeit on withdrawal, once per person, enabled. */
export function WindowFields({
  draft,
  err,
  set,
}: {
  draft: TemplateDraft;
  err: Err;
  set: <K extends keyof TemplateDraft>(key: K, value: TemplateDraft[K]) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <Switch
        label={t('bonus.field.hasStart')}
        checked={draft.startsAt !== null}
        onChange={(on) => set('startsAt', on ? new Date() : null)}
      />
      {draft.startsAt ? (
        <DatePicker
          mode="datetime"
          label={t('bonus.field.startsAt')}
          value={draft.startsAt}
          error={err('startsAt')}
          onChange={(v) => set('startsAt', v)}
        />
      ) : null}
      <Switch
        label={t('bonus.field.hasEnd')}
        checked={draft.endsAt !== null}
        onChange={(on) => set('endsAt', on ? new Date(Date.now() + 30 * 86_400_000) : null)}
      />
      {draft.endsAt ? (
        <DatePicker
          mode="datetime"
          label={t('bonus.field.endsAt')}
          value={draft.endsAt}
          min={draft.startsAt ?? undefined}
          error={err('endsAt')}
          onChange={(v) => set('endsAt', v)}
        />
      ) : null}
      <Switch
        label={t('bonus.field.forfeitOnWithdrawal')}
        hint={t('bonus.hint.forfeitOnWithdrawal')}
        checked={draft.forfeitOnWithdrawal}
        onChange={(v) => set('forfeitOnWithdrawal', v)}
      />
      <Switch
        label={t('bonus.field.oncePerPerson')}
        hint={t('bonus.hint.oncePerPerson')}
        checked={draft.oncePerPerson}
        onChange={(v) => set('oncePerPerson', v)}
      />
      <Switch label={t('bonus.field.enabled')} checked={draft.enabled} onChange={(v) => set('enabled', v)} />
    </>
  );
}
