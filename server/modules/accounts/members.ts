import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Avatar, CustomerType, MemberInfo, SessionInfoBody } from '../../../src/api/contract/accounts';
import { customerType } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { linkMember } from '../../lib/agent-tree';
import { uniqueViolation } from '../../lib/pg-error';
import { hashPassword } from './passwords';
import { type AccountsDeps, type Member, mobileTaken, usernameTaken } from './shared';

/** The brand's members: look-ups, the insert of a new one, the password write. */
export function createMembers({ db, brand, now }: Pick<AccountsDeps, 'db' | 'brand' | 'now'>) {
  async function memberByUsername(username: string): Promise<Member | null> {
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.username, username.trim().toLowerCase())));
    return rows[0] ?? null;
  }

  /** By mobile; without a dialling code, only when exactly one member has that number. */
  async function memberByMobile(mobile: string, dial?: string, q: Db = db): Promise<Member | null> {
    const rows = await q
      .select()
      .from(members)
      .where(
        and(
          eq(members.brand, brand),
          eq(members.mobile, mobile),
          dial ? eq(members.countryDialingCode, dial) : undefined,
        ),
      )
      .limit(2);
    return rows.length === 1 ? rows[0]! : null;
  }

  async function memberById(id: string): Promise<Member | null> {
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.id, id)));
    return rows[0] ?? null;
  }

  const sessionInfo = (m: Member, firstTimeLogin: boolean): SessionInfoBody => ({
    userName: m.username,
    merchantCode: brand,
    type: customerType(m.customerType),
    firstTimeLogin,
    nickname: m.nickname,
  });

  async function affiliateOwner(code: string): Promise<Member | null> {
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.affiliateCode, code.trim().toUpperCase())));
    const m = rows[0];
    return m && m.status === 'active' ? m : null;
  }

  async function generatedUsername(prefix: string): Promise<string> {
    for (let i = 0; i < 5; i++) {
      const name = `${prefix}${randomBytes(6)
        .toString('hex')
        .slice(0, prefix === 'trial_' ? 6 : 9)}`;
      if (!(await memberByUsername(name))) return name;
    }
    throw new Error('could not generate a free username');
  }

  /** Inserts the member and its agent-tree rows (ADR 0023); pass the sign-up's transaction. */
  async function insertMember(values: typeof members.$inferInsert, q: Db = db): Promise<Member> {
    try {
      const [row] = await q.insert(members).values(values).returning();
      await linkMember(q, row!);
      return row!;
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === null) throw err;
      if (constraint.includes('mobile')) throw mobileTaken();
      throw usernameTaken();
    }
  }

  async function setPassword(memberId: string, password: string) {
    await db
      .update(members)
      .set({ passwordHash: await hashPassword(password), updatedAt: now() })
      .where(eq(members.id, memberId));
  }

  /** Stores the member's head icon and returns the member as it now is (one statement: races end on one value). */
  async function setAvatar(memberId: string, avatar: Avatar): Promise<Member> {
    const [row] = await db
      .update(members)
      .set({ avatar, updatedAt: now() })
      .where(eq(members.id, memberId))
      .returning();
    if (!row) throw new Error(`member ${memberId} vanished`);
    return row;
  }

  return {
    setAvatar,
    memberByUsername,
    memberByMobile,
    memberById,
    sessionInfo,
    affiliateOwner,
    generatedUsername,
    insertMember,
    setPassword,
  };
}

export type Members = ReturnType<typeof createMembers>;

/** What a member sees of their own account. */
export function memberInfo(m: Member): MemberInfo {
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    avatar: (m.avatar as Avatar | null) ?? null,
    type: customerType(m.customerType) as CustomerType,
    clubLabel: { labelName: m.vipLabel },
    mobile: m.mobile && m.countryDialingCode ? { countryDialingCode: m.countryDialingCode, number: m.mobile } : null,
    email: m.email,
    hasPaymentPassword: m.paymentPasswordHash !== null,
    createdAt: m.createdAt.getTime(),
  };
}
