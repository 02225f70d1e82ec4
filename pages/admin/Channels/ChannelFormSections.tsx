import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField, useFormField } from '../../../design-system/Form';
import { IconPicker } from '../../../design-system/IconPicker';
import { Columns, Stack } from '../../../design-system/Layout';
import { FormMoneyField } from '../../../design-system/MoneyField';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { Text } from '../../../design-system/Text';
import { draftMessageValues } from '../../../src/admin/channelChecks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannelList } from '../../../src/api/contract/adminChannels';
import { CHANNEL_ICONS, CHANNEL_LIMITS, type ChannelIcon } from '../../../src/api/contract/adminChannels.constants';
import type { ChannelKind } from '../../../src/api/contract/wallet.constants';
import * as own from './Channels.css';
import { pictureOf } from './parts';
import { QuickAmounts } from './QuickAmounts';
import type { ChannelFormState } from './useChannelForm';

/** A part of the form, divided from the one before it. */
export function FormSection({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" minWidth={0} className={own.section}>
      {children}
    </Stack>
  );
}

/** A fact that no longer changes once the channel exists (its kind, its code). */
function Fixed({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xxs" minWidth={0}>
      <Text tone="muted" size="sm" weight="medium">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Kind and code (fixed once created), the names in both languages and the icon. */
export function IdentitySection({ data, form }: { data: StaffChannelList; form: ChannelFormState }) {
  const { t } = useTranslation(ADMIN_NS);
  const kind = useFormField({ name: 'kind' });
  const icon = useFormField({ name: 'icon' });
  const nameHint = t('channels.form.nameHint', { max: CHANNEL_LIMITS.nameMax });
  const code = form.form.getValues('code');
  return (
    <FormSection>
      {form.creating ? (
        <>
          <Select
            {...kind.text}
            label={t('channels.form.kind')}
            onChange={(v) => form.chooseKind(v as ChannelKind)}
            options={data.kinds.map((k) => ({ value: k.kind, label: t(`channels.kinds.${k.kind}`) }))}
            hint={data.kinds.some((k) => k.kind === form.kind) ? t(`channels.kindHints.${form.kind}`) : undefined}
          />
          <FormTextField
            name="code"
            label={t('channels.form.code')}
            hint={t('channels.form.codeHint')}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </>
      ) : (
        <Columns columns={2} gap="md" alignItems="flex-start">
          <Fixed label={t('channels.form.kind')}>
            <span>{t(`channels.kinds.${form.kind}`)}</span>
          </Fixed>
          <Fixed label={t('channels.form.code')}>
            <Text numeric wrap="anywhere">
              {code}
            </Text>
          </Fixed>
        </Columns>
      )}
      <FormTextField
        name="nameEn"
        label={t('channels.form.nameEn')}
        hint={nameHint}
        maxLength={CHANNEL_LIMITS.nameMax + 10}
        autoComplete="off"
        lang="en"
      />
      <FormTextField
        name="nameZh"
        label={t('channels.form.nameZh')}
        hint={nameHint}
        maxLength={CHANNEL_LIMITS.nameMax + 10}
        autoComplete="off"
        lang="zh-CN"
      />
      <IconPicker
        ref={icon.ref}
        label={t('channels.form.icon')}
        hint={t('channels.form.iconHint')}
        options={CHANNEL_ICONS.map((name) => {
          const Picture = pictureOf(name);
          return { value: name, label: t(`channels.icons.${name}`), icon: <Picture /> };
        })}
        value={icon.field.value as ChannelIcon}
        error={icon.error}
        onChange={(v) => icon.field.onChange(v)}
      />
    </FormSection>
  );
}

/** The range a deposit must fall in, and the quick amounts the player can tap. */
export function AmountsSection({ data, form }: { data: StaffChannelList; form: ChannelFormState }) {
  const { t } = useTranslation(ADMIN_NS);
  const values = draftMessageValues('min', form.digits);
  return (
    <FormSection>
      <Columns columns={2} gap="md" alignItems="flex-start">
        <FormMoneyField
          name="min"
          label={t('channels.form.min')}
          currencySymbol={data.currencySymbol}
          digits={data.minorUnitDigits}
          messageValues={values}
        />
        <FormMoneyField
          name="max"
          label={t('channels.form.max')}
          currencySymbol={data.currencySymbol}
          digits={data.minorUnitDigits}
          messageValues={values}
        />
      </Columns>
      <QuickAmounts symbol={data.currencySymbol} form={form} />
    </FormSection>
  );
}

/** On or off, and the place in the player's list. */
export function SettingsSection() {
  const { t } = useTranslation(ADMIN_NS);
  const enabled = useFormField({ name: 'enabled' });
  return (
    <FormSection>
      <Switch
        ref={enabled.ref}
        label={t('channels.form.enabled')}
        hint={t('channels.form.enabledHint')}
        checked={enabled.field.value === true}
        onChange={(on) => enabled.field.onChange(on)}
      />
      <FormTextField
        name="sort"
        label={t('channels.form.sort')}
        hint={t('channels.form.sortHint', { min: CHANNEL_LIMITS.sortMin, max: CHANNEL_LIMITS.sortMax })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        messageValues={draftMessageValues('sort', 0)}
      />
    </FormSection>
  );
}
