import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SMS_CODE_MAX_ATTEMPTS } from '../../../src/api/contract/accounts';
import { validateSmsCode } from '../../../src/rules/accountValidation';
import type { Db } from '../../db';
import { verificationCodes } from '../../db/schema';
import { hashCode, randomDigits, safeEqual } from './crypto';
import type { AccountsDeps } from './shared';

type Channel = 'sms' | 'email';

/** Verification codes sent by SMS and e-mail: issued, checked (every try counted) and used up. */
export function createCodes({ db, brand, now }: Pick<AccountsDeps, 'db' | 'brand' | 'now'>) {
  async function latestCode(channel: Channel, purpose: string, target: string) {
    const rows = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.brand, brand),
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return rows[0] ?? null;
  }

  async function issueCode(input: {
    channel: Channel;
    purpose: string;
    target: string;
    ttlMs: number;
    memberId?: string | null;
    /** Stored already used: it counts for the resend wait but can never be entered (nobody is sent it). */
    dead?: boolean;
  }) {
    const code = randomDigits(6);
    const id = randomUUID();
    const t = now();
    await db.insert(verificationCodes).values({
      id,
      brand,
      channel: input.channel,
      purpose: input.purpose,
      target: input.target,
      memberId: input.memberId ?? null,
      codeHash: hashCode(id, code),
      createdAt: t,
      expiresAt: new Date(t.getTime() + input.ttlMs),
      consumedAt: input.dead ? t : null,
    });
    return { code, createdAt: t.getTime() };
  }

  /**
   * Checks a code against the newest live one for this target and uses it up when right. Every try
   * counts; after SMS_CODE_MAX_ATTEMPTS wrong ones the code is dead.
   */
  async function consumeCode(input: {
    channel: Channel;
    purpose: string;
    target: string;
    code: string;
    memberId?: string;
  }): Promise<boolean> {
    const id = await checkCode(input);
    return id !== null && (await spendCode(id));
  }

  /**
   * The guess half of consumeCode: counts the try (committed at once, so a rolled-back sign-up
   * cannot give a guess back) and answers the live code's id when the code is right, or null.
   */
  async function checkCode(input: {
    channel: Channel;
    purpose: string;
    target: string;
    code: string;
    memberId?: string;
  }): Promise<string | null> {
    if (validateSmsCode(input.code) !== null) return null;
    const t = now();
    const [live] = await db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.brand, brand),
          eq(verificationCodes.channel, input.channel),
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.target, input.target),
          input.memberId ? eq(verificationCodes.memberId, input.memberId) : undefined,
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, t),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!live) return null;
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, live.id),
          isNull(verificationCodes.consumedAt),
          sql`${verificationCodes.attempts} < ${SMS_CODE_MAX_ATTEMPTS}`,
        ),
      )
      .returning({ codeHash: verificationCodes.codeHash });
    if (!counted || !safeEqual(counted.codeHash, hashCode(live.id, input.code))) return null;
    return live.id;
  }

  /** Uses up a checked code; false when another request used it first. `q`: the caller's transaction. */
  async function spendCode(id: string, q: Db = db): Promise<boolean> {
    const [used] = await q
      .update(verificationCodes)
      .set({ consumedAt: now() })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return !!used;
  }

  return { latestCode, issueCode, consumeCode, checkCode, spendCode };
}

export type Codes = ReturnType<typeof createCodes>;
