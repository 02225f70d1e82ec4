import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { Columns } from '../../../design-system/Layout';
import { MoneyField } from '../../../design-system/MoneyField';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import {
  BONUS_NAME_MAX,
  BONUS_TRIGGERS,
  type BonusTemplate,
  WAGERING_BASES,
} from '../../../src/api/contract/adminBonus';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import type { Currency } from './format';
import {
  type DraftErrors,
  draftOf,
  emptyDraft,
  fieldsFor,
  type MoneyKey,
  readDraft,
  type TemplateDraft,
} from './templateDraft';
import { ContributionFields, WindowFields } from './templateFields';
import { useSaveTemplate } from './useSaveTemplate';

/** The amounts whose empty value means something (no limit, no cap): their hint says what. */
const HINTED: ReadonlySet<MoneyKey> = new Set(['maxBet', 'conversionCap', 'maxAmount']);

/** Triggers staff can design a template for (`manual` and `reward` ones are granted from here too). */
const TRIGGERS = BONUS_TRIGGERS;

/**
 * Create (`editing` null) or edit a bonus template: trigger and what it pays (a deposit bonus a
 * percent up to a cap or a fixed amount, for the nth deposit within a range; sign-up and code a
 * fixed amount), wagering and its contributions per game category, limits, validity and dates.
 * Amounts are typed in major units and sent in minor units; the server's field errors land on
 * their fields.
 */
export function TemplateEditor({
  editing,
  currency,
  onClose,
}: {
  editing: BonusTemplate | null;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const _queryClient = useQueryClient();
  const _errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<TemplateDraft>(() => (editing ? draftOf(editing, currency.digits) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const set = <K extends keyof TemplateDraft>(key: K, value: TemplateDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setMoney = (key: MoneyKey, value: string) => setDraft((d) => ({ ...d, money: { ...d.money, [key]: value } }));
  const setContribution = (key: string, value: string) =>
    setDraft((d) => ({ ...d, contributions: { ...d.contributions, [key]: value } }));
  const show = fieldsFor(draft);
  const err = (key: string) => (errors[key] ? t(`bonus.validation.${errors[key]}`) : undefined);

  const save = useSaveTemplate(editing, onClose, setErrors, setFormError);

  const submit = () => {
    setFormError(undefined);
    const read = readDraft(draft, currency.digits);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    return save.mutateAsync(read.input).catch(() => undefined);
  };

  const money = (key: MoneyKey, optional = true) => (
    <MoneyField
      label={t(`bonus.field.${key}`)}
      hint={HINTED.has(key) ? t(`bonus.hint.${key}`) : undefined}
      optional={optional}
      currencySymbol={currency.symbol}
      digits={currency.digits}
      value={draft.money[key]}
      error={err(key)}
      onChange={(v) => setMoney(key, v)}
    />
  );

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={editing ? t('bonus.editTitle', { name: editing.name }) : t('bonus.createTitle')}
      description={t('bonus.editorLead')}
      submitLabel={t('bonus.save')}
      cancelLabel={t('queue.cancel')}
      busy={save.isPending}
      error={formError}
      onSubmit={submit}
    >
      <TextField
        label={t('bonus.field.name')}
        value={draft.name}
        maxLength={BONUS_NAME_MAX}
        error={err('name')}
        onChange={(v) => set('name', v)}
      />
      <Select
        label={t('bonus.field.trigger')}
        hint={t('bonus.hint.trigger')}
        options={TRIGGERS.map((v) => ({ value: v, label: t(`bonus.triggers.${v}`) }))}
        value={draft.trigger}
        onChange={(v) => set('trigger', v as TemplateDraft['trigger'])}
      />
      {show.code ? (
        <TextField
          label={t('bonus.field.code')}
          hint={t('bonus.hint.code')}
          value={draft.code}
          autoComplete="off"
          spellCheck={false}
          error={err('code')}
          onChange={(v) => set('code', v.toUpperCase())}
        />
      ) : null}
      {show.paysChoice ? (
        <Select
          label={t('bonus.field.pays')}
          options={(['percent', 'fixed'] as const).map((v) => ({ value: v, label: t(`bonus.paysKinds.${v}`) }))}
          value={draft.pays}
          onChange={(v) => set('pays', v as TemplateDraft['pays'])}
        />
      ) : null}
      {show.percent ? (
        <TextField
          label={t('bonus.field.percent')}
          inputMode="numeric"
          suffix="%"
          value={draft.percent}
          error={err('percent')}
          onChange={(v) => set('percent', v)}
        />
      ) : null}
      {show.maxAmount ? money('maxAmount') : null}
      {show.fixedAmount ? money('fixedAmount', false) : null}
      {show.depositNth ? (
        <TextField
          label={t('bonus.field.depositNth')}
          hint={t('bonus.hint.depositNth')}
          optional
          inputMode="numeric"
          value={draft.depositNth}
          error={err('depositNth')}
          onChange={(v) => set('depositNth', v)}
        />
      ) : null}
      {show.depositRange ? (
        <Columns columns={1} wideColumns={2} gap="lg">
          {money('minDeposit')}
          {money('maxDeposit')}
        </Columns>
      ) : null}
      <Columns columns={1} wideColumns={2} gap="lg">
        <TextField
          label={t('bonus.field.wageringMultiple')}
          inputMode="numeric"
          suffix="×"
          value={draft.wageringMultiple}
          error={err('wageringMultiple')}
          onChange={(v) => set('wageringMultiple', v)}
        />
        <Select
          label={t('bonus.field.wageringBasis')}
          options={WAGERING_BASES.map((v) => ({ value: v, label: t(`bonus.bases.${v}`) }))}
          value={draft.wageringBasis}
          onChange={(v) => set('wageringBasis', v as TemplateDraft['wageringBasis'])}
        />
      </Columns>
      <ContributionFields draft={draft} err={err} onChange={setContribution} />
      {money('maxBet')}
      {money('conversionCap')}
      <TextField
        label={t('bonus.field.validDays')}
        hint={t('bonus.hint.validDays')}
        inputMode="numeric"
        value={draft.validDays}
        error={err('validDays')}
        onChange={(v) => set('validDays', v)}
      />
      <WindowFields draft={draft} err={err} set={set} />
    </FormDialog>
  );
}
