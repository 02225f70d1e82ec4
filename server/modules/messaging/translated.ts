import { pickCopy } from '../../../src/api/contract/localized';

/** A content row with its own (default-language) title and content, and copies in more languages. */
interface TranslatableRow {
  title: string;
  content: string;
  translations: Record<string, { title: string; content: string }>;
}

/**
 * Title and content in `language` where the row has that copy, else its English copy, else the row's
 * own, with the language they are in (announcements and help topics share this rule; FALLBACK_LANGUAGE).
 */
export function translated(row: TranslatableRow, language: string, defaultLanguage: string) {
  const picked = pickCopy(
    { ...row.translations, [defaultLanguage]: { title: row.title, content: row.content } },
    language,
    defaultLanguage,
  );
  const copy = picked?.value ?? { title: row.title, content: row.content };
  return { title: copy.title, content: copy.content, language: picked?.language ?? defaultLanguage };
}
