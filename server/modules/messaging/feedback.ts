import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { CUSTOMER_TYPES } from '../../../src/api/contract/accounts.constants';
import {
  countWords,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_PER_HOUR,
  type FeedbackInput,
  type FeedbackListQuery,
  type FeedbackReply,
  type FeedbackRules,
  type FeedbackStatus,
  feedbackReplyBodySchema,
  type StaffFeedback,
} from '../../../src/api/contract/inbox';
import { isAgentType } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import { feedback, inboxMessages, members } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Events } from '../../lib/events';
import { uniqueViolation } from '../../lib/pg-error';
import type { StaffMember } from '../accounts';
import { readBrand } from '../system';
import { cleanCopy } from './inbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError(404, 'feedback.not_found', 'No such feedback');
const PAGE_SIZE = 20;
const HOUR_MS = 3_600_000;

type Row = typeof feedback.$inferSelect;

export interface FeedbackDeps {
  db: Db;
  brand: string;
  events?: Events;
  now?: () => Date;
  /** The captcha check of the accounts service (400 captcha.required / captcha.invalid). */
  requireCaptcha: (answer: { id: string; answer: string } | undefined) => Promise<void>;
  /** Counts one hit; false past the limit (the accounts' shared counters). */
  hit: (key: string, limit: number, windowMs: number) => Promise<{ allowed: boolean; retryAt: number }>;
}

/**
 * Feedback (spec §2, §3, §5 Feedback; FEEDBACK3): a member sends it, support reads and replies (the
 * reply lands in the member's inbox), an admin may turn an agent application (type 6) into an agent.
 */
