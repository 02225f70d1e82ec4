import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  ANNOUNCEMENT_TIME_ZONE,
  ANNOUNCEMENTS_LIMIT,
  type Announcement,
  type AnnouncementType,
} from '../../../src/api/contract/announcements';
import { resolveContentLanguage } from '../../../src/api/contract/localized';
import type { Db } from '../../db';
import { announcements } from '../../db/schema';
import { readBrand } from '../system';
import { translated } from './translated';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANNOUNCEMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The announcements a player sees (issue 5 needs the home marquee; the messaging issue adds read
 * flags, editing and the notice screens). Current means started and not ended at `now`.
 */
export function createAnnouncementsService(opts: { db: Db; brand: string; now?: () => Date }) {
  const { db, brand } = opts;
  const now = opts.now ?? (() => new Date());

  return {
    async list(types: AnnouncementType[], lang?: string): Promise<Announcement[]> {
      const brandRow = await readBrand(db, brand);
      if (!brandRow) return [];
      const language = resolveContentLanguage(lang, brandRow.settings.languages, brandRow.settings.defaultLanguage);
      const at = now();
      const rows = await db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.brand, brand),
            eq(announcements.active, true),
            inArray(announcements.type, types),
            lte(announcements.startAt, at),
            or(isNull(announcements.endAt), gt(announcements.endAt, at)),
          ),
        )
        .orderBy(asc(announcements.sequence), desc(announcements.startAt), desc(announcements.id))
        .limit(ANNOUNCEMENTS_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        type: row.type as AnnouncementType,
        ...translated(row, language, brandRow.settings.defaultLanguage),
        startDate: dayFormat.format(row.startAt),
      }));
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
