import { useTranslation } from 'react-i18next';
import { Card } from '../../../design-system/Card';
import { Checkbox } from '../../../design-system/Checkbox';
import { Columns } from '../../../design-system/Layout';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { availableLanguages } from '../../../src/i18n/languages';
import type { TabProps } from './types';

const nameOf = (code: string) => availableLanguages.find((l) => l.code === code)?.nativeName ?? code;

/** Languages and currency: the languages offered, the default one, the currency. */
export function LanguagesTab({ settings, onChange, errors, appLanguages }: TabProps & { appLanguages: string[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const currency = settings.currency;
  const toggle = (code: string, on: boolean) => {
    const languages = on ? [...settings.languages, code] : settings.languages.filter((l) => l !== code);
    if (languages.length === 0) return;
    const defaultLanguage = languages.includes(settings.defaultLanguage) ? settings.defaultLanguage : languages[0]!;
    onChange({ ...settings, languages, defaultLanguage });
  };
  return (
    <>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.languages.title')} description={t('brand.languages.hint')} level={2} />
        {appLanguages.map((code) => (
          <Checkbox
            key={code}
            label={`${nameOf(code)} (${code})`}
            checked={settings.languages.includes(code)}
            onChange={(on) => toggle(code, on)}
          />
        ))}
        <Select
          label={t('brand.languages.default')}
          value={settings.defaultLanguage}
          options={settings.languages.map((code) => ({ value: code, label: nameOf(code) }))}
          onChange={(v) => onChange({ ...settings, defaultLanguage: v })}
          error={errors.defaultLanguage}
        />
      </Card>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.currency.title')} description={t('brand.currency.hint')} level={2} />
        <Columns columns={1} wideColumns={3} gap="md">
          <TextField
            label={t('brand.currency.code')}
            value={currency.code}
            maxLength={3}
            error={errors['currency.code']}
            onChange={(v) => onChange({ ...settings, currency: { ...currency, code: v.toUpperCase() } })}
          />
          <TextField
            label={t('brand.currency.symbol')}
            value={currency.symbol}
            maxLength={8}
            error={errors['currency.symbol']}
            onChange={(v) => onChange({ ...settings, currency: { ...currency, symbol: v } })}
          />
          <Select
            label={t('brand.currency.digits')}
            value={String(currency.minorUnitDigits)}
            options={[0, 1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) }))}
            onChange={(v) => onChange({ ...settings, currency: { ...currency, minorUnitDigits: Number(v) } })}
          />
        </Columns>
      </Card>
    </>
  );
}