export function createFeedback(deps: FeedbackDeps) {
  const { db, brand, events } = deps;
  const now = deps.now ?? (() => new Date());

  async function rules(): Promise<FeedbackRules> {
    const row = await readBrand(db, brand);
    const f = row?.settings.feedback;
    return { minWords: f?.minWords ?? FEEDBACK_MIN_WORDS, maxWords: f?.maxWords ?? FEEDBACK_MAX_WORDS };
  }

  async function row(id: string) {
    if (!UUID.test(id)) throw notFound();
    const [r] = await db
      .select({ f: feedback, customerType: members.customerType })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(and(eq(feedback.id, id), eq(feedback.brand, brand)));
    if (!r) throw notFound();
    return r;
  }

  const view = (r: { f: Row; customerType: number }): StaffFeedback => ({
    id: r.f.id,
    memberId: r.f.memberId,
    username: r.f.username,
    customerType: r.customerType,
    type: r.f.type,
    content: r.f.content,
    status: r.f.status as FeedbackStatus,
    reply: r.f.reply,
    repliedBy: r.f.repliedBy,
    repliedAt: r.f.repliedAt?.toISOString() ?? null,
    convertedAt: r.f.convertedAt?.toISOString() ?? null,
    createdAt: r.f.createdAt.toISOString(),
  });

  return {
    rules,

    /**
     * A member's feedback. The word limits are checked first (so a too-short text does not spend
     * the captcha), then the per-member rate, then the captcha.
     */
    async submit(member: { id: string; brand: string; username: string }, input: FeedbackInput) {
      const { minWords, maxWords } = await rules();
      const words = countWords(input.content);
      if (words < minWords || words > maxWords) {
        throw new AppError(400, 'feedback.word_count', `The description must be ${minWords} to ${maxWords} words`, {
          content: `${minWords}-${maxWords}`,
        });
      }
      const gate = await deps.hit(`feedback:${member.id}`, FEEDBACK_PER_HOUR, HOUR_MS);
      if (!gate.allowed) {
        throw new AppError(429, 'rate.limited', 'Too many requests; retry later', undefined, {
          retryAt: gate.retryAt,
        });
      }
      await deps.requireCaptcha(input.captcha);
      const [saved] = await db
        .insert(feedback)
        .values({
          brand: member.brand,
          memberId: member.id,
          username: member.username,
          type: input.type,
          content: input.content,
          createdAt: now(),
        })
        .returning({ id: feedback.id });
      return { id: saved!.id };
    },

    async list(q: FeedbackListQuery) {
      const where = and(
        eq(feedback.brand, brand),
        q.type !== undefined ? eq(feedback.type, q.type) : undefined,
        q.status ? eq(feedback.status, q.status) : undefined,
        q.from !== undefined ? gte(feedback.createdAt, new Date(q.from)) : undefined,
        q.to !== undefined ? lt(feedback.createdAt, new Date(q.to)) : undefined,
      );
      const rows = await db
        .select({ f: feedback, customerType: members.customerType })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .where(where)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(PAGE_SIZE)
        .offset((q.page - 1) * PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(feedback).where(where);
      return { list: rows.map(view), page: q.page, pageSize: PAGE_SIZE, total: total?.n ?? 0 };
    },

    async get(id: string) {
      return view(await row(id));
    },

    /**
     * Replies once: the reply is a `feedback_reply` message in the member's inbox (ref
     * `feedback:<id>`), written with the status change and the audit row. A second reply is 409.
     */
    async reply(who: StaffMember, id: string, raw: FeedbackReply, ip: string | null) {
      const current = await row(id);
      const copy = cleanCopy(feedbackReplyBodySchema.parse(raw));
      await db.transaction(async (tx) => {
        const at = now();
        const [updated] = await tx
          .update(feedback)
          .set({ status: 'replied', reply: copy.content, repliedBy: who.username, repliedAt: at })
          .where(and(eq(feedback.id, current.f.id), eq(feedback.status, 'open')))
          .returning();
        if (!updated) throw new AppError(409, 'feedback.already_replied', 'This feedback was already replied to');
        const [message] = await tx
          .insert(inboxMessages)
          .values({
            brand: updated.brand,
            memberId: updated.memberId,
            kind: 'feedback_reply',
            ...copy,
            ref: `feedback:${updated.id}`,
            createdAt: at,
          })
          .returning({ id: inboxMessages.id });
        await tx.update(feedback).set({ replyMessageId: message!.id }).where(eq(feedback.id, updated.id));
        await audit(tx, {
          brand,
          staff: who,
          action: 'feedback.reply',
          targetType: 'feedback',
          targetId: updated.id,
          before: { status: 'open' },
          after: { status: 'replied', messageId: message!.id, title: copy.title },
          ip,
        });
        events?.emit(tx, { type: 'unread.changed', brand: updated.brand, memberId: updated.memberId });
      });
      return view(await row(id));
    },

    /**
     * Turns the sender of an agent application (type 6) into an agent (customer type 1), with an
     * affiliate code when it has none; audited. Another type is 409 feedback.not_agent_application,
     * an agent already 409 feedback.already_agent.
     */
    async convert(who: StaffMember, id: string, ip: string | null) {
      const current = await row(id);
      if (current.f.type !== 6) {
        throw new AppError(409, 'feedback.not_agent_application', 'Only an agent application can be converted');
      }
      for (let attempt = 0; ; attempt += 1) {
        const code = randomBytes(6)
          .toString('base64url')
          .replace(/[^A-Za-z0-9]/g, 'X')
          .toUpperCase()
          .slice(0, 8);
        try {
          await db.transaction(async (tx) => {
            const [m] = await tx.select().from(members).where(eq(members.id, current.f.memberId)).for('update');
            if (!m || isAgentType(m.customerType)) {
              throw new AppError(409, 'feedback.already_agent', 'This member is already an agent');
            }
            const affiliateCode = m.affiliateCode ?? code;
            const at = now();
            await tx
              .update(members)
              .set({ customerType: CUSTOMER_TYPES.agent, affiliateCode, updatedAt: at })
              .where(eq(members.id, m.id));
            await tx.update(feedback).set({ convertedAt: at }).where(eq(feedback.id, current.f.id));
            await audit(tx, {
              brand,
              staff: who,
              action: 'member.make_agent',
              targetType: 'member',
              targetId: m.id,
              before: { customerType: m.customerType, affiliateCode: m.affiliateCode },
              after: { customerType: CUSTOMER_TYPES.agent, affiliateCode, feedbackId: current.f.id },
              ip,
            });
          });
          return view(await row(id));
        } catch (err) {
          // A generated affiliate code that is taken: try another.
          if (attempt < 5 && uniqueViolation(err) !== null) continue;
          throw err;
        }
      }
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
