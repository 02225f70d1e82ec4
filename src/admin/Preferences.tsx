import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Select } from '../../design-system/Select';
import { type ColorMode, persistColorMode, readColorMode } from '../../themes/colorMode';
import { adminLanguages, availableLanguages } from '../i18n';
import * as css from './AdminShell.css';
import { ADMIN_NS, setAdminLanguage } from './i18n';

/**
 * Language and colour mode, the same stored choices as the player site's (`language`, `theme`):
 * the colour mode through themes/colorMode.ts, applied before the first paint by admin.html's head script.
 */
export function Preferences({ layout = 'stack' }: { layout?: 'stack' | 'row' }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const [mode, setMode] = useState<ColorMode>(readColorMode);
  const [pendingLanguage, setPendingLanguage] = useState<string | null>(null);
  const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <div className={layout === 'row' ? css.preferencesRow : css.preferences}>
      <Select
        className={css.languageSelect}
        label={t('shell.language')}
        options={availableLanguages
          .filter((l) => (adminLanguages as readonly string[]).includes(l.code))
          .map((l) => ({ value: l.code, label: l.nativeName }))}
        value={pendingLanguage ?? i18n.language}
        onChange={(code) => {
          setPendingLanguage(code);
          void setAdminLanguage(code).finally(() => setPendingLanguage(null));
        }}
      />
      <Button
        variant="secondary"
        icon={next === 'light' ? <Sun /> : <Moon />}
        aria-label={next === 'light' ? t('shell.switchToLight') : t('shell.switchToDark')}
        onPress={() => {
          persistColorMode(next);
          setMode(next);
        }}
      >
        {next === 'light' ? t('shell.lightMode') : t('shell.darkMode')}
      </Button>
    </div>
  );
}
