import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextAreaField, FormTextField } from '../../../design-system/Form';
import { Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { draftMessageValues } from '../../../src/admin/channelChecks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { MANUAL_BANK_LIMITS, SANDBOX_LIMITS } from '../../../src/api/contract/adminChannels.constants';
import { FormSection } from './ChannelFormSections';
import * as own from './Channels.css';
import type { ChannelFormState } from './useChannelForm';

/** A fieldset of the kind's settings, with its legend and a line on who sees them. */
function SettingsGroup({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  return (
    <FormSection>
      <Stack as="fieldset" gap="lg" minWidth={0} className={own.group}>
        <legend className={own.sectionTitle}>{legend}</legend>
        <Text as="p" tone="muted" size="xs">
          {hint}
        </Text>
        {children}
      </Stack>
    </FormSection>
  );
}

/** The settings of the channel's kind: the bank account to pay into, or the gateway's credentials. */
export function KindSettings({ form, secretSet }: { form: ChannelFormState; secretSet: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  if (form.kind === 'manual_bank') {
    const instructionsHint = t('channels.form.instructionsHint', { max: MANUAL_BANK_LIMITS.instructions });
    const text = (name: 'bankName' | 'accountName' | 'accountNumber' | 'branch', extra?: { optional?: boolean }) => (
      <FormTextField
        name={name}
        label={t(`channels.form.${name}`)}
        maxLength={MANUAL_BANK_LIMITS[name] + 10}
        autoComplete="off"
        spellCheck={name === 'accountNumber' ? false : undefined}
        optional={extra?.optional}
      />
    );
    return (
      <SettingsGroup legend={t('channels.form.bankSettings')} hint={t('channels.form.bankSettingsHint')}>
        {text('bankName')}
        {text('accountName')}
        {text('accountNumber')}
        {text('branch', { optional: true })}
        <FormTextAreaField
          name="instructionsEn"
          label={t('channels.form.instructionsEn')}
          optional
          hint={instructionsHint}
          maxLength={MANUAL_BANK_LIMITS.instructions + 10}
          rows={3}
          autoGrow
          lang="en"
        />
        <FormTextAreaField
          name="instructionsZh"
          label={t('channels.form.instructionsZh')}
          optional
          hint={instructionsHint}
          maxLength={MANUAL_BANK_LIMITS.instructions + 10}
          rows={3}
          autoGrow
          lang="zh-CN"
        />
      </SettingsGroup>
    );
  }
  const limits = { min: SANDBOX_LIMITS.secretMin, max: SANDBOX_LIMITS.secretMax };
  const keeps = !form.creating && secretSet;
  return (
    <SettingsGroup legend={t('channels.form.gatewaySettings')} hint={t('channels.form.gatewaySettingsHint')}>
      <FormTextField
        name="merchantId"
        label={t('channels.form.merchantId')}
        hint={t('channels.form.merchantIdHint')}
        maxLength={50}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormTextField
        name="secret"
        label={t('channels.form.secret')}
        type="password"
        optional={keeps}
        hint={keeps ? t('channels.form.secretKeepHint', limits) : t('channels.form.secretHint', limits)}
        maxLength={SANDBOX_LIMITS.secretMax + 10}
        autoComplete="new-password"
        spellCheck={false}
        messageValues={draftMessageValues('secret', 0)}
      />
    </SettingsGroup>
  );
}
