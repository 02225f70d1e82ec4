import { and, count, desc, eq, inArray, isNull, lte, ne, not, type SQL, sql } from 'drizzle-orm';
import { CUSTOMER_TYPES } from '../../../src/api/contract/accounts.constants';
import {
  type Broadcast,
  type BroadcastInput,
  type BroadcastStatus,
  broadcastInputSchema,
  INBOX_PAGE_SIZE,
  type InboxItem,
  type InboxKind,
  type InboxMarkRead,
  type InboxMessage,
  type InboxPage,
  type Segment,
  type SystemNotice,
  segmentSchema,
} from '../../../src/api/contract/inbox';
import { resolveContentLanguage } from '../../../src/api/contract/localized';
import { isTrial } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import { inboxBroadcasts, inboxMessages, members } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Events } from '../../lib/events';
import { htmlToText, sanitizeHtml } from '../../lib/html';
import type { StaffMember } from '../accounts';
import { excludedMemberSql } from '../protection';
import { readBrand } from '../system';
import { translated } from './translated';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: what a write inside someone else's transaction needs. */
export type Exec = Db | Tx;

type MessageRow = typeof inboxMessages.$inferSelect;
type BroadcastRow = typeof inboxBroadcasts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const messageNotFound = () => new AppError(404, 'inbox.not_found', 'No such message');
const broadcastNotFound = () => new AppError(404, 'inbox.broadcast_not_found', 'No such broadcast');
const PREVIEW_CHARS = 120;

const unreadEvent = (brand: string, memberId: string) => ({ type: 'unread.changed' as const, brand, memberId });

/** Sanitises a title/content copy and its translations (sanitised again when read). */
export function cleanCopy(input: {
  title: string;
  content: string;
  translations?: Record<string, { title: string; content: string }>;
}) {
  return {
    title: input.title.trim(),
    content: sanitizeHtml(input.content),
    translations: Object.fromEntries(
      Object.entries(input.translations ?? {}).map(([lang, c]) => [
        lang,
        { title: c.title.trim(), content: sanitizeHtml(c.content) },
      ]),
    ),
  };
}

/**
 * A system notice in a member's inbox (a deposit confirmed, a withdrawal paid or rejected), written
 * in the caller's transaction, so it exists exactly when the status change does. Idempotent by
 * `ref` (one per member and ref); never for a trial account. Emits `unread.changed` after commit.
 */
export async function writeSystemNotice(
  exec: Exec,
  events: Events | undefined,
  input: { brand: string; memberId: string; key: SystemNotice; params: Record<string, string>; ref: string },
): Promise<void> {
  const [member] = await exec
    .select({ customerType: members.customerType })
    .from(members)
    .where(eq(members.id, input.memberId));
  if (!member || isTrial(member.customerType)) return;
  const written = await exec
    .insert(inboxMessages)
    .values({
      brand: input.brand,
      memberId: input.memberId,
      kind: 'system',
      template: input.key,
      params: input.params,
      ref: input.ref,
    })
    .onConflictDoNothing()
    .returning({ id: inboxMessages.id });
  if (written.length > 0) events?.emit(exec, unreadEvent(input.brand, input.memberId));
}

/**
 * A member's inbox (/m/webEmail, INBOX3): list newest first, read one (marks it read), mark read,
 * delete (soft). Every call is scoped to the member: another member's message is 404, as an
 * unknown id. Every change emits `unread.changed` (ADR 0014).
 */
