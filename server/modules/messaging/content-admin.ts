import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type {
  AdminAnnouncement,
  AdminAnnouncementInput,
  AnnouncementState,
  AnnouncementTarget,
  AnnouncementType,
} from '../../../src/api/contract/announcements';
import type { AdminHelpTopic, AdminHelpTopicInput } from '../../../src/api/contract/help';
import type { Db } from '../../db';
import { announcementMembers, announcements, helpTopics, members } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Events } from '../../lib/events';
import { sanitizeHtml } from '../../lib/html';
import { uniqueViolation } from '../../lib/pg-error';
import type { StaffMember } from '../accounts';
import { readBrand } from '../system';
import { announcementNotFound } from './announcements';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Translations = Record<string, { title: string; content: string }>;

const notDraft = () => new AppError(409, 'announcement.not_draft', 'Only a draft can be deleted; unpublish it first');
const helpNotFound = () => new AppError(404, 'help.not_found', 'No such help topic');
const keyTaken = () => new AppError(409, 'help.key_taken', 'Another help topic has this key');

/** Every translation's content sanitised, and only the brand's further languages kept. */
function cleanTranslations(input: Translations, languages: readonly string[], defaultLanguage: string): Translations {
  const out: Translations = {};
  for (const [lang, copy] of Object.entries(input)) {
    if (lang === defaultLanguage || !languages.includes(lang)) continue;
    out[lang] = { title: copy.title, content: sanitizeHtml(copy.content) };
  }
  return out;
}

/**
 * The back office's content editors (docs/announcements.md): announcements (types, targets, schedule,
 * pop-up, publish state) and help topics. HTML is sanitised when saved (and again when players read
 * it); every change is audited in its own transaction; publishing, or editing a published
 * announcement, emits `announcement.published` after commit; unpublishing emits `announcement.withdrawn`.
 */
