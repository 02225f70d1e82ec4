import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminGrant, BonusTemplate, CostReport, TemplateInput } from '../../../src/api/contract/adminBonus';
import { GRANTS_PAGE_SIZE } from '../../../src/api/contract/adminBonus';
import type { GrantStatus } from '../../../src/api/contract/bonus';
import type { Db } from '../../db';
import { bonusGrants, bonusTemplates, members } from '../../db/schema';
import { audit } from '../../lib/audit';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError, invalid } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-error';
import { costReport } from './cost';
import type { Grant } from './grants';
import type { BonusService } from './service';
import { grantView } from './service';
import { termsOf } from './templates';

type Tx = Db;
export interface StaffActor {
  id: string;
  username: string;
  ip: string | null;
}

const n = (v: bigint | null) => (v === null ? null : Number(v));
const big = (v: number | null) => (v === null ? null : BigInt(v));
const notFound = () => new AppError(404, 'bonus.not_found', 'No such bonus');
const wrongState = () => new AppError(409, 'bonus.wrong_state', 'The bonus is not in a state that allows this');

type TemplateRow = typeof bonusTemplates.$inferSelect;
const templateView = (t: TemplateRow, granted = 0, active = 0): BonusTemplate => ({
  id: t.id,
  name: t.name,
  trigger: t.trigger as BonusTemplate['trigger'],
  depositNth: t.depositNth,
  code: t.code,
  percent: t.percent,
  fixedAmount: n(t.fixedAmount),
  maxAmount: n(t.maxAmount),
  minDeposit: n(t.minDeposit),
  maxDeposit: n(t.maxDeposit),
  wageringMultiple: t.wageringMultiple,
  wageringBasis: t.wageringBasis as BonusTemplate['wageringBasis'],
  contributions: t.contributions,
  maxBet: n(t.maxBet),
  validDays: t.validDays,
  conversionCap: n(t.conversionCap),
  forfeitOnWithdrawal: t.forfeitOnWithdrawal,
  oncePerPerson: t.oncePerPerson,
  startsAt: t.startsAt?.toISOString() ?? null,
  endsAt: t.endsAt?.toISOString() ?? null,
  enabled: t.enabled,
  granted,
  active,
  updatedAt: t.updatedAt.toISOString(),
});

const rowOf = (input: TemplateInput) => ({
  name: input.name,
  trigger: input.trigger,
  depositNth: input.depositNth,
  code: input.code?.toUpperCase() ?? null,
  percent: input.percent,
  fixedAmount: big(input.fixedAmount),
  maxAmount: big(input.maxAmount),
  minDeposit: big(input.minDeposit),
  maxDeposit: big(input.maxDeposit),
  wageringMultiple: input.wageringMultiple,
  wageringBasis: input.wageringBasis,
  contributions: input.contributions as TemplateRow['contributions'],
  maxBet: big(input.maxBet),
  validDays: input.validDays,
  conversionCap: big(input.conversionCap),
  forfeitOnWithdrawal: input.forfeitOnWithdrawal,
  oncePerPerson: input.oncePerPerson,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  enabled: input.enabled,
});

/**
 * The back office's bonuses (docs/bonuses.md): templates, grants (manual grant, forfeit, the review
 * queue of flagged grants) and the promotion cost report. Every write is audited in its own
 * transaction.
 */
