import { and, count, desc, eq, gt, ilike, inArray, isNull, max, ne, or, sql } from 'drizzle-orm';
import { CUSTOMER_TYPES } from '../../../src/api/contract/accounts.constants';
import {
  MEMBERS_PAGE_SIZE,
  type MemberActionResult,
  type MemberProfile,
  type MemberSearchField,
} from '../../../src/api/contract/adminMembers';
import type { Protection } from '../../../src/api/contract/protection';
import { isAgentType, isTestAccount, isTrial } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import {
  agentTree,
  bankAccounts,
  bonusGrants,
  deposits,
  ledgerAccounts,
  loginHistory,
  memberNotes,
  members,
  memberTags,
  sessions,
  withdrawals,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';

type Member = typeof members.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acts, and from where: the audit row names them. */
export interface MemberActor {
  staff: { id: string; username: string };
  ip: string | null;
}

export interface MemberConsoleOptions {
  db: Db;
  brand: string;
  now: () => Date;
  /** The agent tree's move (agents module, ADR 0023): audited there as `agent.move` with the reason. */
  moveAgent: (input: {
    staff: { id: string; username: string };
    memberId: string;
    parentId: string | null;
    reason: string;
    ip: string | null;
  }) => Promise<unknown>;
  /** The player-protection settings as staff see them (protection module). */
  protection: (memberId: string) => Promise<Protection>;
  /** Sends the member a password-reset code (accounts module): where it went, or null with nowhere to send. */
  sendResetCode: (memberId: string) => Promise<'sms' | 'email' | null>;
}

const notFound = () => new AppError(404, 'member.not_found', 'No such member');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINKED_MAX = 50;
/** The log-in addresses a linked-accounts look-up compares (the most recent ones). */
const LINKED_IPS = 20;

const page = (n: number) => ({ limit: MEMBERS_PAGE_SIZE, offset: (n - 1) * MEMBERS_PAGE_SIZE });
const paged = <T>(list: T[], pageNum: number, total: number) => ({
  list,
  pageNum,
  pageSize: MEMBERS_PAGE_SIZE,
  total,
  totalPages: Math.ceil(total / MEMBERS_PAGE_SIZE),
});
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
const result = (m: Pick<Member, 'status' | 'customerType'>, changed: boolean): MemberActionResult => ({
  status: m.status,
  customerType: m.customerType,
  changed,
});

/** The agent types and the player type of a family (real 0/1/2, test 40/41/42): a type change stays inside it. */
function typeFamily(type: number): number[] | null {
  if (isTrial(type)) return null;
  return isTestAccount(type)
    ? [CUSTOMER_TYPES.testPlayer, CUSTOMER_TYPES.testAgent, CUSTOMER_TYPES.testSubAgent]
    : [CUSTOMER_TYPES.player, CUSTOMER_TYPES.agent, CUSTOMER_TYPES.subAgent];
}

/**
 * The back office's members console (issue 24 §Members; docs/admin.md "Members"): search, a
 * member's profile, log-ins and linked accounts, notes and tags, and the staff actions. Every
 * change takes the member's row lock, changes only what is not already so, and writes its audit row
 * in the same transaction: 30 concurrent freezes make one change and one audit row.
 */
export function createMemberConsole(opts: MemberConsoleOptions) {
  const { db, brand, now } = opts;

  async function find(id: string, exec: Pick<Db, 'select'> = db): Promise<Member> {
    if (!UUID.test(id)) throw notFound();
    const [m] = await exec
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.brand, brand)));
    if (!m) throw notFound();
    return m;
  }

  /** The member's row, locked for the rest of the transaction. */
  async function locked(tx: Tx, id: string): Promise<Member> {
    if (!UUID.test(id)) throw notFound();
    const [m] = await tx
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.brand, brand)))
      .for('update');
    if (!m) throw notFound();
    return m;
  }

  async function revokeSessions(tx: Tx, memberId: string) {
    await tx
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  }

  /**
   * Moves the status from `from` to `to`: nothing when it is already `to`, 409 member.status_conflict
   * from any other status (a self-excluded member is the protection desk's; a closed one stays closed).
   */
  async function setStatus(actor: MemberActor, id: string, from: string, to: string, action: string, reason: string) {
    return db.transaction(async (tx) => {
      const m = await locked(tx, id);
      if (m.status === to) return result(m, false);
      if (m.status !== from) {
        throw new AppError(409, 'member.status_conflict', `The member is ${m.status}`);
      }
      await tx.update(members).set({ status: to, updatedAt: now() }).where(eq(members.id, m.id));
      if (to !== 'active') await revokeSessions(tx, m.id);
      await audit(tx, {
        brand,
        staff: actor.staff,
        action,
        targetType: 'member',
        targetId: m.id,
        before: { status: m.status },
        after: { status: to },
        reason,
        ip: actor.ip,
      });
      return result({ ...m, status: to }, true);
    });
  }

  function searchCondition(by: MemberSearchField, q: string) {
    switch (by) {
      case 'username':
        return ilike(members.username, `${escapeLike(q.toLowerCase())}%`);
      case 'mobile': {
        const digits = q.replace(/[\s-]/g, '');
        return or(
          eq(members.mobile, digits),
          eq(sql`coalesce(${members.countryDialingCode}, '') || ${members.mobile}`, digits),
        );
      }
      case 'email':
        return eq(sql`lower(${members.email})`, q.toLowerCase());
      case 'idNumber':
        return eq(sql`upper(${members.idNumber})`, q.toUpperCase());
      case 'ip':
        return or(
          inArray(
            members.id,
            db.select({ id: loginHistory.memberId }).from(loginHistory).where(eq(loginHistory.ip, q)),
          ),
          inArray(members.id, db.select({ id: sessions.memberId }).from(sessions).where(eq(sessions.ip, q))),
        );
      case 'agent':
        return inArray(
          members.id,
          db
            .select({ id: agentTree.descendantId })
            .from(agentTree)
            .innerJoin(members, eq(members.id, agentTree.ancestorId))
            .where(
              and(
                eq(members.brand, brand),
                eq(members.username, q.toLowerCase()),
                eq(agentTree.brand, brand),
                gt(agentTree.depth, 0),
              ),
            ),
        );
    }
  }

  return {
    /** Members matching one field, 25 a page, by username. */
    async search(by: MemberSearchField, q: string, pageNum: number) {
      const where = and(eq(members.brand, brand), searchCondition(by, q));
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(members).where(where);
      const rows = await db
        .select()
        .from(members)
        .where(where)
        .orderBy(members.username)
        .limit(page(pageNum).limit)
        .offset(page(pageNum).offset);
      return paged(
        rows.map((m) => ({
          id: m.id,
          username: m.username,
          nickname: m.nickname,
          customerType: m.customerType,
          status: m.status,
          vipLabel: m.vipLabel,
          createdAt: m.createdAt.toISOString(),
        })),
        pageNum,
        n,
      );
    },

    /** The member's profile: identity, status, type, VIP, agent chain, devices, bonuses, protection, notes, tags. */
    async profile(id: string): Promise<MemberProfile> {
      const m = await find(id);
      const [chain, [direct], devices, bonuses, protection, notes, tags] = await Promise.all([
        db
          .select({ id: members.id, username: members.username, depth: agentTree.depth })
          .from(agentTree)
          .innerJoin(members, eq(members.id, agentTree.ancestorId))
          .where(and(eq(agentTree.descendantId, m.id), gt(agentTree.depth, 0)))
          .orderBy(agentTree.depth),
        db.select({ n: count() }).from(members).where(eq(members.parentId, m.id)),
        db
          .select({
            device: loginHistory.device,
            userAgent: max(loginHistory.userAgent),
            lastAt: max(loginHistory.at),
            count: count(),
          })
          .from(loginHistory)
          .where(eq(loginHistory.memberId, m.id))
          .groupBy(loginHistory.device)
          .orderBy(desc(max(loginHistory.at)))
          .limit(10),
        db
          .select()
          .from(bonusGrants)
          .where(eq(bonusGrants.memberId, m.id))
          .orderBy(desc(bonusGrants.createdAt))
          .limit(10),
        opts.protection(m.id).catch(() => null),
        this.notes(m.id),
        this.tags(m.id),
      ]);
      return {
        id: m.id,
        username: m.username,
        nickname: m.nickname,
        customerType: m.customerType,
        status: m.status,
        vipLabel: m.vipLabel,
        mobile: m.mobile ? `${m.countryDialingCode ?? ''}${m.mobile}` : null,
        email: m.email,
        payeeName: m.payeeName,
        idNumber: m.idNumber,
        birthday: m.birthday,
        registerChannel: m.registerChannel,
        createdAt: m.createdAt.toISOString(),
        agentChain: chain,
        directMembers: direct?.n ?? 0,
        devices: devices.map((d) => ({
          device: d.device,
          userAgent: d.userAgent,
          lastAt: (d.lastAt ?? m.createdAt).toISOString(),
          count: d.count,
        })),
        bonuses: bonuses.map((b) => ({
          id: b.id,
          source: b.source,
          status: b.status,
          amount: Number(b.amount),
          balance: Number(b.balance),
          wageringRequired: Number(b.wageringRequired),
          wagered: Number(b.wagered),
          createdAt: b.createdAt.toISOString(),
        })),
        protection,
        notes,
        tags,
      };
    },

    /** The member's log-ins, newest first, 25 a page. */
    async logins(id: string, pageNum: number) {
      const m = await find(id);
      const where = eq(loginHistory.memberId, m.id);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(loginHistory).where(where);
      const rows = await db
        .select()
        .from(loginHistory)
        .where(where)
        .orderBy(desc(loginHistory.at), desc(loginHistory.id))
        .limit(page(pageNum).limit)
        .offset(page(pageNum).offset);
      const list = rows.map((r) => ({
        at: r.at.toISOString(),
        ip: r.ip,
        device: r.device,
        userAgent: r.userAgent,
        method: r.method,
      }));
      return paged(list, pageNum, n);
    },

    /** Other members of the brand sharing a device id, a log-in address, a bank account or the ID number. */
    async linked(id: string) {
      const m = await find(id);
      const found = new Map<string, { id: string; username: string; status: string; shared: Set<string> }>();
      const add = (rows: { id: string; username: string; status: string }[], kind: string) => {
        for (const r of rows) {
          const hit = found.get(r.id) ?? { ...r, shared: new Set<string>() };
          hit.shared.add(kind);
          found.set(r.id, hit);
        }
      };
      const cols = { id: members.id, username: members.username, status: members.status };
      const others = and(eq(members.brand, brand), ne(members.id, m.id));
      if (m.deviceId) {
        add(
          await db
            .select(cols)
            .from(members)
            .where(and(others, eq(members.deviceId, m.deviceId)))
            .limit(LINKED_MAX),
          'device',
        );
      }
      if (m.idNumber) {
        add(
          await db
            .select(cols)
            .from(members)
            .where(and(others, eq(sql`upper(${members.idNumber})`, m.idNumber.toUpperCase())))
            .limit(LINKED_MAX),
          'idNumber',
        );
      }
      const ips = db
        .selectDistinct({ ip: loginHistory.ip })
        .from(loginHistory)
        .where(eq(loginHistory.memberId, m.id))
        .limit(LINKED_IPS);
      add(
        await db
          .selectDistinct(cols)
          .from(loginHistory)
          .innerJoin(members, eq(members.id, loginHistory.memberId))
          .where(and(others, inArray(loginHistory.ip, ips)))
          .limit(LINKED_MAX),
        'ip',
      );
      const numbers = db
        .select({ n: bankAccounts.accountNumber })
        .from(bankAccounts)
        .where(eq(bankAccounts.memberId, m.id));
      add(
        await db
          .selectDistinct(cols)
          .from(bankAccounts)
          .innerJoin(members, eq(members.id, bankAccounts.memberId))
          .where(and(others, inArray(bankAccounts.accountNumber, numbers)))
          .limit(LINKED_MAX),
        'bank',
      );
      return [...found.values()]
        .sort((a, b) => b.shared.size - a.shared.size || a.username.localeCompare(b.username))
        .slice(0, LINKED_MAX)
        .map((x) => ({ ...x, shared: [...x.shared] as ('device' | 'ip' | 'bank' | 'idNumber')[] }));
    },

    async notes(memberId: string) {
      const rows = await db
        .select()
        .from(memberNotes)
        .where(eq(memberNotes.memberId, memberId))
        .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
        .limit(100);
      return rows.map((r) => ({
        id: r.id,
        body: r.body,
        author: r.staffUsername,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async tags(memberId: string) {
      const rows = await db
        .select({ tag: memberTags.tag })
        .from(memberTags)
        .where(eq(memberTags.memberId, memberId))
        .orderBy(memberTags.tag);
      return rows.map((r) => r.tag);
    },

    /** A staff note (kept; never edited): audited as `member.note`. Answers the notes, newest first. */
    async addNote(actor: MemberActor, id: string, body: string) {
      const m = await find(id);
      await db.transaction(async (tx) => {
        const [note] = await tx
          .insert(memberNotes)
          .values({
            brand,
            memberId: m.id,
            staffId: actor.staff.id,
            staffUsername: actor.staff.username,
            body,
            createdAt: now(),
          })
          .returning({ id: memberNotes.id });
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'member.note',
          targetType: 'member',
          targetId: m.id,
          after: { noteId: note?.id, body },
          ip: actor.ip,
        });
      });
      return this.notes(m.id);
    },

    /** Adds a tag (once: a second add changes nothing and writes no audit row). Answers the tags. */
    async addTag(actor: MemberActor, id: string, tag: string) {
      const m = await find(id);
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(memberTags)
          .values({ brand, memberId: m.id, tag, staffUsername: actor.staff.username, createdAt: now() })
          .onConflictDoNothing()
          .returning({ tag: memberTags.tag });
        if (added.length === 0) return;
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'member.tag_add',
          targetType: 'member',
          targetId: m.id,
          after: { tag },
          ip: actor.ip,
        });
      });
      return this.tags(m.id);
    },

    async removeTag(actor: MemberActor, id: string, tag: string) {
      const m = await find(id);
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(memberTags)
          .where(and(eq(memberTags.memberId, m.id), eq(memberTags.tag, tag)))
          .returning({ tag: memberTags.tag });
        if (gone.length === 0) return;
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'member.tag_remove',
          targetType: 'member',
          targetId: m.id,
          before: { tag },
          ip: actor.ip,
        });
      });
      return this.tags(m.id);
    },

    /** Freezes an active member: log-in refused ("user does not exist or is disabled"), live sessions revoked. */
    freeze: (actor: MemberActor, id: string, reason: string) =>
      setStatus(actor, id, 'active', 'disabled', 'member.freeze', reason),

    unfreeze: (actor: MemberActor, id: string, reason: string) =>
      setStatus(actor, id, 'disabled', 'active', 'member.unfreeze', reason),

    /**
     * Sends the member a reset code (e-mail when bound, else SMS) and revokes their sessions; staff
     * never see the code. 409 member.no_contact with neither; 409 member.status_conflict when closed.
     */
    async resetPassword(actor: MemberActor, id: string, reason: string) {
      const m = await find(id);
      if (m.status === 'closed' || isTrial(m.customerType)) {
        throw new AppError(409, 'member.status_conflict', `The member is ${m.status}`);
      }
      const sentTo = await opts.sendResetCode(m.id);
      if (!sentTo) throw new AppError(409, 'member.no_contact', 'The member has no mobile number or e-mail address');
      await db.transaction(async (tx) => {
        await revokeSessions(tx, m.id);
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'member.password_reset',
          targetType: 'member',
          targetId: m.id,
          after: { sentTo },
          reason,
          ip: actor.ip,
        });
      });
      return { sentTo };
    },

    /**
     * Changes the type inside its family (player, agent, sub-agent; or the test ones). A trial
     * account keeps its type; an agent with members below it stays an agent (409 member.has_downline).
     */
    async changeType(actor: MemberActor, id: string, to: number, reason: string) {
      return db.transaction(async (tx) => {
        const m = await locked(tx, id);
        const family = typeFamily(m.customerType);
        if (!family?.includes(to)) {
          throw new AppError(409, 'member.type_not_allowed', 'This member cannot take that type');
        }
        if (m.customerType === to) return result(m, false);
        if (m.status === 'closed') {
          throw new AppError(409, 'member.status_conflict', `The member is ${m.status}`);
        }
        if (isAgentType(m.customerType) && !isAgentType(to)) {
          const [below] = await tx.select({ n: count() }).from(members).where(eq(members.parentId, m.id));
          if ((below?.n ?? 0) > 0) {
            throw new AppError(409, 'member.has_downline', 'Move the members below this agent first');
          }
        }
        await tx.update(members).set({ customerType: to, updatedAt: now() }).where(eq(members.id, m.id));
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'member.type',
          targetType: 'member',
          targetId: m.id,
          before: { customerType: m.customerType },
          after: { customerType: to },
          reason,
          ip: actor.ip,
        });
        return result({ ...m, customerType: to }, true);
      });
    },

    /** Moves the member (and its subtree) under another upline: the agents module's move, audited there. */
    async moveAgent(actor: MemberActor, id: string, parentId: string | null, reason: string) {
      const m = await find(id);
      if (parentId !== null) {
        const parent = await find(parentId).catch(() => null);
        if (!parent) throw notFound();
        if (!isAgentType(parent.customerType)) {
          throw new AppError(409, 'member.not_agent', 'The new upline is not an agent');
        }
      }
      if (m.parentId === parentId) return result(m, false);
      await opts.moveAgent({ staff: actor.staff, memberId: m.id, parentId, reason, ip: actor.ip });
      return result(m, true);
    },

    /**
     * Closes the account: refused (409 member.balance_not_settled) while cash, bonus or a withdrawal
     * hold is not zero, or a deposit or withdrawal is pending. Closed: cannot log in, kept for the
     * records, the username stays taken.
     */
    async close(actor: MemberActor, id: string, reason: string) {
      return db.transaction(async (tx) => {
        const m = await locked(tx, id);
        if (m.status === 'closed') return result(m, false);
        // The member's ledger accounts, locked: no posting lands between this check and the close.
        const accounts = await tx
          .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.brand, brand), eq(ledgerAccounts.memberId, m.id)))
          .for('update');
        const held = accounts.some((a) => a.kind !== 'play_money' && BigInt(a.balance) !== 0n);
        const [pendingDeposits, pendingWithdrawals] = await Promise.all([
          tx
            .select({ n: count() })
            .from(deposits)
            .where(and(eq(deposits.memberId, m.id), inArray(deposits.status, ['pending', 'created']))),
          tx
            .select({ n: count() })
            .from(withdrawals)
            .where(and(eq(withdrawals.memberId, m.id), eq(withdrawals.status, 'pending'))),
        ]);
        const pending = (pendingDeposits[0]?.n ?? 0) + (pendingWithdrawals[0]?.n ?? 0);
        if (held || pending > 0) {
          throw new AppError(409, 'member.balance_not_settled', 'Settle every balance before closing the account');
        }
        await tx.update(members).set({ status: 'closed', updatedAt: now() }).where(eq(members.id, m.id));
        await revokeSessions(tx, m.id);
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'member.close',
          targetType: 'member',
          targetId: m.id,
          before: { status: m.status },
          after: { status: 'closed' },
          reason,
          ip: actor.ip,
        });
        return result({ ...m, status: 'closed' }, true);
      });
    },
  };
}

export type MemberConsole = ReturnType<typeof createMemberConsole>;