export function createInbox(opts: { db: Db; events?: Events; now?: () => Date }) {
  const { db, events } = opts;
  const now = opts.now ?? (() => new Date());

  const mine = (member: { id: string; brand: string }) =>
    and(eq(inboxMessages.memberId, member.id), eq(inboxMessages.brand, member.brand), isNull(inboxMessages.deletedAt));

  async function languageOf(brand: string, lang: string | undefined) {
    const row = await readBrand(db, brand);
    const defaultLanguage = row?.settings.defaultLanguage ?? 'en';
    return {
      language: resolveContentLanguage(lang, row?.settings.languages ?? [defaultLanguage], defaultLanguage),
      defaultLanguage,
    };
  }

  function item(row: MessageRow, language: string, defaultLanguage: string): InboxItem & { content: string } {
    const text = row.template ? { title: '', content: '', language } : translated(row, language, defaultLanguage);
    const content = row.template ? '' : sanitizeHtml(text.content);
    const preview = htmlToText(content);
    return {
      id: row.id,
      kind: row.kind as InboxKind,
      title: text.title,
      preview: preview.length > PREVIEW_CHARS ? `${preview.slice(0, PREVIEW_CHARS - 1)}…` : preview,
      template: row.template ? { key: row.template as SystemNotice, params: row.params ?? {} } : null,
      language: text.language,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
      content,
    };
  }

  async function unread(member: { id: string; brand: string }): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(inboxMessages)
      .where(and(mine(member), isNull(inboxMessages.readAt)));
    return row?.n ?? 0;
  }

  async function own(member: { id: string; brand: string }, id: string): Promise<MessageRow> {
    if (!UUID.test(id)) throw messageNotFound();
    const [row] = await db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.id, id), mine(member)));
    if (!row) throw messageNotFound();
    return row;
  }

  return {
    unread,

    async list(member: { id: string; brand: string }, page: number, lang?: string): Promise<InboxPage> {
      const { language, defaultLanguage } = await languageOf(member.brand, lang);
      const rows = await db
        .select()
        .from(inboxMessages)
        .where(mine(member))
        .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
        .limit(INBOX_PAGE_SIZE)
        .offset((page - 1) * INBOX_PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(inboxMessages).where(mine(member));
      return {
        list: rows.map((r) => {
          const { content: _content, ...rest } = item(r, language, defaultLanguage);
          return rest;
        }),
        page,
        pageSize: INBOX_PAGE_SIZE,
        total: total?.n ?? 0,
        unread: await unread(member),
      };
    },

    /** One message; reading it marks it read. */
    async read(member: { id: string; brand: string }, id: string, lang?: string): Promise<InboxMessage> {
      let row = await own(member, id);
      if (row.readAt === null) {
        const [updated] = await db
          .update(inboxMessages)
          .set({ readAt: now() })
          .where(and(eq(inboxMessages.id, row.id), isNull(inboxMessages.readAt)))
          .returning();
        if (updated) {
          row = updated;
          events?.emit(db, unreadEvent(member.brand, member.id));
        }
      }
      const { language, defaultLanguage } = await languageOf(member.brand, lang);
      const view = item(row, language, defaultLanguage);
      return { ...view, readAt: row.readAt?.toISOString() ?? null };
    },

    async markRead(member: { id: string; brand: string }, body: InboxMarkRead): Promise<{ unread: number }> {
      const which = body.all ? undefined : inArray(inboxMessages.id, body.ids ?? []);
      const changed = await db
        .update(inboxMessages)
        .set({ readAt: now() })
        .where(and(mine(member), isNull(inboxMessages.readAt), which))
        .returning({ id: inboxMessages.id });
      if (changed.length > 0) events?.emit(db, unreadEvent(member.brand, member.id));
      return { unread: await unread(member) };
    },

    async remove(member: { id: string; brand: string }, id: string): Promise<{ unread: number }> {
      const row = await own(member, id);
      await db
        .update(inboxMessages)
        .set({ deletedAt: now() })
        .where(and(eq(inboxMessages.id, row.id), isNull(inboxMessages.deletedAt)));
      events?.emit(db, unreadEvent(member.brand, member.id));
      return { unread: await unread(member) };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;

// -------------------------------------------------------------------------------------------------
// Broadcasts (back office) and their delivery job
// -------------------------------------------------------------------------------------------------

const BROADCAST_PAGE_SIZE = 20;

const toBroadcast = (r: BroadcastRow): Broadcast => ({
  id: r.id,
  title: r.title,
  content: sanitizeHtml(r.content),
  translations: r.translations,
  segment: segmentSchema.parse(r.segment),
  sendAt: r.sendAt.toISOString(),
  status: r.status as BroadcastStatus,
  recipients: r.recipients,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  deliveredAt: r.deliveredAt?.toISOString() ?? null,
});

/** The members a segment names, as a condition on `members` (trial accounts never get messages). */
async function segmentWhere(exec: Exec, brand: string, segment: Segment): Promise<SQL | null> {
  const base = and(eq(members.brand, brand), ne(members.customerType, CUSTOMER_TYPES.trial));
  switch (segment.kind) {
    case 'all':
      return base!;
    case 'member':
      return and(base, eq(members.username, segment.username))!;
    case 'list':
      return and(base, inArray(members.username, segment.usernames))!;
    case 'vip':
      return and(base, eq(members.vipLabel, segment.level))!;
    case 'team': {
      const [agent] = await exec
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.brand, brand), eq(members.username, segment.agent)));
      return agent ? and(base, eq(members.parentId, agent.id))! : null;
    }
  }
}

