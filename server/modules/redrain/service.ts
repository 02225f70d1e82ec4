import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type {
  RedRain,
  RedRainCurrent,
  RedRainGrab,
  RedRainList,
  RedRainResults,
  RedRainSchedule,
  RedRainStatus,
  RedRainWinner,
} from '../../../src/api/contract/redrain';
import { isRealAccount } from '../../../src/rules/customerType';
import { RED_RAIN_MAX_LEAD_DAYS, rainPhase, splitBudget } from '../../../src/rules/redRain';
import { maskAccount } from '../../../src/rules/vip';
import type { Db } from '../../db';
import { members, redEnvelopes, redRains } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Events } from '../../lib/events';
import type { AccountRef, Ledger } from '../wallet';
import type { InTeam } from './team';

type Rain = typeof redRains.$inferSelect;

/** Who pays for a rain: an agent from its cash, or staff for the whole brand (from promotion cost). */
export type Funder =
  | { kind: 'agent'; memberId: string }
  | { kind: 'brand'; staff: { id: string; username: string; ip: string | null } };

/** The member asking (the session's member). */
export interface Player {
  id: string;
  brand: string;
  customerType: number;
}

export interface RedRainServiceOptions {
  db: Db;
  ledger: Ledger;
  events: Events;
  now: () => Date;
  /** Is the member in the agent's team: injected (the agent tree answers it; team.ts until then). */
  inTeam: InTeam;
  /** Integers in [0, n) for the split (crypto by default; tests may seed it). */
  random?: (n: number) => number;
}

/** The job that gives back what a closed rain's envelopes still hold (every minute). */
export const RED_RAIN_RETURN_JOB = 'red-rain-return';

/** A rain's results visible after the window: how long the page keeps showing an ended rain. */
const SHOW_ENDED_MS = 10 * 60_000;
const WINNERS_SHOWN = 20;
const LIST_LIMIT = 50;
const RETURN_BATCH = 100;

const notFound = () => new AppError(404, 'redrain.not_found', 'No such red envelope rain');
const holding: AccountRef = { system: 'red_envelope' };

function statusOf(rain: Rain, now: Date): RedRainStatus {
  if (rain.status !== 'scheduled') return rain.status as RedRainStatus;
  return rainPhase(rain, now);
}

/**
 * Red-envelope rains (issue 21, docs/red-rain.md). Scheduling moves the whole budget from the funder
 * into the brand's red_envelope account in one ledger entry and pre-splits it into envelopes; a grab
 * takes one free envelope (FOR UPDATE SKIP LOCKED) and pays it from that account; after the window
 * the return job gives the rest back. The budget can never be exceeded: only its envelopes are paid.
 */
