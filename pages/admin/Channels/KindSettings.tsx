import { useTranslation } from 'react-i18next';
import { Stack } from '../../../design-system/Layout';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { MANUAL_BANK_LIMITS, SANDBOX_LIMITS } from '../../../src/api/contract/adminChannels.constants';
import { FormSection } from './ChannelFormSections';
import * as own from './Channels.css';
import { TextAreaField } from './TextAreaField';
import type { ChannelFormState } from './useChannelForm';

/** The settings of the channel's kind: the bank account to pay into, or the gateway's credentials. */
export function KindSettings({ form, secretSet }: { form: ChannelFormState; secretSet: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const { draft, errors, idOf, set } = form;
  if (draft.kind === 'manual_bank') {
    const instructionsHint = t('channels.form.instructionsHint', { max: MANUAL_BANK_LIMITS.instructions });
    return (
      <FormSection>
        <Stack as="fieldset" gap="lg" minWidth={0} className={own.group}>
          <legend className={own.sectionTitle}>{t('channels.form.bankSettings')}</legend>
          <p className={own.hint}>{t('channels.form.bankSettingsHint')}</p>
          <TextField
            id={idOf('bankName')}
            label={t('channels.form.bankName')}
            value={draft.bankName}
            maxLength={MANUAL_BANK_LIMITS.bankName + 10}
            autoComplete="off"
            error={errors.bankName}
            onChange={(v) => set('bankName', v)}
          />
          <TextField
            id={idOf('accountName')}
            label={t('channels.form.accountName')}
            value={draft.accountName}
            maxLength={MANUAL_BANK_LIMITS.accountName + 10}
            autoComplete="off"
            error={errors.accountName}
            onChange={(v) => set('accountName', v)}
          />
          <TextField
            id={idOf('accountNumber')}
            label={t('channels.form.accountNumber')}
            value={draft.accountNumber}
            maxLength={MANUAL_BANK_LIMITS.accountNumber + 10}
            autoComplete="off"
            spellCheck={false}
            error={errors.accountNumber}
            onChange={(v) => set('accountNumber', v)}
          />
          <TextField
            id={idOf('branch')}
            label={t('channels.form.branch')}
            optional
            value={draft.branch}
            maxLength={MANUAL_BANK_LIMITS.branch + 10}
            autoComplete="off"
            error={errors.branch}
            onChange={(v) => set('branch', v)}
          />
          <TextAreaField
            id={idOf('instructionsEn')}
            label={t('channels.form.instructionsEn')}
            optional
            hint={instructionsHint}
            value={draft.instructionsEn}
            maxLength={MANUAL_BANK_LIMITS.instructions + 10}
            rows={3}
            lang="en"
            error={errors.instructionsEn}
            onChange={(v) => set('instructionsEn', v)}
          />
          <TextAreaField
            id={idOf('instructionsZh')}
            label={t('channels.form.instructionsZh')}
            optional
            hint={instructionsHint}
            value={draft.instructionsZh}
            maxLength={MANUAL_BANK_LIMITS.instructions + 10}
            rows={3}
            lang="zh-CN"
            error={errors.instructionsZh}
            onChange={(v) => set('instructionsZh', v)}
          />
        </Stack>
      </FormSection>
    );
  }
  const limits = { min: SANDBOX_LIMITS.secretMin, max: SANDBOX_LIMITS.secretMax };
  return (
    <FormSection>
      <Stack as="fieldset" gap="lg" minWidth={0} className={own.group}>
        <legend className={own.sectionTitle}>{t('channels.form.gatewaySettings')}</legend>
        <p className={own.hint}>{t('channels.form.gatewaySettingsHint')}</p>
        <TextField
          id={idOf('merchantId')}
          label={t('channels.form.merchantId')}
          hint={t('channels.form.merchantIdHint')}
          value={draft.merchantId}
          maxLength={50}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.merchantId}
          onChange={(v) => set('merchantId', v)}
        />
        <TextField
          id={idOf('secret')}
          label={t('channels.form.secret')}
          type="password"
          optional={!form.creating && secretSet}
          hint={
            !form.creating && secretSet
              ? t('channels.form.secretKeepHint', limits)
              : t('channels.form.secretHint', limits)
          }
          value={draft.secret}
          maxLength={SANDBOX_LIMITS.secretMax + 10}
          autoComplete="new-password"
          spellCheck={false}
          error={errors.secret}
          onChange={(v) => set('secret', v)}
        />
      </Stack>
    </FormSection>
  );
}