/**
 * Delivers one broadcast, in one transaction: claims it (scheduled -> delivered; a second run, on
 * this node or another, finds it delivered and does nothing), writes one message per member of its
 * segment (the unique broadcast+member index makes a repeat write nothing), counts them.
 */
async function deliver(db: Db, events: Events | undefined, id: string, at: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(inboxBroadcasts)
      .set({ status: 'delivered', deliveredAt: at })
      .where(and(eq(inboxBroadcasts.id, id), eq(inboxBroadcasts.status, 'scheduled')))
      .returning();
    if (!claimed) return null;
    const segment = segmentSchema.parse(claimed.segment);
    const found = await segmentWhere(tx, claimed.brand, segment);
    // Marketing stops for a member in a time-out or self-exclusion (docs/player-protection.md); a
    // message to one named member is service, not marketing, and still arrives.
    const where = found && segment.kind !== 'member' ? and(found, not(excludedMemberSql(at))) : found;
    let memberIds: string[] = [];
    if (where) {
      const written = await tx
        .insert(inboxMessages)
        .select(
          tx
            .select({
              id: sql<string>`gen_random_uuid()`.as('id'),
              brand: members.brand,
              memberId: sql<string>`${members.id}`.as('member_id'),
              kind: sql<string>`'staff'`.as('kind'),
              title: sql<string>`${claimed.title}`.as('title'),
              content: sql<string>`${claimed.content}`.as('content'),
              translations: sql`${JSON.stringify(claimed.translations)}::jsonb`.as('translations'),
              template: sql<null>`null`.as('template'),
              params: sql<null>`null::jsonb`.as('params'),
              broadcastId: sql<string>`${claimed.id}::uuid`.as('broadcast_id'),
              ref: sql<null>`null`.as('ref'),
              createdAt: sql<Date>`${at.toISOString()}::timestamptz`.as('created_at'),
              readAt: sql<null>`null::timestamptz`.as('read_at'),
              deletedAt: sql<null>`null::timestamptz`.as('deleted_at'),
            })
            .from(members)
            .where(where),
        )
        .onConflictDoNothing()
        .returning({ memberId: inboxMessages.memberId });
      memberIds = written.map((w) => w.memberId);
    }
    const [n] = await tx.select({ n: count() }).from(inboxMessages).where(eq(inboxMessages.broadcastId, claimed.id));
    await tx
      .update(inboxBroadcasts)
      .set({ recipients: n?.n ?? 0 })
      .where(eq(inboxBroadcasts.id, claimed.id));
    if (memberIds.length > 0) events?.emit(tx, ...memberIds.map((m) => unreadEvent(claimed.brand, m)));
    return n?.n ?? 0;
  });
}

/** The `inbox-broadcasts` job: delivers every due scheduled broadcast of every brand. Idempotent. */
export async function deliverDueBroadcasts(db: Db, events: Events | undefined, at: Date): Promise<number> {
  const due = await db
    .select({ id: inboxBroadcasts.id })
    .from(inboxBroadcasts)
    .where(and(eq(inboxBroadcasts.status, 'scheduled'), lte(inboxBroadcasts.sendAt, at)))
    .orderBy(inboxBroadcasts.sendAt)
    .limit(500);
  let delivered = 0;
  for (const b of due) if ((await deliver(db, events, b.id, at)) !== null) delivered += 1;
  return delivered;
}