export function createBonusAdmin(opts: { db: Db; brand: string; bonus: BonusService; now: () => Date }) {
  const { db, brand, bonus, now } = opts;
  const currencyOf = createCurrencyLookup();

  async function templates() {
    const rows = await db
      .select()
      .from(bonusTemplates)
      .where(eq(bonusTemplates.brand, brand))
      .orderBy(desc(bonusTemplates.enabled), bonusTemplates.name);
    const counts = await db
      .select({
        id: bonusGrants.templateId,
        granted: count(),
        active: sql<number>`count(*) filter (where ${bonusGrants.status} = 'active')`.mapWith(Number),
      })
      .from(bonusGrants)
      .where(eq(bonusGrants.brand, brand))
      .groupBy(bonusGrants.templateId);
    const c = await currencyOf(db, brand);
    return {
      list: rows.map((t) => {
        const k = counts.find((x) => x.id === t.id);
        return templateView(t, k?.granted ?? 0, k?.active ?? 0);
      }),
      currencySymbol: c.symbol,
      currencyDigits: c.minorUnitDigits,
    };
  }

  async function saveTemplate(actor: StaffActor, id: string | null, input: TemplateInput) {
    try {
      return await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const at = now();
        let before: TemplateRow | undefined;
        let saved: TemplateRow | undefined;
        if (id) {
          [before] = await tx
            .select()
            .from(bonusTemplates)
            .where(and(eq(bonusTemplates.id, id), eq(bonusTemplates.brand, brand)))
            .for('update');
          if (!before) throw notFound();
          [saved] = await tx
            .update(bonusTemplates)
            .set({ ...rowOf(input), updatedAt: at })
            .where(eq(bonusTemplates.id, id))
            .returning();
        } else {
          [saved] = await tx
            .insert(bonusTemplates)
            .values({ brand, ...rowOf(input), createdAt: at, updatedAt: at })
            .returning();
        }
        await audit(tx, {
          brand,
          staff: actor,
          action: id ? 'bonus.template_update' : 'bonus.template_create',
          targetType: 'bonus_template',
          targetId: saved!.id,
          before: before ?? null,
          after: saved,
          ip: actor.ip,
        });
        return templateView(saved!);
      });
    } catch (err) {
      if (uniqueViolation(err)?.includes('bonus_templates_code')) {
        throw new AppError(409, 'bonus.code_taken', 'Another template uses this code', { code: 'bonus.code_taken' });
      }
      throw err;
    }
  }

  async function adminViews(rows: { g: Grant; username: string; name: string | null }[]): Promise<AdminGrant[]> {
    return rows.map(({ g, username, name }) => ({
      ...grantView(g, name),
      memberId: g.memberId,
      username,
      templateId: g.templateId,
      sourceRef: g.sourceRef,
      flagReason: g.flagReason,
      forfeitedAmount: n(g.forfeitedAmount),
    }));
  }

  const withMember = (where: ReturnType<typeof and>) =>
    db
      .select({ g: bonusGrants, username: members.username, name: bonusTemplates.name })
      .from(bonusGrants)
      .innerJoin(members, eq(members.id, bonusGrants.memberId))
      .leftJoin(bonusTemplates, eq(bonusTemplates.id, bonusGrants.templateId))
      .where(where);

  async function grants(q: { status?: GrantStatus; username?: string; page: number }) {
    const where = and(
      eq(bonusGrants.brand, brand),
      q.status ? eq(bonusGrants.status, q.status) : undefined,
      q.username ? eq(members.username, q.username.toLowerCase()) : undefined,
    );
    const rows = await withMember(where)
      .orderBy(desc(bonusGrants.createdAt))
      .limit(GRANTS_PAGE_SIZE)
      .offset((q.page - 1) * GRANTS_PAGE_SIZE);
    const [total] = await db
      .select({ n: count() })
      .from(bonusGrants)
      .innerJoin(members, eq(members.id, bonusGrants.memberId))
      .where(where);
    const c = await currencyOf(db, brand);
    return {
      list: await adminViews(rows),
      total: total?.n ?? 0,
      page: q.page,
      pageSize: GRANTS_PAGE_SIZE,
      currencySymbol: c.symbol,
      currencyDigits: c.minorUnitDigits,
    };
  }

  async function one(tx: Pick<Db, 'select'>, id: string): Promise<AdminGrant> {
    const rows = await tx
      .select({ g: bonusGrants, username: members.username, name: bonusTemplates.name })
      .from(bonusGrants)
      .innerJoin(members, eq(members.id, bonusGrants.memberId))
      .leftJoin(bonusTemplates, eq(bonusTemplates.id, bonusGrants.templateId))
      .where(and(eq(bonusGrants.id, id), eq(bonusGrants.brand, brand)));
    if (rows.length === 0) throw notFound();
    return (await adminViews(rows))[0]!;
  }

  /** A manual grant with a template's terms, once per `requestId`. */
  async function manualGrant(
    actor: StaffActor,
    input: { requestId: string; username: string; templateId: string; amount: number; reason: string },
  ) {
    const id = await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const [m] = await tx
        .select({ id: members.id, customerType: members.customerType })
        .from(members)
        .where(and(eq(members.brand, brand), eq(members.username, input.username.toLowerCase())));
      if (!m) throw invalid('No such member', { username: 'validation.unknownMember' });
      const [template] = await tx
        .select()
        .from(bonusTemplates)
        .where(and(eq(bonusTemplates.id, input.templateId), eq(bonusTemplates.brand, brand)));
      if (!template) throw invalid('No such template', { templateId: 'validation.unknownTemplate' });
      await tx.select({ id: members.id }).from(members).where(eq(members.id, m.id)).for('update');
      const { grant, created } = await bonus.grants.issue(tx, {
        brand,
        memberId: m.id,
        terms: termsOf(template),
        amount: BigInt(input.amount),
        source: 'manual',
        sourceRef: actor.id,
        key: `manual:${input.requestId}`,
        actor: { kind: 'staff', id: actor.id },
        at: now(),
      });
      if (created) {
        await audit(tx, {
          brand,
          staff: actor,
          action: 'bonus.grant',
          targetType: 'member',
          targetId: m.id,
          after: { grantId: grant.id, templateId: template.id, amount: grant.amount, status: grant.status },
          reason: input.reason,
          ip: actor.ip,
        });
      } else if (grant.memberId !== m.id || grant.amount !== BigInt(input.amount)) {
        throw new AppError(409, 'ledger.idempotency_conflict', 'This request id was already used for another grant');
      }
      return grant.id;
    });
    return one(db, id);
  }

  async function decide(actor: StaffActor, id: string, action: 'forfeit' | 'approve' | 'reject', reason: string) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const g = await bonus.grants.forUpdate(tx, id);
      if (!g || g.brand !== brand) throw notFound();
      await tx.select({ id: members.id }).from(members).where(eq(members.id, g.memberId)).for('update');
      const at = now();
      let after: Grant | null;
      if (action === 'forfeit') {
        if (g.status !== 'active' && g.status !== 'review') throw wrongState();
        after = await bonus.grants.forfeit(tx, g, 'staff', { kind: 'staff', id: actor.id }, at);
      } else if (action === 'approve') after = await bonus.grants.approve(tx, id, actor.id, at);
      else after = await bonus.grants.reject(tx, id, actor.id, reason, at);
      if (!after) throw wrongState();
      await audit(tx, {
        brand,
        staff: actor,
        action: `bonus.${action}`,
        targetType: 'bonus_grant',
        targetId: id,
        before: { status: g.status, balance: g.balance },
        after: { status: after.status, balance: after.balance },
        reason,
        ip: actor.ip,
      });
    });
    return one(db, id);
  }

  /** The promotion cost report (cost.ts) in the brand's currency. */
  async function cost(q: { from: string; to: string }): Promise<CostReport> {
    const report = await costReport(db, brand, q);
    const c = await currencyOf(db, brand);
    return { ...report, currencySymbol: c.symbol, currencyDigits: c.minorUnitDigits };
  }

  return { templates, saveTemplate, grants, manualGrant, decide, cost, one: (id: string) => one(db, id) };
}

export type BonusAdmin = ReturnType<typeof createBonusAdmin>;
