import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../design-system/Layout';
import { RichText } from '../../design-system/RichText';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { TextAreaField } from '../../design-system/TextAreaField';
import { TextField } from '../../design-system/TextField';
import * as css from './ContentFields.css';
import { ADMIN_NS } from './i18n';

export interface ContentText {
  title: string;
  content: string;
  translations: Record<string, { title: string; content: string }>;
}

export interface ContentFieldsProps {
  value: ContentText;
  onChange: (next: ContentText) => void;
  /** The brand's languages (brand settings `languages`), the default first or anywhere. */
  languages: readonly string[];
  defaultLanguage: string;
  titleError?: string;
  /** The HTML limit, for the counter. */
  maxLength: number;
}

/**
 * Title and HTML content per brand language, one tab each (the default language's copy is the row's
 * own; the others are its translations; a translation left with no title is dropped), with a live
 * preview drawn as players see it (RichText, sanitised in the browser; the server sanitises on save).
 */
export function ContentFields({
  value,
  onChange,
  languages,
  defaultLanguage,
  titleError,
  maxLength,
}: ContentFieldsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const ordered = [defaultLanguage, ...languages.filter((l) => l !== defaultLanguage)];
  const previewId = useId();
  const copyOf = (lang: string) =>
    lang === defaultLanguage
      ? { title: value.title, content: value.content }
      : (value.translations[lang] ?? { title: '', content: '' });
  const set = (lang: string, patch: Partial<{ title: string; content: string }>) => {
    if (lang === defaultLanguage) return onChange({ ...value, ...patch });
    const next = { ...copyOf(lang), ...patch };
    onChange({ ...value, translations: { ...value.translations, [lang]: next } });
  };
  return (
    <Tabs
      variant="pill"
      label={t('content.languages')}
      items={ordered.map((lang) => ({
        value: lang,
        label: t('content.languageTab', { lang, context: lang === defaultLanguage ? 'default' : undefined }),
      }))}
      defaultValue={defaultLanguage}
    >
      {ordered.map((lang) => {
        const copy = copyOf(lang);
        return (
          <TabPanel key={lang} value={lang}>
            <Stack gap="md">
              <TextField
                label={t('content.title')}
                value={copy.title}
                lang={lang}
                optional={lang !== defaultLanguage}
                error={lang === defaultLanguage ? titleError : undefined}
                maxLength={200}
                onChange={(title) => set(lang, { title })}
              />
              <TextAreaField
                label={t('content.html')}
                hint={t('content.htmlHint')}
                value={copy.content}
                lang={lang}
                rows={6}
                maxLength={maxLength}
                onChange={(content) => set(lang, { content })}
              />
              <Stack gap="xs">
                <p className={css.previewLabel} id={`${previewId}-${lang}`}>
                  {t('content.preview')}
                </p>
                <section className={css.preview} aria-labelledby={`${previewId}-${lang}`} lang={lang}>
                  <RichText html={copy.content} />
                </section>
              </Stack>
            </Stack>
          </TabPanel>
        );
      })}
    </Tabs>
  );
}

/** The translations worth sending: those with a title (an empty tab is no translation). */
export const filledTranslations = (translations: ContentText['translations']) =>
  Object.fromEntries(Object.entries(translations).filter(([, copy]) => copy.title.trim() !== ''));
