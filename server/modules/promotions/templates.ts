import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { bonusTemplates, deposits } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertCanPlay } from '../protection';
import type { Grant, Grants, GrantTerms } from './grants';
import { payOf } from './terms';

/**
 * Bonus templates and their triggers (docs/bonuses.md): sign-up, the nth deposit or any deposit in a
 * window, a promotion code, and staff. Each trigger issues at most one grant per event and template.
 */

export type Template = typeof bonusTemplates.$inferSelect;
type Tx = Db;

export const termsOf = (t: Template): GrantTerms => ({
  templateId: t.id,
  wageringMultiple: t.wageringMultiple,
  wageringBasis: t.wageringBasis === 'bonus_deposit' ? 'bonus_deposit' : 'bonus',
  contributions: t.contributions,
  maxBet: t.maxBet,
  conversionCap: t.conversionCap,
  forfeitOnWithdrawal: t.forfeitOnWithdrawal,
  validDays: t.validDays,
  oncePerPerson: t.oncePerPerson,
});

/** Templates of a trigger that are on and inside their window at `at`. */
const live = (tx: Pick<Db, 'select'>, brand: string, trigger: Template['trigger'], at: Date) =>
  tx
    .select()
    .from(bonusTemplates)
    .where(
      and(
        eq(bonusTemplates.brand, brand),
        eq(bonusTemplates.trigger, trigger),
        eq(bonusTemplates.enabled, true),
        or(isNull(bonusTemplates.startsAt), lte(bonusTemplates.startsAt, at)),
        or(isNull(bonusTemplates.endsAt), gt(bonusTemplates.endsAt, at)),
      ),
    );

export const codeUnknown = () => new AppError(404, 'bonus.code_unknown', 'This promotion code is not valid');
export const codeUsed = () => new AppError(409, 'bonus.code_used', 'You have already used this promotion code');

export function createTriggers(opts: { grants: Grants }) {
  const { grants } = opts;

  /** A new real member: every sign-up template pays its fixed amount. */
  async function onSignup(tx: Tx, brand: string, memberId: string, at: Date): Promise<Grant[]> {
    const out: Grant[] = [];
    for (const t of await live(tx, brand, 'signup', at)) {
      const amount = payOf(t, null);
      if (amount === null) continue;
      const { grant } = await grants.issue(tx, {
        brand,
        memberId,
        terms: termsOf(t),
        amount,
        source: 'signup',
        sourceRef: memberId,
        key: `signup:${memberId}:${t.id}`,
        actor: { kind: 'system' },
        at,
      });
      out.push(grant);
    }
    return out;
  }

  /**
   * A credited deposit, inside the deposit's transaction: each deposit template whose nth (or window)
   * and range match pays once for it. The deposit counts itself: its entry is already posted.
   */
  async function onDeposit(
    tx: Tx,
    d: { brand: string; memberId: string; depositId: string; amount: bigint },
    at: Date,
  ): Promise<Grant[]> {
    const templates = await live(tx, d.brand, 'deposit', at);
    if (templates.length === 0) return [];
    const [counted] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(deposits)
      .where(and(eq(deposits.memberId, d.memberId), isNotNull(deposits.entryId)));
    const nth = counted?.n ?? 1;
    const out: Grant[] = [];
    for (const t of templates) {
      if (t.depositNth !== null && t.depositNth !== nth) continue;
      const amount = payOf(t, d.amount);
      if (amount === null) continue;
      const { grant } = await grants.issue(tx, {
        brand: d.brand,
        memberId: d.memberId,
        terms: termsOf(t),
        amount,
        depositAmount: d.amount,
        source: 'deposit',
        sourceRef: d.depositId,
        // The nth-deposit bonus is once per member whatever the deposit; a window bonus once per deposit.
        key: t.depositNth !== null ? `deposit:${d.memberId}:${t.id}` : `deposit:${d.depositId}:${t.id}`,
        actor: { kind: 'system' },
        at,
      });
      out.push(grant);
    }
    return out;
  }

  /** A promotion code: once per member and template; unknown, off or out of its window is 404. */
  async function redeemCode(tx: Tx, brand: string, memberId: string, code: string, at: Date): Promise<Grant> {
    const normal = code.trim().toUpperCase();
    const [t] = (await live(tx, brand, 'code', at)).filter((x) => x.code === normal);
    if (!t) throw codeUnknown();
    await assertCanPlay(tx, memberId, at);
    const amount = payOf(t, null);
    if (amount === null) throw codeUnknown();
    const { grant, created } = await grants.issue(tx, {
      brand,
      memberId,
      terms: termsOf(t),
      amount,
      source: 'code',
      sourceRef: normal,
      key: `code:${t.id}:${memberId}`,
      actor: { kind: 'member', id: memberId },
      at,
    });
    if (!created) throw codeUsed();
    return grant;
  }

  return { onSignup, onDeposit, redeemCode };
}

export type Triggers = ReturnType<typeof createTriggers>;
