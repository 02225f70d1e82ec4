/** A content row with its own (default-language) title and content, and copies in more languages. */
interface TranslatableRow {
  title: string;
  content: string;
  translations: Record<string, { title: string; content: string }>;
}

/**
 * Title and content in `language` where the row has that copy, else the row's own, with the
 * language they are in (announcements and help topics share this rule).
 */
export function translated(row: TranslatableRow, language: string, defaultLanguage: string) {
  const copy = language === defaultLanguage ? undefined : row.translations[language];
  return copy
    ? { title: copy.title, content: copy.content, language }
    : { title: row.title, content: row.content, language: defaultLanguage };
}