export function createRedRainService({ db, ledger, events, now, inTeam, random = randomInt }: RedRainServiceOptions) {
  const changed = (exec: object | undefined, brand: string, rainId: string) =>
    events.emit(exec, { type: 'redrain.changed', brand, rainId });

  async function totals(rainIds: string[]) {
    if (rainIds.length === 0) return new Map<string, { grabbed: number; paid: number }>();
    const rows = await db
      .select({
        rainId: redEnvelopes.rainId,
        grabbed: sql<number>`count(*)::int`,
        paid: sql<string>`sum(${redEnvelopes.amount})::text`,
      })
      .from(redEnvelopes)
      .where(and(inArray(redEnvelopes.rainId, rainIds), isNotNull(redEnvelopes.memberId)))
      .groupBy(redEnvelopes.rainId);
    return new Map(rows.map((r) => [r.rainId, { grabbed: r.grabbed, paid: Number(r.paid) }]));
  }

  async function winners(rainId: string, limit: number): Promise<RedRainWinner[]> {
    const rows = await db
      .select({ username: members.username, amount: redEnvelopes.amount, at: redEnvelopes.grabbedAt })
      .from(redEnvelopes)
      .innerJoin(members, eq(members.id, redEnvelopes.memberId))
      .where(eq(redEnvelopes.rainId, rainId))
      .orderBy(desc(redEnvelopes.grabbedAt), asc(redEnvelopes.seq))
      .limit(limit);
    return rows.map((r) => ({ member: maskAccount(r.username), amount: Number(r.amount), at: r.at!.toISOString() }));
  }

  async function views(rains: Rain[], at: Date): Promise<RedRain[]> {
    const sums = await totals(rains.map((r) => r.id));
    const funderIds = [...new Set(rains.flatMap((r) => (r.funderId ? [r.funderId] : [])))];
    const names = new Map(
      funderIds.length === 0
        ? []
        : (
            await db
              .select({ id: members.id, username: members.username })
              .from(members)
              .where(inArray(members.id, funderIds))
          ).map((m) => [m.id, m.username]),
    );
    return rains.map((r) => ({
      id: r.id,
      funderKind: r.funderKind as RedRain['funderKind'],
      funder: r.funderId ? (names.get(r.funderId) ?? null) : null,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      windowSeconds: r.windowSeconds,
      budget: Number(r.budget),
      count: r.count,
      minAmount: Number(r.minAmount),
      maxAmount: Number(r.maxAmount),
      status: statusOf(r, at),
      grabbed: sums.get(r.id)?.grabbed ?? 0,
      paid: sums.get(r.id)?.paid ?? 0,
      returned: Number(r.returnedAmount),
    }));
  }

  async function withResults(rains: Rain[]): Promise<RedRainResults[]> {
    const list = await views(rains, now());
    return Promise.all(list.map(async (v) => ({ ...v, winners: await winners(v.id, LIST_LIMIT) })));
  }

  async function money(brand: string) {
    const c = await ledger.currency(brand);
    return { currencySymbol: c.symbol, minorUnitDigits: c.minorUnitDigits };
  }

  /** Schedules a rain; the same request id answers the same rain (debited once). */
  async function schedule(brand: string, funder: Funder, input: RedRainSchedule): Promise<RedRainResults> {
    const at = now();
    const startsAt = new Date(input.startsAt);
    // A minute's grace for the clocks of the browser and the server; at most 7 days ahead.
    if (
      startsAt.getTime() < at.getTime() - 60_000 ||
      startsAt.getTime() > at.getTime() + RED_RAIN_MAX_LEAD_DAYS * 86_400_000
    ) {
      throw new AppError(400, 'redrain.start_invalid', 'The start must be from now up to 7 days ahead', {
        startsAt: 'startInvalid',
      });
    }
    const funderId = funder.kind === 'agent' ? funder.memberId : null;
    const amounts = splitBudget(input, random);
    const rainId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(redRains)
        .values({
          brand,
          funderKind: funder.kind,
          funderId,
          staffId: funder.kind === 'brand' ? funder.staff.id : null,
          clientRequestId: input.clientRequestId,
          startsAt,
          windowSeconds: input.windowSeconds,
          endsAt: new Date(startsAt.getTime() + input.windowSeconds * 1000),
          budget: BigInt(input.budget),
          count: input.count,
          minAmount: BigInt(input.minAmount),
          maxAmount: BigInt(input.maxAmount),
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [first] = await tx
          .select()
          .from(redRains)
          .where(and(eq(redRains.brand, brand), eq(redRains.clientRequestId, input.clientRequestId)));
        const same =
          first &&
          first.funderKind === funder.kind &&
          first.funderId === funderId &&
          first.budget === BigInt(input.budget) &&
          first.count === input.count &&
          first.minAmount === BigInt(input.minAmount) &&
          first.maxAmount === BigInt(input.maxAmount) &&
          first.windowSeconds === input.windowSeconds &&
          first.startsAt.getTime() === startsAt.getTime();
        if (!same) {
          throw new AppError(409, 'redrain.request_conflict', 'This request id was already used for another rain');
        }
        return first.id;
      }
      await tx
        .insert(redEnvelopes)
        .values(amounts.map((amount, seq) => ({ rainId: row.id, seq, amount: BigInt(amount) })));
      const source: AccountRef =
        funder.kind === 'agent' ? { memberId: funder.memberId, kind: 'cash' } : { system: 'promotion_cost' };
      await ledger.post(
        {
          brand,
          type: 'red_envelope_fund',
          idempotencyKey: `redrain:fund:${row.id}`,
          reference: row.id,
          actor:
            funder.kind === 'agent' ? { kind: 'member', id: funder.memberId } : { kind: 'staff', id: funder.staff.id },
          postings: [
            { account: source, amount: -row.budget },
            { account: holding, amount: row.budget },
          ],
        },
        tx,
      );
      if (funder.kind === 'brand') {
        await audit(tx, {
          brand,
          staff: funder.staff,
          action: 'redrain.schedule',
          targetType: 'red_rain',
          targetId: row.id,
          after: input,
          ip: funder.staff.ip,
        });
      }
      changed(tx, brand, row.id);
      return row.id;
    });
    const [rain] = await db.select().from(redRains).where(eq(redRains.id, rainId));
    return (await withResults([rain!]))[0]!;
  }

  /** Whether this member may see and grab this rain. */
  async function mayJoin(exec: Pick<Db, 'select'>, rain: Rain, player: Player) {
    if (rain.brand !== player.brand) return false;
    if (rain.funderKind === 'brand') return true;
    return inTeam(exec, rain.funderId!, player.id);
  }

  /** The member's live rain, else the next one, else the one that ended last (within 10 minutes). */
  async function current(player: Player): Promise<RedRainCurrent> {
    const at = now();
    const candidates = await db
      .select()
      .from(redRains)
      .where(and(eq(redRains.brand, player.brand), gt(redRains.endsAt, new Date(at.getTime() - SHOW_ENDED_MS))))
      .orderBy(asc(redRains.startsAt))
      .limit(50);
    const visible: Rain[] = [];
    for (const r of candidates) if (await mayJoin(db, r, player)) visible.push(r);
    const pick =
      visible.find((r) => r.status === 'scheduled' && rainPhase(r, at) === 'live') ??
      visible.find((r) => rainPhase(r, at) === 'upcoming') ??
      visible.filter((r) => rainPhase(r, at) === 'ended').at(-1) ??
      null;
    const base = { ...(await money(player.brand)), serverNow: at.toISOString() };
    if (!pick) return { ...base, rain: null, mine: null, winners: [] };
    const [mine] = await db
      .select({ amount: redEnvelopes.amount })
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.rainId, pick.id), eq(redEnvelopes.memberId, player.id)));
    const [view] = await views([pick], at);
    return {
      ...base,
      rain: view!,
      mine: mine ? Number(mine.amount) : null,
      winners: await winners(pick.id, WINNERS_SHOWN),
    };
  }

  /** Grabs one envelope: one a member per rain; a repeat answers the same envelope. */
  async function grab(player: Player, rainId: string): Promise<RedRainGrab> {
    const result = await db.transaction(async (tx) => {
      // One member's taps one after another: the second finds the first's envelope.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, player.id)).for('no key update');
      // Shared with every other grab; the return job's FOR UPDATE waits for grabs in flight.
      const [rain] = await tx
        .select()
        .from(redRains)
        .where(and(eq(redRains.id, rainId), eq(redRains.brand, player.brand)))
        .for('share');
      if (!rain) throw notFound();
      if (!isRealAccount(player.customerType)) {
        throw new AppError(403, 'redrain.not_eligible', 'Free-play and test accounts cannot grab red envelopes');
      }
      if (!(await mayJoin(tx, rain, player))) {
        throw new AppError(403, 'redrain.not_in_team', "This rain is for the funding agent's team");
      }
      const [mine] = await tx
        .select({ amount: redEnvelopes.amount })
        .from(redEnvelopes)
        .where(and(eq(redEnvelopes.rainId, rainId), eq(redEnvelopes.memberId, player.id)));
      if (mine) return { amount: Number(mine.amount), replayed: true };
      const at = now();
      const phase = rainPhase(rain, at);
      if (phase === 'upcoming') {
        throw new AppError(409, 'redrain.not_started', 'The rain has not started', {
          startsAt: rain.startsAt.toISOString(),
        });
      }
      if (phase === 'ended' || rain.status !== 'scheduled')
        throw new AppError(409, 'redrain.ended', 'The rain is over');
      const [free] = await tx
        .select({ seq: redEnvelopes.seq, amount: redEnvelopes.amount })
        .from(redEnvelopes)
        .where(and(eq(redEnvelopes.rainId, rainId), isNull(redEnvelopes.memberId)))
        .orderBy(asc(redEnvelopes.seq))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!free) throw new AppError(409, 'redrain.empty', 'Every envelope has been grabbed');
      const posted = await ledger.post(
        {
          brand: rain.brand,
          type: 'red_envelope_grab',
          idempotencyKey: `redrain:grab:${rainId}:${player.id}`,
          reference: rainId,
          actor: { kind: 'member', id: player.id },
          postings: [
            { account: holding, amount: -free.amount },
            { account: { memberId: player.id, kind: 'cash' }, amount: free.amount },
          ],
        },
        tx,
      );
      await tx
        .update(redEnvelopes)
        .set({ memberId: player.id, grabbedAt: at, entryId: posted.id })
        .where(and(eq(redEnvelopes.rainId, rainId), eq(redEnvelopes.seq, free.seq)));
      changed(tx, rain.brand, rainId);
      return { amount: Number(free.amount), replayed: false };
    });
    return result;
  }

  /** The agent's own rains, newest first, with their results. */
  async function listForAgent(brand: string, agentId: string): Promise<RedRainList> {
    const rains = await db
      .select()
      .from(redRains)
      .where(and(eq(redRains.brand, brand), eq(redRains.funderId, agentId)))
      .orderBy(desc(redRains.startsAt))
      .limit(LIST_LIMIT);
    return { ...(await money(brand)), rains: await withResults(rains) };
  }

  /** Every rain of the brand (agents' and brand-wide), newest first: the back office. */
  async function listForBrand(brand: string): Promise<RedRainList> {
    const rains = await db
      .select()
      .from(redRains)
      .where(eq(redRains.brand, brand))
      .orderBy(desc(redRains.startsAt))
      .limit(LIST_LIMIT);
    return { ...(await money(brand)), rains: await withResults(rains) };
  }

  /**
   * The return job: each rain whose window closed gives what was not grabbed back to its funder (an
   * agent's cash, or promotion cost), once: the rain's row is locked and its status moves on in the
   * same transaction, and the ledger entry's key is the rain's id. Answers how many rains it closed.
   */
  async function returnDue(): Promise<number> {
    const at = now();
    const due = await db
      .select({ id: redRains.id })
      .from(redRains)
      .where(and(eq(redRains.status, 'scheduled'), lte(redRains.endsAt, at)))
      .orderBy(asc(redRains.endsAt))
      .limit(RETURN_BATCH);
    let closed = 0;
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const [rain] = await tx.select().from(redRains).where(eq(redRains.id, id)).for('update');
        if (rain?.status !== 'scheduled' || rain.endsAt > at) return false;
        const [left] = await tx
          .select({ sum: sql<string>`coalesce(sum(${redEnvelopes.amount}), 0)::text` })
          .from(redEnvelopes)
          .where(and(eq(redEnvelopes.rainId, id), isNull(redEnvelopes.memberId)));
        const rest = BigInt(left?.sum ?? '0');
        if (rest > 0n) {
          const target: AccountRef = rain.funderId
            ? { memberId: rain.funderId, kind: 'cash' }
            : { system: 'promotion_cost' };
          await ledger.post(
            {
              brand: rain.brand,
              type: 'red_envelope_return',
              idempotencyKey: `redrain:return:${id}`,
              reference: id,
              actor: { kind: 'job' },
              postings: [
                { account: holding, amount: -rest },
                { account: target, amount: rest },
              ],
            },
            tx,
          );
        }
        await tx
          .update(redRains)
          .set({ status: rest > 0n ? 'returned' : 'closed', returnedAmount: rest, returnedAt: at })
          .where(eq(redRains.id, id));
        changed(tx, rain.brand, id);
        return true;
      });
      if (done) closed += 1;
    }
    return closed;
  }

  return { schedule, current, grab, listForAgent, listForBrand, returnDue };
}

export type RedRainService = ReturnType<typeof createRedRainService>;
