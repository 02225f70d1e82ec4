import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  ANNOUNCEMENT_TIME_ZONE,
  ANNOUNCEMENTS_LIMIT,
  type AnnouncementsAnswer,
  type AnnouncementType,
  NOTICE_TYPES,
} from '../../../src/api/contract/announcements';
import { resolveContentLanguage } from '../../../src/api/contract/localized';
import { isAgentType, isTrial } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import { announcementMembers, announcementReads, announcements } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Events } from '../../lib/events';
import { sanitizeHtml } from '../../lib/html';
import { readBrand } from '../system';
import { translated } from './translated';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANNOUNCEMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Who is looking: a visitor (null), or a signed-in member. */
export interface Viewer {
  id: string;
  customerType: number;
  vipLabel: string;
}

export const announcementNotFound = () => new AppError(404, 'announcement.not_found', 'No such announcement');

/**
 * The targets a viewer is in (docs/announcements.md): everyone; members: a signed-in account that is
 * not a trial; agents: the agent types; a VIP level: a non-trial member of that level; a list: a
 * member named on it (a trial account too, when staff named it).
 */
export function visibleTo(viewer: Viewer | null): SQL {
  const everyone = eq(announcements.target, 'everyone');
  if (!viewer) return everyone;
  const listed = sql`exists (select 1 from ${announcementMembers} where ${announcementMembers.announcementId} = ${announcements.id} and ${announcementMembers.memberId} = ${viewer.id})`;
  const clauses: SQL[] = [everyone, and(eq(announcements.target, 'list'), listed) as SQL];
  if (!isTrial(viewer.customerType)) {
    clauses.push(eq(announcements.target, 'members'));
    clauses.push(and(eq(announcements.target, 'vip'), eq(announcements.targetVip, viewer.vipLabel)) as SQL);
    if (isAgentType(viewer.customerType)) clauses.push(eq(announcements.target, 'agents'));
  }
  return or(...clauses) as SQL;
}

/**
 * The announcements a player sees: the home marquee, the notice screen, the agent notice card, the
 * pop-up. Current means published, switched on, started and not ended at `now`; with a member,
 * targeted and carrying read flags (spec §3, §4; a trial account always reads as read).
 */
export function createAnnouncementsService(opts: { db: Db; brand: string; now?: () => Date; events?: Events }) {
  const { db, brand } = opts;
  const now = opts.now ?? (() => new Date());

  const current = (at: Date) =>
    and(
      eq(announcements.brand, brand),
      eq(announcements.active, true),
      eq(announcements.state, 'published'),
      lte(announcements.startAt, at),
      or(isNull(announcements.endAt), gt(announcements.endAt, at)),
    );

  const readBy = (viewer: Viewer) =>
    sql<boolean>`exists (select 1 from ${announcementReads} where ${announcementReads.announcementId} = ${announcements.id} and ${announcementReads.memberId} = ${viewer.id})`;

  /** Unread, current, targeted notices (NOTICE_TYPES) of a member; 0 for a trial account. */
  async function unread(viewer: Viewer): Promise<number> {
    if (isTrial(viewer.customerType)) return 0;
    const [row] = await db
      .select({ n: count() })
      .from(announcements)
      .where(
        and(
          current(now()),
          inArray(announcements.type, [...NOTICE_TYPES]),
          visibleTo(viewer),
          sql`not ${readBy(viewer)}`,
        ),
      );
    return Number(row?.n ?? 0);
  }

  return {
    async list(types: AnnouncementType[], lang?: string, viewer: Viewer | null = null): Promise<AnnouncementsAnswer> {
      const brandRow = await readBrand(db, brand);
      if (!brandRow) return { list: [] };
      const language = resolveContentLanguage(lang, brandRow.settings.languages, brandRow.settings.defaultLanguage);
      const rows = await db
        .select({ row: announcements, read: viewer ? readBy(viewer) : sql<boolean>`false` })
        .from(announcements)
        .where(and(current(now()), inArray(announcements.type, types), visibleTo(viewer)))
        .orderBy(asc(announcements.sequence), desc(announcements.startAt), desc(announcements.id))
        .limit(ANNOUNCEMENTS_LIMIT);
      const trial = viewer !== null && isTrial(viewer.customerType);
      const list = rows.map(({ row, read }) => {
        const text = translated(row, language, brandRow.settings.defaultLanguage);
        return {
          id: row.id,
          type: row.type as AnnouncementType,
          ...text,
          // Sanitised again on the way out: a row written before a rule tightened is served clean.
          content: sanitizeHtml(text.content),
          startDate: dayFormat.format(row.startAt),
          ...(viewer ? { read: trial || read === true } : {}),
        };
      });
      if (!viewer) return { list };
      return { list, unreadCount: list.filter((a) => !a.read).length };
    },

    unread,

    /**
     * Marks one announcement read for a (non-trial) member: idempotent (one row per pair, however
     * many calls race), 404 for one the member may not see now; `unread.changed` when it changed.
     */
    async markRead(viewer: Viewer, announcementId: number): Promise<{ unread: number }> {
      const [visible] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.id, announcementId), current(now()), visibleTo(viewer)));
      if (!visible) throw announcementNotFound();
      const inserted = await db
        .insert(announcementReads)
        .values({ announcementId, memberId: viewer.id, readAt: now() })
        .onConflictDoNothing()
        .returning({ id: announcementReads.announcementId });
      if (inserted.length > 0) opts.events?.emit(db, { type: 'unread.changed', brand, memberId: viewer.id });
      return { unread: await unread(viewer) };
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
