import { useTranslation } from 'react-i18next';
import { Card } from '../../../design-system/Card';
import { Columns } from '../../../design-system/Layout';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { REGISTER_FIELDS, REGISTER_METHODS, type RegisterMethod } from '../../../src/api/contract/accounts.constants';
import type { TabProps } from './types';

/** Registration rules: each field's enabled and required flags, the default method, the age limit. */
export function RegistrationTab({ settings, onChange }: TabProps) {
  const { t } = useTranslation(ADMIN_NS);
  const registration = settings.registration ?? {};
  const fields = registration.fields ?? {};
  const setRule = (field: (typeof REGISTER_FIELDS)[number], patch: { enabled?: boolean; required?: boolean }) => {
    const rule = { enabled: fields[field]?.enabled ?? true, required: fields[field]?.required ?? false, ...patch };
    // A required field is shown; a hidden one is not required.
    if (patch.required) rule.enabled = true;
    if (patch.enabled === false) rule.required = false;
    onChange({ ...settings, registration: { ...registration, fields: { ...fields, [field]: rule } } });
  };
  return (
    <>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.registration.general')} level={2} />
        <Columns columns={1} wideColumns={2} gap="md">
          <Select
            label={t('brand.registration.defaultMethod')}
            hint={t('brand.registration.defaultMethodHint')}
            value={registration.defaultMethod ?? ''}
            options={[
              { value: '', label: t('brand.registration.automatic') },
              ...REGISTER_METHODS.map((m) => ({ value: m, label: t(`brand.registration.methods.${m}`) })),
            ]}
            onChange={(v) =>
              onChange({
                ...settings,
                registration: { ...registration, defaultMethod: (v || undefined) as RegisterMethod | undefined },
              })
            }
          />
          <Select
            label={t('brand.registration.ageLimit')}
            hint={t('brand.registration.ageLimitHint')}
            value={String(settings.ageLimit)}
            options={[18, 21].map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(v) => onChange({ ...settings, ageLimit: Number(v) })}
          />
        </Columns>
      </Card>
      <Card padding="lg" gap="md">
        <SectionHeader
          title={t('brand.registration.fields')}
          description={t('brand.registration.fieldsHint')}
          level={2}
        />
        <Columns columns={1} wideColumns={2} gap="md">
          {REGISTER_FIELDS.map((field) => (
            <Card key={field} padding="md" gap="sm">
              <SectionHeader title={field} level={3} />
              <Switch
                label={t('brand.registration.enabled')}
                checked={fields[field]?.enabled ?? true}
                onChange={(on) => setRule(field, { enabled: on })}
              />
              <Switch
                label={t('brand.registration.required')}
                checked={fields[field]?.required ?? false}
                onChange={(on) => setRule(field, { required: on })}
              />
            </Card>
          ))}
        </Columns>
      </Card>
    </>
  );
}
