import { and, asc, eq } from 'drizzle-orm';
import { HELP_TOPICS_LIMIT, type HelpTopic } from '../../../src/api/contract/help';
import { resolveContentLanguage } from '../../../src/api/contract/localized';
import type { Db } from '../../db';
import { helpTopics } from '../../db/schema';
import { sanitizeHtml } from '../../lib/html';
import { readBrand } from '../system';
import { translated } from './translated';

/**
 * The help center's topics (spec §2 Help center, §3 Help entry). The footer lists their titles and
 * /m/help shows one. Editing comes with the back office's content pages.
 */
export function createHelpService(opts: { db: Db; brand: string }) {
  const { db, brand } = opts;
  return {
    async list(lang?: string): Promise<HelpTopic[]> {
      const brandRow = await readBrand(db, brand);
      if (!brandRow) return [];
      const { languages, defaultLanguage } = brandRow.settings;
      const language = resolveContentLanguage(lang, languages, defaultLanguage);
      const rows = await db
        .select()
        .from(helpTopics)
        .where(and(eq(helpTopics.brand, brand), eq(helpTopics.active, true)))
        .orderBy(asc(helpTopics.sequence), asc(helpTopics.id))
        .limit(HELP_TOPICS_LIMIT);
      return rows.map((row) => {
        const text = translated(row, language, defaultLanguage);
        return { id: row.id, key: row.key, ...text, content: sanitizeHtml(text.content) };
      });
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
