import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  type CannedReply,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_CONSOLE_PAGE_SIZE,
  CHAT_DEFAULT_CAP,
  CHAT_PAGE_SIZE,
  CHAT_TYPING_LIMIT,
  type ChatAgent,
  type ChatFigures,
  type ChatHistory,
  type ChatMemberContext,
  type ChatMessage,
  type ChatStatus,
  type ChatView,
  type StaffConversation,
  type StaffConversationDetail,
  type StaffConversationPage,
} from '../../../src/api/contract/chat';
import type { Db } from '../../db';
import {
  chatAgents,
  chatAttachments,
  chatCannedReplies,
  chatConversations,
  chatEpisodes,
  chatMessages,
  deposits,
  members,
  staff,
  withdrawals,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { DomainEvent, Events } from '../../lib/events';
import { uniqueViolation } from '../../lib/pg-error';
import { readBrand } from '../system';
import { decodeListCursor, encodeListCursor, type ListCursor } from './cursor';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conversation = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** The member a chat call is for (the session's member). */
export interface ChatMember {
  id: string;
  brand: string;
}
/** The staff member behind a console call. */
export interface ChatStaff {
  id: string;
  username: string;
}

export interface ChatServiceOptions {
  db: Db;
  brand: string;
  events: Events;
  now?: () => Date;
  /** The member's balances (cash + bonus) and the brand's currency, for the console's context. */
  balance: (memberId: string) => Promise<{ amount: number; symbol: string; digits: number }>;
  /** The typing limiter shared by every brand of this node. */
  typing?: TypingLimiter;
}

const notFound = () => new AppError(404, 'chat.not_found', 'No such conversation, message or attachment');
const AGENT_ROLES = ['support', 'admin'];

/** Per-node limiter of typing signals: CHAT_TYPING_LIMIT per key (429 rate.limited beyond). */
export function createTypingLimiter(now: () => number = Date.now) {
  const seen = new Map<string, number[]>();
  return {
    hit(key: string) {
      const t = now();
      const recent = (seen.get(key) ?? []).filter((x) => x > t - CHAT_TYPING_LIMIT.windowMs);
      if (recent.length >= CHAT_TYPING_LIMIT.count) {
        throw new AppError(429, 'rate.limited', 'Too many typing signals', undefined, {
          retryAt: (recent[0] ?? t) + CHAT_TYPING_LIMIT.windowMs,
        });
      }
      recent.push(t);
      seen.set(key, recent);
      if (seen.size > 10_000)
        for (const [k, v] of seen) if (v.every((x) => x <= t - CHAT_TYPING_LIMIT.windowMs)) seen.delete(k);
    },
  };
}
export type TypingLimiter = ReturnType<typeof createTypingLimiter>;

/** The image type of `bytes` by its magic bytes, or null. */
export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const average = (xs: number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

/**
 * Live chat's rules for one brand (docs/chat.md): the member's conversation and its messages, read
 * positions, attachments, round-robin assignment among online agents under their cap, the console's
 * views, canned replies and figures. Knows nothing about HTTP.
 */
export function createChatService(opts: ChatServiceOptions) {
  const { db, brand, events } = opts;
  const now = opts.now ?? (() => new Date());
  const typing = opts.typing ?? createTypingLimiter();

  const chatEvent = (type: 'chat.message' | 'chat.note' | 'chat.read' | 'chat.conversation', c: Conversation) =>
    ({ type, brand, conversationId: c.id, memberId: c.memberId }) as DomainEvent;

  async function enabled(): Promise<boolean> {
    const b = await readBrand(db, brand);
    return b?.settings.features.liveChat === true;
  }

  async function requireEnabled() {
    if (!(await enabled())) throw new AppError(404, 'chat.unavailable', 'Live chat is not available');
  }

  const memberConversation = async (memberId: string, exec: Pick<Db, 'select'> = db) =>
    (
      await exec
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.brand, brand)))
    )[0];

  /** The conversation of the member, created when missing, locked for the transaction. */
  async function lockMemberConversation(tx: Tx, memberId: string): Promise<Conversation> {
    await tx
      .insert(chatConversations)
      .values({ brand, memberId, status: 'open', createdAt: now(), updatedAt: now() })
      .onConflictDoNothing({ target: chatConversations.memberId });
    const [c] = await tx
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.brand, brand)))
      .for('update');
    if (!c) throw notFound();
    return c;
  }

  async function lockConversation(tx: Tx, id: string): Promise<Conversation> {
    const [c] = await tx
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.id, id), eq(chatConversations.brand, brand)))
      .for('update');
    if (!c) throw notFound();
    return c;
  }

  /** Staff of this brand who may answer chat: active, support or admin, covering the brand. */
  const eligible = sql`${staff.active} and ${staff.role} in ('support', 'admin') and (${staff.brands} is null or cardinality(${staff.brands}) = 0 or ${brand} = any(${staff.brands}))`;

  /**
   * Round-robin: among online eligible agents under their cap, the one given a conversation longest
   * ago. The agent rows are locked first (one statement) so concurrent assignments queue; the loads
   * are counted after the lock (a fresh snapshot), so no agent ever goes past the cap.
   */
  async function pickAgent(tx: Tx, exclude?: string): Promise<string | null> {
    const locked = await tx
      .select({ staffId: chatAgents.staffId })
      .from(chatAgents)
      .innerJoin(staff, eq(staff.id, chatAgents.staffId))
      .where(and(eq(chatAgents.online, true), eligible))
      .orderBy(asc(chatAgents.staffId))
      .for('update', { of: chatAgents });
    const ids = locked.map((r) => r.staffId).filter((id) => id !== exclude);
    if (ids.length === 0) return null;
    const rows = await tx
      .select({
        staffId: chatAgents.staffId,
        cap: chatAgents.cap,
        lastAssignedAt: chatAgents.lastAssignedAt,
        load: sql<number>`(select count(*)::int from ${chatConversations} where ${chatConversations.assigneeId} = ${chatAgents.staffId} and ${chatConversations.status} = 'open')`,
      })
      .from(chatAgents)
      .where(inArray(chatAgents.staffId, ids));
    const free = rows
      .filter((r) => Number(r.load) < r.cap)
      .sort(
        (a, b) =>
          (a.lastAssignedAt?.getTime() ?? 0) - (b.lastAssignedAt?.getTime() ?? 0) || a.staffId.localeCompare(b.staffId),
      );
    const chosen = free[0];
    if (!chosen) return null;
    await tx.update(chatAgents).set({ lastAssignedAt: now() }).where(eq(chatAgents.staffId, chosen.staffId));
    return chosen.staffId;
  }

  async function agentOnline(): Promise<boolean> {
    const [r] = await db
      .select({ n: count() })
      .from(chatAgents)
      .innerJoin(staff, eq(staff.id, chatAgents.staffId))
      .where(and(eq(chatAgents.online, true), eligible));
    return Number(r?.n ?? 0) > 0;
  }

  const toMessage = (
    m: MessageRow,
    view: 'member' | 'staff',
    staffNames: Map<string, string> = new Map(),
  ): ChatMessage => ({
    id: m.id,
    sender: m.sender as ChatMessage['sender'],
    staffName: view === 'staff' && m.staffId ? (staffNames.get(m.staffId) ?? null) : null,
    body: m.body,
    attachmentUrl: m.attachmentId
      ? view === 'member'
        ? `/api/chat/attachments/${m.attachmentId}`
        : `/api/admin/chat/attachments/${m.attachmentId}`
      : null,
    private: m.private,
    clientMessageId: view === 'member' && m.sender !== 'member' ? null : m.clientMessageId,
    createdAt: m.createdAt.toISOString(),
  });

  async function page(conversationId: string, view: 'member' | 'staff', before?: number) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          view === 'member' ? eq(chatMessages.private, false) : undefined,
          before ? lt(chatMessages.id, before) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(CHAT_PAGE_SIZE + 1);
    const hasMore = rows.length > CHAT_PAGE_SIZE;
    const list = rows.slice(0, CHAT_PAGE_SIZE).reverse();
    const staffIds = [...new Set(list.map((m) => m.staffId).filter((x): x is string => !!x))];
    const names = new Map<string, string>();
    if (view === 'staff' && staffIds.length > 0) {
      for (const s of await db
        .select({ id: staff.id, username: staff.username })
        .from(staff)
        .where(inArray(staff.id, staffIds)))
        names.set(s.id, s.username);
    }
    return { messages: list.map((m) => toMessage(m, view, names)), hasMore };
  }

  /**
   * Inserts a message once per (conversation, side, clientMessageId): a retry answers the first one
   * and `created` false.
   */
  async function insertOnce(
    tx: Tx,
    values: typeof chatMessages.$inferInsert,
  ): Promise<{ row: MessageRow; created: boolean }> {
    const [row] = await tx.insert(chatMessages).values(values).onConflictDoNothing().returning();
    if (row) return { row, created: true };
    const [existing] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, values.conversationId),
          eq(chatMessages.sender, values.sender),
          eq(chatMessages.clientMessageId, values.clientMessageId ?? ''),
        ),
      );
    if (!existing) throw new Error('chat message neither inserted nor found');
    return { row: existing, created: false };
  }

  async function attachmentOf(conversationId: string, id: string | undefined, exec: Pick<Db, 'select'> = db) {
    if (!id) return;
    const [a] = await exec
      .select({ id: chatAttachments.id })
      .from(chatAttachments)
      .where(and(eq(chatAttachments.id, id), eq(chatAttachments.conversationId, conversationId)));
    if (!a) throw notFound();
  }

  /** A timestamp as the database's UTC text to the microsecond (a cursor's exact sort key). */
  const exactText = (t: SQL) => sql<string>`to_char(${t} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

  /**
   * A conversation's last activity as it stood at `asOf`: its last member or public staff message at
   * or before then, or when it started. Messages are never changed, so this key of a row never moves
   * during a walk through the pages, whatever is written meanwhile; the stored `lastMessageAt` serves
   * whenever it is not newer than `asOf` (nearly always), so the messages are read only for rows
   * that changed since.
   */
  const activityAsOf = (asOf: Date) =>
    sql`coalesce(case when ${chatConversations.lastMessageAt} is null or ${chatConversations.lastMessageAt} <= ${asOf} then ${chatConversations.lastMessageAt} else (select max(m.created_at) from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and not m.private and m.sender in ('member', 'staff') and m.created_at <= ${asOf}) end, ${chatConversations.createdAt})`;

  /**
   * The console's rows. `order` waiting: the queue, oldest wait first; recent: last activity first.
   * With `paging`, one keyset page of a walk that sees the list as it was at `paging.asOf`: the queue
   * holds what waited by then, the others what existed by then, ordered by the activity then.
   */
  async function staffConversations(
    where: SQL | undefined,
    order: 'waiting' | 'recent',
    paging?: { asOf: Date; after: ListCursor | null; limit: number },
  ) {
    const last = sql<
      string | null
    >`(select case when m.attachment_id is not null and m.body = '' then '[image]' else left(m.body, 140) end from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1)`;
    const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.sender = 'member' and m.id > ${chatConversations.staffReadId})`;
    const asOf = paging?.asOf ?? now();
    const sortKey = order === 'waiting' ? sql`${chatConversations.waitingSince}` : activityAsOf(asOf);
    const after = paging?.after;
    const rows = await db
      .select({
        c: chatConversations,
        username: members.username,
        assigneeName: staff.username,
        lastMessage: last,
        unread,
        key: exactText(sortKey),
      })
      .from(chatConversations)
      .innerJoin(members, eq(members.id, chatConversations.memberId))
      .leftJoin(staff, eq(staff.id, chatConversations.assigneeId))
      .where(
        and(
          where,
          paging
            ? order === 'waiting'
              ? lte(chatConversations.waitingSince, paging.asOf)
              : lte(chatConversations.createdAt, paging.asOf)
            : undefined,
          after
            ? order === 'waiting'
              ? sql`(${sortKey}, ${chatConversations.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`
              : sql`(${sortKey}, ${chatConversations.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(
        ...(order === 'waiting'
          ? [asc(chatConversations.waitingSince), asc(chatConversations.id)]
          : [desc(sortKey), desc(chatConversations.id)]),
      )
      .limit(paging ? paging.limit : 1);
    return rows.map((r) => ({
      key: r.key,
      conversation: {
        id: r.c.id,
        memberId: r.c.memberId,
        username: r.username,
        status: r.c.status as ChatStatus,
        assigneeId: r.c.assigneeId,
        assigneeName: r.assigneeName,
        waitingSince: r.c.waitingSince?.toISOString() ?? null,
        lastMessageAt: r.c.lastMessageAt?.toISOString() ?? null,
        lastMessage: r.lastMessage,
        unread: Number(r.unread),
      } satisfies StaffConversation,
    }));
  }

  async function oneStaffConversation(id: string): Promise<StaffConversation> {
    const [c] = await staffConversations(
      and(eq(chatConversations.brand, brand), eq(chatConversations.id, id)),
      'recent',
    );
    if (!c) throw notFound();
    return c.conversation;
  }

  /**
   * Gives waiting, unassigned open conversations (oldest first) to online agents under their cap,
   * until none is free: when an agent comes online, or a conversation frees a place.
   */
  async function drainQueue() {
    for (let i = 0; i < 50; i++) {
      const [next] = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.brand, brand),
            eq(chatConversations.status, 'open'),
            isNull(chatConversations.assigneeId),
            isNotNull(chatConversations.waitingSince),
          ),
        )
        .orderBy(asc(chatConversations.waitingSince))
        .limit(1);
      if (!next) return;
      const assigned = await db.transaction(async (tx) => {
        const c = await lockConversation(tx, next.id);
        if (c.assigneeId || c.status !== 'open') return true;
        const agent = await pickAgent(tx);
        if (!agent) return false;
        await tx
          .update(chatConversations)
          .set({ assigneeId: agent, updatedAt: now() })
          .where(eq(chatConversations.id, c.id));
        events.emit(tx, chatEvent('chat.conversation', c));
        return true;
      });
      if (!assigned) return;
    }
  }

  return {
    brand,
    enabled,
    requireEnabled,
    sniffImage,

    // Member -------------------------------------------------------------------------------------------

    async history(member: ChatMember, before?: number): Promise<ChatHistory> {
      const c = await memberConversation(member.id);
      const online = await agentOnline();
      if (!c) return { status: null, messages: [], hasMore: false, staffReadId: 0, agentOnline: online };
      const p = await page(c.id, 'member', before);
      return { status: c.status as ChatStatus, ...p, staffReadId: c.staffReadId, agentOnline: online };
    },

    async send(member: ChatMember, input: { clientMessageId: string; body: string; attachmentId?: string }) {
      const result = await db.transaction(async (tx) => {
        const c = await lockMemberConversation(tx, member.id);
        await attachmentOf(c.id, input.attachmentId, tx);
        const at = now();
        const { row, created } = await insertOnce(tx, {
          conversationId: c.id,
          sender: 'member',
          body: input.body,
          attachmentId: input.attachmentId ?? null,
          clientMessageId: input.clientMessageId,
          createdAt: at,
        });
        if (!created) return row;
        const assignee = c.assigneeId ?? (await pickAgent(tx));
        // The first message ever, or the first after a resolution, opens an episode (the figures').
        const opens = c.firstMemberMessageAt === null || c.status === 'resolved';
        if (opens) {
          await tx.insert(chatEpisodes).values({ conversationId: c.id, brand, openedAt: at }).onConflictDoNothing();
        }
        await tx
          .update(chatConversations)
          .set({
            // An incoming message reopens a resolved (or pending) conversation.
            status: 'open',
            resolvedAt: c.status === 'resolved' ? null : c.resolvedAt,
            firstMemberMessageAt: opens ? at : c.firstMemberMessageAt,
            firstResponseAt: opens ? null : c.firstResponseAt,
            waitingSince: c.waitingSince ?? at,
            lastMessageAt: at,
            memberReadId: row.id,
            assigneeId: assignee,
            updatedAt: at,
          })
          .where(eq(chatConversations.id, c.id));
        events.emit(tx, chatEvent('chat.message', c), chatEvent('chat.conversation', c));
        return row;
      });
      return { message: toMessage(result, 'member') };
    },

    async read(member: ChatMember, messageId: number) {
      const c = await memberConversation(member.id);
      if (!c) throw notFound();
      const [m] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, c.id), eq(chatMessages.private, false)),
        );
      if (!m) throw notFound();
      const updated = await db
        .update(chatConversations)
        .set({ memberReadId: messageId })
        .where(and(eq(chatConversations.id, c.id), lt(chatConversations.memberReadId, messageId)))
        .returning({ id: chatConversations.id });
      if (updated.length > 0) {
        events.emit(db, chatEvent('chat.read', c), { type: 'unread.changed', brand, memberId: member.id });
      }
      return { ok: true as const };
    },

    async typing(member: ChatMember) {
      typing.hit(`m:${member.id}`);
      const c = await memberConversation(member.id);
      // Nothing to tell before the first message: no agent sees the conversation yet.
      if (c) events.emit(db, { type: 'chat.typing', brand, conversationId: c.id, memberId: member.id, from: 'member' });
      return { ok: true as const };
    },

    async unread(member: ChatMember): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(
          and(
            eq(chatConversations.memberId, member.id),
            eq(chatConversations.brand, brand),
            ne(chatMessages.sender, 'member'),
            eq(chatMessages.private, false),
            gt(chatMessages.id, chatConversations.memberReadId),
          ),
        );
      return Number(r?.n ?? 0);
    },

    /** Stores an image of the member's conversation (created when missing); checked by its bytes. */
    async upload(member: ChatMember, bytes: Buffer) {
      if (bytes.length > CHAT_ATTACHMENT_MAX_BYTES) {
        throw new AppError(413, 'chat.attachment_too_large', 'The image is larger than the limit', {
          body: `at most ${CHAT_ATTACHMENT_MAX_BYTES} bytes`,
        });
      }
      const mime = sniffImage(bytes);
      if (!mime) throw new AppError(415, 'chat.attachment_type', 'Only PNG, JPEG or WebP images');
      const id = await db.transaction(async (tx) => {
        const c = await lockMemberConversation(tx, member.id);
        const [a] = await tx
          .insert(chatAttachments)
          .values({ conversationId: c.id, mime, size: bytes.length, data: bytes, createdAt: now() })
          .returning({ id: chatAttachments.id });
        return a!.id;
      });
      return { id, url: `/api/chat/attachments/${id}` };
    },

    /** An attachment for its conversation's member (`memberId`) or for staff of the brand (null). */
    async attachment(id: string, memberId: string | null) {
      const [a] = await db
        .select({ mime: chatAttachments.mime, data: chatAttachments.data })
        .from(chatAttachments)
        .innerJoin(chatConversations, eq(chatConversations.id, chatAttachments.conversationId))
        .where(
          and(
            eq(chatAttachments.id, id),
            eq(chatConversations.brand, brand),
            memberId ? eq(chatConversations.memberId, memberId) : undefined,
          ),
        );
      if (!a) throw notFound();
      return a;
    },

    // Console --------------------------------------------------------------------------------------------

    /**
     * One page of a view or a search (keyset paging, CHAT_CONSOLE_PAGE_SIZE a page). `cursor` is the
     * previous page's `nextCursor`; a walk sees the list as of its first page (docs/chat.md).
     */
    async list(me: ChatStaff, view: ChatView, q?: string, cursor?: string): Promise<StaffConversationPage> {
      const after = cursor ? decodeListCursor(cursor) : null;
      const asOf = after?.asOf ?? now();
      const mine = eq(chatConversations.assigneeId, me.id);
      const search = q
        ? or(
            ilike(members.username, `${q.toLowerCase().replace(/[\\%_]/g, (x) => `\\${x}`)}%`),
            sql`exists (select 1 from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.body ilike ${`%${q.replace(/[\\%_]/g, (x) => `\\${x}`)}%`})`,
          )
        : undefined;
      const byView = {
        queue: and(ne(chatConversations.status, 'resolved'), isNotNull(chatConversations.waitingSince)),
        open: eq(chatConversations.status, 'open'),
        pending: eq(chatConversations.status, 'pending'),
        resolved: eq(chatConversations.status, 'resolved'),
        mine: and(mine, ne(chatConversations.status, 'resolved')),
        all: undefined,
      }[view];
      const rows = await staffConversations(
        and(eq(chatConversations.brand, brand), q ? search : byView),
        view === 'queue' && !q ? 'waiting' : 'recent',
        { asOf, after, limit: CHAT_CONSOLE_PAGE_SIZE + 1 },
      );
      const page = rows.slice(0, CHAT_CONSOLE_PAGE_SIZE);
      const last = page.at(-1);
      return {
        conversations: page.map((r) => r.conversation),
        nextCursor:
          rows.length > CHAT_CONSOLE_PAGE_SIZE && last
            ? encodeListCursor({ asOf, key: last.key, id: last.conversation.id })
            : null,
      };
    },

    async detail(id: string, before?: number): Promise<StaffConversationDetail> {
      const conversation = await oneStaffConversation(id);
      const [c] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      const p = await page(id, 'staff', before);
      return { conversation, ...p, memberReadId: c!.memberReadId, member: await this.memberContext(c!.memberId) };
    },

    async memberContext(memberId: string): Promise<ChatMemberContext> {
      const [m] = await db
        .select()
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.brand, brand)));
      if (!m) throw notFound();
      const [bal, deps, wds] = await Promise.all([
        opts.balance(memberId),
        db
          .select({ id: deposits.id, amount: deposits.amount, status: deposits.status, createdAt: deposits.createdAt })
          .from(deposits)
          .where(eq(deposits.memberId, memberId))
          .orderBy(desc(deposits.createdAt))
          .limit(5),
        db
          .select({
            id: withdrawals.id,
            amount: withdrawals.amount,
            status: withdrawals.status,
            createdAt: withdrawals.createdAt,
          })
          .from(withdrawals)
          .where(eq(withdrawals.memberId, memberId))
          .orderBy(desc(withdrawals.createdAt))
          .limit(5),
      ]);
      const wire = (r: { id: string; amount: bigint; status: string; createdAt: Date }) => ({
        id: r.id,
        amount: Number(r.amount),
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      });
      return {
        username: m.username,
        nickname: m.nickname,
        vipLabel: m.vipLabel,
        customerType: m.customerType,
        currencySymbol: bal.symbol,
        minorUnitDigits: bal.digits,
        balance: bal.amount,
        deposits: deps.map(wire),
        withdrawals: wds.map(wire),
      };
    },

    async reply(me: ChatStaff, id: string, input: { clientMessageId: string; body: string; private: boolean }) {
      const row = await db.transaction(async (tx) => {
        const c = await lockConversation(tx, id);
        const at = now();
        const { row, created } = await insertOnce(tx, {
          conversationId: c.id,
          sender: 'staff',
          staffId: me.id,
          body: input.body,
          private: input.private,
          clientMessageId: input.clientMessageId,
          createdAt: at,
        });
        if (!created) return row;
        if (input.private) {
          events.emit(tx, chatEvent('chat.note', c));
          return row;
        }
        if (c.firstResponseAt === null && c.firstMemberMessageAt !== null) {
          await tx
            .update(chatEpisodes)
            .set({ firstResponseAt: at })
            .where(and(eq(chatEpisodes.conversationId, c.id), eq(chatEpisodes.openedAt, c.firstMemberMessageAt)));
        }
        await tx
          .update(chatConversations)
          .set({
            firstResponseAt: c.firstResponseAt ?? (c.firstMemberMessageAt ? at : null),
            waitingSince: null,
            lastMessageAt: at,
            staffReadId: row.id,
            // Whoever answers an unassigned conversation takes it.
            assigneeId: c.assigneeId ?? me.id,
            updatedAt: at,
          })
          .where(eq(chatConversations.id, c.id));
        events.emit(tx, chatEvent('chat.message', c), chatEvent('chat.conversation', c), {
          type: 'unread.changed',
          brand,
          memberId: c.memberId,
        });
        return row;
      });
      return { message: toMessage(row, 'staff', new Map([[me.id, me.username]])) };
    },

    async setStatus(me: ChatStaff, id: string, status: ChatStatus, ip: string | null) {
      await db.transaction(async (tx) => {
        const c = await lockConversation(tx, id);
        if (c.status === status) return;
        const at = now();
        // Resolving ends the current episode; taking a resolved one back (pending, open) undoes that.
        if (c.firstMemberMessageAt !== null && (status === 'resolved' || c.status === 'resolved')) {
          await tx
            .update(chatEpisodes)
            .set({ resolvedAt: status === 'resolved' ? at : null })
            .where(and(eq(chatEpisodes.conversationId, c.id), eq(chatEpisodes.openedAt, c.firstMemberMessageAt)));
        }
        await tx
          .update(chatConversations)
          .set({
            status,
            resolvedAt: status === 'resolved' ? at : null,
            // A resolved conversation waits for nobody.
            waitingSince: status === 'resolved' ? null : c.waitingSince,
            updatedAt: at,
          })
          .where(eq(chatConversations.id, c.id));
        await audit(tx, {
          brand,
          staff: me,
          action: 'chat.status',
          targetType: 'chat_conversation',
          targetId: c.id,
          before: { status: c.status },
          after: { status },
          ip,
        });
        events.emit(tx, chatEvent('chat.conversation', c));
      });
      if (status !== 'open') await drainQueue();
      return oneStaffConversation(id);
    },

    async assign(me: ChatStaff, id: string, to: string | null, ip: string | null) {
      await db.transaction(async (tx) => {
        const c = await lockConversation(tx, id);
        if (c.assigneeId === to) return;
        if (to !== null) {
          const [target] = await tx
            .select({ id: staff.id, online: chatAgents.online, cap: chatAgents.cap })
            .from(staff)
            .leftJoin(chatAgents, eq(chatAgents.staffId, staff.id))
            .where(and(eq(staff.id, to), eligible));
          if (!target) throw new AppError(409, 'chat.agent_unavailable', 'Not a support agent of this brand');
          if (to !== me.id) {
            // A transfer goes to an online agent with room; taking one yourself is your own call.
            const [load] = await tx
              .select({ n: count() })
              .from(chatConversations)
              .where(and(eq(chatConversations.assigneeId, to), eq(chatConversations.status, 'open')));
            if (!target.online || Number(load?.n ?? 0) >= (target.cap ?? CHAT_DEFAULT_CAP)) {
              throw new AppError(409, 'chat.agent_unavailable', 'The agent is offline or at their cap');
            }
          }
        }
        await tx
          .update(chatConversations)
          .set({ assigneeId: to, updatedAt: now() })
          .where(eq(chatConversations.id, c.id));
        await audit(tx, {
          brand,
          staff: me,
          action: to === null ? 'chat.release' : to === me.id ? 'chat.take' : 'chat.transfer',
          targetType: 'chat_conversation',
          targetId: c.id,
          before: { assigneeId: c.assigneeId },
          after: { assigneeId: to },
          ip,
        });
        events.emit(tx, chatEvent('chat.conversation', c));
      });
      await drainQueue();
      return oneStaffConversation(id);
    },

    async staffRead(id: string, messageId: number) {
      const [m] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(eq(chatMessages.id, messageId), eq(chatConversations.id, id), eq(chatConversations.brand, brand)));
      if (!m) throw notFound();
      const updated = await db
        .update(chatConversations)
        .set({ staffReadId: messageId })
        .where(and(eq(chatConversations.id, id), lt(chatConversations.staffReadId, messageId)))
        .returning();
      if (updated[0]) events.emit(db, chatEvent('chat.read', updated[0]));
      return { ok: true as const };
    },

    async staffTyping(me: ChatStaff, id: string) {
      typing.hit(`s:${me.id}`);
      const [c] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.brand, brand)));
      if (!c) throw notFound();
      events.emit(db, { type: 'chat.typing', brand, conversationId: c.id, memberId: c.memberId, from: 'staff' });
      return { ok: true as const };
    },

    /** The whole conversation as plain text, notes marked, oldest first. */
    async transcript(id: string): Promise<{ filename: string; text: string }> {
      const conversation = await oneStaffConversation(id);
      const rows = await db
        .select({ m: chatMessages, staffName: staff.username })
        .from(chatMessages)
        .leftJoin(staff, eq(staff.id, chatMessages.staffId))
        .where(eq(chatMessages.conversationId, id))
        .orderBy(asc(chatMessages.id));
      const lines = rows.map(({ m, staffName }) => {
        const who =
          m.sender === 'member' ? conversation.username : m.sender === 'staff' ? (staffName ?? 'staff') : 'system';
        const text = [m.body, m.attachmentId ? `[image ${m.attachmentId}]` : ''].filter(Boolean).join(' ');
        return `[${m.createdAt.toISOString()}] ${m.private ? '(note) ' : ''}${who}: ${text}`;
      });
      const head = `Chat with ${conversation.username} (${brand}), status ${conversation.status}\n\n`;
      return { filename: `chat-${conversation.username}-${id.slice(0, 8)}.txt`, text: `${head + lines.join('\n')}\n` };
    },

    async agents(): Promise<ChatAgent[]> {
      const rows = await db
        .select({
          staffId: staff.id,
          username: staff.username,
          online: sql<boolean>`coalesce(${chatAgents.online}, false)`,
          cap: sql<number>`coalesce(${chatAgents.cap}, ${CHAT_DEFAULT_CAP})`,
          load: sql<number>`(select count(*)::int from ${chatConversations} where ${chatConversations.assigneeId} = ${staff.id} and ${chatConversations.status} = 'open' and ${chatConversations.brand} = ${brand})`,
        })
        .from(staff)
        .leftJoin(chatAgents, eq(chatAgents.staffId, staff.id))
        .where(and(eligible, inArray(staff.role, AGENT_ROLES)))
        .orderBy(asc(staff.username));
      return rows.map((r) => ({ ...r, online: Boolean(r.online), cap: Number(r.cap), load: Number(r.load) }));
    },

    async presence(me: ChatStaff, input: { online: boolean; cap?: number }, ip: string | null): Promise<ChatAgent> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(chatAgents).where(eq(chatAgents.staffId, me.id));
        const cap = input.cap ?? before?.cap ?? CHAT_DEFAULT_CAP;
        await tx
          .insert(chatAgents)
          .values({ staffId: me.id, online: input.online, cap, updatedAt: now() })
          .onConflictDoUpdate({ target: chatAgents.staffId, set: { online: input.online, cap, updatedAt: now() } });
        await audit(tx, {
          brand,
          staff: me,
          action: 'chat.presence',
          targetType: 'staff',
          targetId: me.id,
          before: before ? { online: before.online, cap: before.cap } : null,
          after: { online: input.online, cap },
          ip,
        });
      });
      if (input.online) await drainQueue();
      const agent = (await this.agents()).find((a) => a.staffId === me.id);
      return agent ?? { staffId: me.id, username: me.username, online: input.online, cap: input.cap ?? 5, load: 0 };
    },

    async cannedList(): Promise<CannedReply[]> {
      return db
        .select({ id: chatCannedReplies.id, code: chatCannedReplies.code, text: chatCannedReplies.text })
        .from(chatCannedReplies)
        .where(eq(chatCannedReplies.brand, brand))
        .orderBy(asc(chatCannedReplies.code));
    },

    async cannedSave(me: ChatStaff, id: string | null, input: { code: string; text: string }, ip: string | null) {
      try {
        return await db.transaction(async (tx) => {
          let before: CannedReply | undefined;
          let row: CannedReply | undefined;
          if (id) {
            [before] = await tx
              .select({ id: chatCannedReplies.id, code: chatCannedReplies.code, text: chatCannedReplies.text })
              .from(chatCannedReplies)
              .where(and(eq(chatCannedReplies.id, id), eq(chatCannedReplies.brand, brand)));
            if (!before) throw notFound();
            [row] = await tx
              .update(chatCannedReplies)
              .set({ ...input, updatedAt: now() })
              .where(eq(chatCannedReplies.id, id))
              .returning({ id: chatCannedReplies.id, code: chatCannedReplies.code, text: chatCannedReplies.text });
          } else {
            [row] = await tx
              .insert(chatCannedReplies)
              .values({ brand, ...input })
              .returning({ id: chatCannedReplies.id, code: chatCannedReplies.code, text: chatCannedReplies.text });
          }
          await audit(tx, {
            brand,
            staff: me,
            action: id ? 'chat.canned_update' : 'chat.canned_create',
            targetType: 'chat_canned_reply',
            targetId: row!.id,
            before: before ?? null,
            after: row,
            ip,
          });
          return row!;
        });
      } catch (err) {
        if (uniqueViolation(err) !== null) {
          throw new AppError(409, 'chat.canned_code_taken', 'A canned reply with this code exists', {
            code: 'taken',
          });
        }
        throw err;
      }
    },

    async cannedDelete(me: ChatStaff, id: string, ip: string | null) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(chatCannedReplies)
          .where(and(eq(chatCannedReplies.id, id), eq(chatCannedReplies.brand, brand)))
          .returning({ id: chatCannedReplies.id, code: chatCannedReplies.code, text: chatCannedReplies.text });
        if (!row) throw notFound();
        await audit(tx, {
          brand,
          staff: me,
          action: 'chat.canned_delete',
          targetType: 'chat_canned_reply',
          targetId: row.id,
          before: row,
          ip,
        });
      });
      return { ok: true as const };
    },

    /**
     * First-response and resolution times (seconds) of the episodes (chat_episodes) that opened within
     * [from, to] (UTC days): from the member's opening message to the first staff reply, and to
     * resolution. A conversation reopened by a new message counts once per episode.
     */
    async figures(from: string, to: string): Promise<ChatFigures> {
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
      if (!(start.getTime() < end.getTime()))
        throw new AppError(400, 'request.invalid', 'from is after to', { to: 'before from' });
      const rows = await db
        .select({
          first: chatEpisodes.openedAt,
          response: chatEpisodes.firstResponseAt,
          resolved: chatEpisodes.resolvedAt,
        })
        .from(chatEpisodes)
        .where(
          and(
            eq(chatEpisodes.brand, brand),
            sql`${chatEpisodes.openedAt} >= ${start.toISOString()}`,
            sql`${chatEpisodes.openedAt} < ${end.toISOString()}`,
          ),
        );
      const secs = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 1000;
      const responses = rows.filter((r) => r.first && r.response).map((r) => secs(r.first!, r.response!));
      const resolutions = rows.filter((r) => r.first && r.resolved).map((r) => secs(r.first!, r.resolved!));
      return {
        conversations: rows.length,
        firstResponse: {
          count: responses.length,
          medianSeconds: median(responses),
          averageSeconds: average(responses),
        },
        resolution: {
          count: resolutions.length,
          medianSeconds: median(resolutions),
          averageSeconds: average(resolutions),
        },
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
