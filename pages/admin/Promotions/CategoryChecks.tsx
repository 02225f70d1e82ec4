import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../design-system/Checkbox';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminCategory } from '../../../src/api/contract/activities';
import * as css from './Promotions.css';

/** The categories a promotion is in: one checkbox per category, named in the default language. */
export function CategoryChecks({
  categories,
  defaultLanguage,
  value,
  onChange,
}: {
  categories: readonly AdminCategory[];
  defaultLanguage: string;
  value: number[];
  onChange: (next: number[]) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t('promotions.categories')}</legend>
      {categories.length === 0 ? <Text tone="muted">{t('promotions.noCategories')}</Text> : null}
      {categories.map((c) => (
        <Checkbox
          key={c.id}
          label={c.names[defaultLanguage] ?? Object.values(c.names)[0]}
          checked={value.includes(c.id)}
          onChange={(on) => onChange(on ? [...value, c.id] : value.filter((x) => x !== c.id))}
        />
      ))}
    </fieldset>
  );
}