/** The back office's composer and sent list, for one brand (audited). */
export function createBroadcastsAdmin(opts: { db: Db; brand: string; events?: Events; now?: () => Date }) {
  const { db, brand, events } = opts;
  const now = opts.now ?? (() => new Date());

  async function byId(id: string): Promise<BroadcastRow> {
    if (!UUID.test(id)) throw broadcastNotFound();
    const [row] = await db
      .select()
      .from(inboxBroadcasts)
      .where(and(eq(inboxBroadcasts.id, id), eq(inboxBroadcasts.brand, brand)));
    if (!row) throw broadcastNotFound();
    return row;
  }

  /** Unknown usernames of a member, list or team segment: 404 inbox.member_not_found naming them. */
  async function checkSegment(segment: Segment) {
    const names =
      segment.kind === 'member'
        ? [segment.username]
        : segment.kind === 'list'
          ? segment.usernames
          : segment.kind === 'team'
            ? [segment.agent]
            : [];
    if (names.length === 0) return;
    const found = await db
      .select({ username: members.username, customerType: members.customerType })
      .from(members)
      .where(and(eq(members.brand, brand), inArray(members.username, names)));
    const known = new Set(found.filter((m) => !isTrial(m.customerType)).map((m) => m.username));
    const missing = [...new Set(names)].filter((n) => !known.has(n));
    if (missing.length > 0) {
      throw new AppError(404, 'inbox.member_not_found', 'No such member', {
        segment: missing.slice(0, 20).join(', '),
      });
    }
  }

  return {
    async list(page: number, status?: BroadcastStatus) {
      const where = and(eq(inboxBroadcasts.brand, brand), status ? eq(inboxBroadcasts.status, status) : undefined);
      const rows = await db
        .select()
        .from(inboxBroadcasts)
        .where(where)
        .orderBy(desc(inboxBroadcasts.createdAt), desc(inboxBroadcasts.id))
        .limit(BROADCAST_PAGE_SIZE)
        .offset((page - 1) * BROADCAST_PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(inboxBroadcasts).where(where);
      return { list: rows.map(toBroadcast), page, pageSize: BROADCAST_PAGE_SIZE, total: total?.n ?? 0 };
    },

    /** Saves a broadcast (audited); one due now is delivered before this answers. */
    async create(who: StaffMember, raw: BroadcastInput, ip: string | null): Promise<Broadcast> {
      const input = broadcastInputSchema.parse(raw);
      await checkSegment(input.segment);
      const at = now();
      const sendAt = input.sendAt !== undefined && input.sendAt > at.getTime() ? new Date(input.sendAt) : at;
      const copy = cleanCopy(input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inboxBroadcasts)
          .values({ brand, ...copy, segment: input.segment, sendAt, createdBy: who.username, createdAt: at })
          .returning();
        await audit(tx, {
          brand,
          staff: who,
          action: 'inbox.broadcast',
          targetType: 'inbox_broadcast',
          targetId: row!.id,
          after: { title: copy.title, segment: input.segment, sendAt: sendAt.toISOString() },
          ip,
        });
        return row!.id;
      });
      if (sendAt.getTime() <= at.getTime()) await deliver(db, events, id, at);
      return toBroadcast(await byId(id));
    },

    /** Cancels a scheduled broadcast (audited); one already delivered or cancelled is 409. */
    async cancel(who: StaffMember, id: string, ip: string | null): Promise<Broadcast> {
      await byId(id);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(inboxBroadcasts)
          .set({ status: 'cancelled', cancelledAt: now() })
          .where(and(eq(inboxBroadcasts.id, id), eq(inboxBroadcasts.status, 'scheduled')))
          .returning();
        if (!row)
          throw new AppError(409, 'inbox.broadcast_not_scheduled', 'Only a scheduled broadcast can be cancelled');
        await audit(tx, {
          brand,
          staff: who,
          action: 'inbox.broadcast_cancel',
          targetType: 'inbox_broadcast',
          targetId: id,
          before: { status: 'scheduled' },
          after: { status: 'cancelled' },
          ip,
        });
      });
      return toBroadcast(await byId(id));
    },
  };
}

export type BroadcastsAdmin = ReturnType<typeof createBroadcastsAdmin>;