export function createContentAdmin(opts: { db: Db; brand: string; now: () => Date; events: Events }) {
  const { db, brand, now, events } = opts;

  async function brandLanguages() {
    const row = await readBrand(db, brand);
    return {
      languages: row?.settings.languages ?? ['en'],
      defaultLanguage: row?.settings.defaultLanguage ?? 'en',
    };
  }

  async function usernamesOf(exec: Pick<Db, 'select'>, ids: number[]) {
    if (ids.length === 0) return new Map<number, string[]>();
    const rows = await exec
      .select({ id: announcementMembers.announcementId, username: members.username })
      .from(announcementMembers)
      .innerJoin(members, eq(members.id, announcementMembers.memberId))
      .where(inArray(announcementMembers.announcementId, ids))
      .orderBy(asc(members.username));
    const map = new Map<number, string[]>();
    for (const r of rows) map.set(r.id, [...(map.get(r.id) ?? []), r.username]);
    return map;
  }

  const toAdmin = (row: typeof announcements.$inferSelect, list: string[]): AdminAnnouncement => {
    const at = now();
    return {
      id: row.id,
      type: row.type as AnnouncementType,
      title: row.title,
      content: row.content,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt?.toISOString() ?? null,
      sequence: row.sequence,
      target: row.target as AnnouncementTarget,
      targetVip: row.targetVip,
      members: list,
      translations: row.translations,
      state: row.state as AnnouncementState,
      current: row.state === 'published' && row.active && row.startAt <= at && (row.endAt === null || row.endAt > at),
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  async function findAnnouncement(exec: Pick<Db, 'select'>, id: number, lock = false) {
    const q = exec
      .select()
      .from(announcements)
      .where(and(eq(announcements.brand, brand), eq(announcements.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw announcementNotFound();
    return toAdmin(row, (await usernamesOf(exec, [id])).get(id) ?? []);
  }

  /** The member ids of the usernames (400 announcement.unknown_members naming the missing ones). */
  async function memberIds(exec: Pick<Db, 'select'>, usernames: string[]) {
    const unique = [...new Set(usernames)];
    if (unique.length === 0) return [];
    const rows = await exec
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.brand, brand), inArray(members.username, unique)));
    const found = new Set(rows.map((r) => r.username));
    const missing = unique.filter((u) => !found.has(u));
    if (missing.length > 0) {
      throw new AppError(400, 'announcement.unknown_members', 'Some usernames are not members of this brand', {
        members: missing.join(', '),
      });
    }
    return rows.map((r) => r.id);
  }

  async function writeValues(input: AdminAnnouncementInput) {
    const { languages, defaultLanguage } = await brandLanguages();
    return {
      type: input.type,
      title: input.title,
      content: sanitizeHtml(input.content),
      translations: cleanTranslations(input.translations, languages, defaultLanguage),
      startAt: new Date(input.startAt),
      endAt: input.endAt === null ? null : new Date(input.endAt),
      sequence: input.sequence,
      target: input.target,
      targetVip: input.target === 'vip' ? input.targetVip : null,
    };
  }

  async function writeMembers(tx: Tx, id: number, input: AdminAnnouncementInput) {
    await tx.delete(announcementMembers).where(eq(announcementMembers.announcementId, id));
    if (input.target !== 'list') return;
    const ids = await memberIds(tx, input.members);
    await tx.insert(announcementMembers).values(ids.map((memberId) => ({ announcementId: id, memberId })));
  }

  const published = (tx: Tx, id: number) =>
    events.emit(tx, { type: 'announcement.published', brand, announcementId: String(id) });

  return {
    async list(filter: { type?: AnnouncementType; state?: AnnouncementState }) {
      const where: SQL[] = [eq(announcements.brand, brand)];
      if (filter.type) where.push(eq(announcements.type, filter.type));
      if (filter.state) where.push(eq(announcements.state, filter.state));
      const rows = await db
        .select()
        .from(announcements)
        .where(and(...where))
        .orderBy(desc(announcements.startAt), desc(announcements.id))
        .limit(500);
      const names = await usernamesOf(
        db,
        rows.map((r) => r.id),
      );
      return { list: rows.map((r) => toAdmin(r, names.get(r.id) ?? [])), ...(await brandLanguages()) };
    },

    get: (id: number) => findAnnouncement(db, id),

    /** A new announcement, always a draft: publishing is its own step. */
    async create(actor: StaffMember, input: AdminAnnouncementInput, ip: string | null) {
      const values = await writeValues(input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(announcements)
          .values({ brand, ...values, state: 'draft', createdAt: now(), updatedAt: now() })
          .returning({ id: announcements.id });
        if (!row) throw new Error('insert returned nothing');
        await writeMembers(tx, row.id, input);
        const after = await findAnnouncement(tx, row.id);
        await audit(tx, {
          brand,
          staff: actor,
          action: 'announcement.create',
          targetType: 'announcement',
          targetId: String(row.id),
          after,
          ip,
        });
        return after;
      });
    },

    async update(actor: StaffMember, id: number, input: AdminAnnouncementInput, ip: string | null) {
      const values = await writeValues(input);
      return db.transaction(async (tx) => {
        const before = await findAnnouncement(tx, id, true);
        await tx
          .update(announcements)
          .set({ ...values, updatedAt: now() })
          .where(eq(announcements.id, id));
        await writeMembers(tx, id, input);
        const after = await findAnnouncement(tx, id);
        await audit(tx, {
          brand,
          staff: actor,
          action: 'announcement.update',
          targetType: 'announcement',
          targetId: String(id),
          before,
          after,
          ip,
        });
        if (after.state === 'published') published(tx, id);
        return after;
      });
    },

    async setState(actor: StaffMember, id: number, state: AnnouncementState, ip: string | null) {
      return db.transaction(async (tx) => {
        const before = await findAnnouncement(tx, id, true);
        if (before.state === state) return before;
        await tx.update(announcements).set({ state, updatedAt: now() }).where(eq(announcements.id, id));
        const after = await findAnnouncement(tx, id);
        await audit(tx, {
          brand,
          staff: actor,
          action: state === 'published' ? 'announcement.publish' : 'announcement.unpublish',
          targetType: 'announcement',
          targetId: String(id),
          before: { state: before.state },
          after: { state },
          ip,
        });
        if (state === 'published') published(tx, id);
        else events.emit(tx, { type: 'announcement.withdrawn', brand, announcementId: String(id) });
        return after;
      });
    },

    async remove(actor: StaffMember, id: number, ip: string | null) {
      await db.transaction(async (tx) => {
        const before = await findAnnouncement(tx, id, true);
        if (before.state !== 'draft') throw notDraft();
        await tx.delete(announcements).where(eq(announcements.id, id));
        await audit(tx, {
          brand,
          staff: actor,
          action: 'announcement.delete',
          targetType: 'announcement',
          targetId: String(id),
          before,
          ip,
        });
      });
    },

    // Help topics -------------------------------------------------------------------------------

    async helpList() {
      const rows = await db
        .select()
        .from(helpTopics)
        .where(eq(helpTopics.brand, brand))
        .orderBy(asc(helpTopics.sequence), asc(helpTopics.id))
        .limit(500);
      return { list: rows.map(toHelp), ...(await brandLanguages()) };
    },

    async helpSave(actor: StaffMember, id: number | null, input: AdminHelpTopicInput, ip: string | null) {
      const { languages, defaultLanguage } = await brandLanguages();
      const values = {
        key: input.key,
        title: input.title,
        content: sanitizeHtml(input.content),
        translations: cleanTranslations(input.translations, languages, defaultLanguage),
        sequence: input.sequence,
        active: input.active,
      };
      const write = db.transaction(async (tx) => {
        if (input.key !== null) {
          const clash = await tx
            .select({ id: helpTopics.id })
            .from(helpTopics)
            .where(
              and(
                eq(helpTopics.brand, brand),
                eq(helpTopics.key, input.key),
                ...(id === null ? [] : [ne(helpTopics.id, id)]),
              ),
            );
          if (clash.length > 0) throw keyTaken();
        }
        let before: AdminHelpTopic | undefined;
        let row: typeof helpTopics.$inferSelect | undefined;
        if (id === null) {
          [row] = await tx
            .insert(helpTopics)
            .values({ brand, ...values, createdAt: now() })
            .returning();
        } else {
          const [old] = await tx
            .select()
            .from(helpTopics)
            .where(and(eq(helpTopics.brand, brand), eq(helpTopics.id, id)))
            .for('update');
          if (!old) throw helpNotFound();
          before = toHelp(old);
          [row] = await tx.update(helpTopics).set(values).where(eq(helpTopics.id, id)).returning();
        }
        if (!row) throw helpNotFound();
        const after = toHelp(row);
        await audit(tx, {
          brand,
          staff: actor,
          action: id === null ? 'help_topic.create' : 'help_topic.update',
          targetType: 'help_topic',
          targetId: String(row.id),
          before,
          after,
          ip,
        });
        return after;
      });
      // Two editors saving the same new key at once: the unique index decides, the loser hears 409.
      return write.catch((err: unknown) => {
        throw uniqueViolation(err) === null ? err : keyTaken();
      });
    },
  };
}

function toHelp(row: typeof helpTopics.$inferSelect): AdminHelpTopic {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    content: row.content,
    translations: row.translations,
    sequence: row.sequence,
    active: row.active,
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
