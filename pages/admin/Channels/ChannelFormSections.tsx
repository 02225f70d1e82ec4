import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPicker } from '../../../design-system/IconPicker';
import { Columns, Stack } from '../../../design-system/Layout';
import { MoneyField } from '../../../design-system/MoneyField';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannelList } from '../../../src/api/contract/adminChannels';
import { CHANNEL_ICONS, CHANNEL_LIMITS } from '../../../src/api/contract/adminChannels.constants';
import type { ChannelKind } from '../../../src/api/contract/wallet.constants';
import * as css from '../shared/admin.css';
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

/** Kind and code (fixed once created), the names in both languages and the icon. */
export function IdentitySection({ data, form }: { data: StaffChannelList; form: ChannelFormState }) {
  const { t } = useTranslation(ADMIN_NS);
  const { draft, errors, idOf, set } = form;
  const kindInfo = data.kinds.find((k) => k.kind === draft.kind);
  const nameHint = t('channels.form.nameHint', { max: CHANNEL_LIMITS.nameMax });
  return (
    <FormSection>
      {form.creating ? (
        <>
          <Select
            id={idOf('kind')}
            label={t('channels.form.kind')}
            value={draft.kind}
            onChange={(v) => form.chooseKind(v as ChannelKind)}
            options={data.kinds.map((k) => ({ value: k.kind, label: t(`channels.kinds.${k.kind}`) }))}
            hint={kindInfo ? t(`channels.kindHints.${kindInfo.kind}`) : undefined}
            error={errors.kind}
          />
          <TextField
            id={idOf('code')}
            label={t('channels.form.code')}
            hint={t('channels.form.codeHint')}
            value={draft.code}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.code}
            onChange={(v) => set('code', v)}
          />
        </>
      ) : (
        <Columns columns={2} gap="md" alignItems="flex-start">
          <Stack gap="xxs" minWidth={0}>
            <span className={own.label}>{t('channels.form.kind')}</span>
            <span>{t(`channels.kinds.${draft.kind}`)}</span>
          </Stack>
          <Stack gap="xxs" minWidth={0}>
            <span className={own.label}>{t('channels.form.code')}</span>
            <span className={css.mono}>{draft.code}</span>
          </Stack>
        </Columns>
      )}
      <TextField
        id={idOf('nameEn')}
        label={t('channels.form.nameEn')}
        hint={nameHint}
        value={draft.nameEn}
        maxLength={CHANNEL_LIMITS.nameMax + 10}
        autoComplete="off"
        lang="en"
        error={errors.nameEn}
        onChange={(v) => set('nameEn', v)}
      />
      <TextField
        id={idOf('nameZh')}
        label={t('channels.form.nameZh')}
        hint={nameHint}
        value={draft.nameZh}
        maxLength={CHANNEL_LIMITS.nameMax + 10}
        autoComplete="off"
        lang="zh-CN"
        error={errors.nameZh}
        onChange={(v) => set('nameZh', v)}
      />
      <IconPicker
        id={idOf('icon')}
        label={t('channels.form.icon')}
        hint={t('channels.form.iconHint')}
        options={CHANNEL_ICONS.map((icon) => {
          const Picture = pictureOf(icon);
          return { value: icon, label: t(`channels.icons.${icon}`), icon: <Picture /> };
        })}
        value={draft.icon}
        error={errors.icon}
        onChange={(icon) => set('icon', icon)}
      />
    </FormSection>
  );
}

/** The range a deposit must fall in, and the quick amounts the player can tap. */
export function AmountsSection({ data, form }: { data: StaffChannelList; form: ChannelFormState }) {
  const { t } = useTranslation(ADMIN_NS);
  const { draft, errors, idOf, set } = form;
  const onQuickKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      form.addQuickAmount();
    }
  };
  return (
    <FormSection>
      <Columns columns={2} gap="md" alignItems="flex-start">
        <MoneyField
          id={idOf('min')}
          label={t('channels.form.min')}
          currencySymbol={data.currencySymbol}
          digits={data.minorUnitDigits}
          value={draft.min}
          error={errors.min}
          onChange={(v) => set('min', v)}
        />
        <MoneyField
          id={idOf('max')}
          label={t('channels.form.max')}
          currencySymbol={data.currencySymbol}
          digits={data.minorUnitDigits}
          value={draft.max}
          error={errors.max}
          onChange={(v) => set('max', v)}
        />
      </Columns>
      <QuickAmounts symbol={data.currencySymbol} form={form} onKeyDown={onQuickKey} />
    </FormSection>
  );
}

/** On or off, and the place in the player's list. */
export function SettingsSection({ form }: { form: ChannelFormState }) {
  const { t } = useTranslation(ADMIN_NS);
  const { draft, errors, idOf, set } = form;
  return (
    <FormSection>
      <Switch
        id={idOf('enabled')}
        label={t('channels.form.enabled')}
        hint={t('channels.form.enabledHint')}
        checked={draft.enabled}
        onChange={(on) => set('enabled', on)}
      />
      <TextField
        id={idOf('sort')}
        label={t('channels.form.sort')}
        hint={t('channels.form.sortHint', { min: CHANNEL_LIMITS.sortMin, max: CHANNEL_LIMITS.sortMax })}
        inputMode="numeric"
        autoComplete="off"
        value={draft.sort}
        maxLength={5}
        error={errors.sort}
        onChange={(v) => set('sort', v)}
      />
    </FormSection>
  );
}
