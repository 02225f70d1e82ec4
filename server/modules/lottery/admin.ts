import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type {
  AdminDraw,
  AdminLotteryGame,
  LotteryGameUpdate,
  LotteryLimits,
} from '../../../src/api/contract/adminLottery';
import type { DrawStatus } from '../../../src/api/contract/lottery';
import { betTypesFor } from '../../../src/rules/lottery/bets';
import { lotteryGameDef } from '../../../src/rules/lottery/games';
import type { Db } from '../../db';
import { lotteryBets, lotteryChains, lotteryDraws, lotteryGames, members } from '../../db/schema';
import { audit } from '../../lib/audit';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { localDay } from '../../lib/zoned-time';
import { localMidnight } from './schedule';
import type { Lottery } from './service';

type Staff = { id: string; username: string };
type DrawRow = typeof lotteryDraws.$inferSelect;

const PAGE = 25;

const cursorOf = (t: Date, id: string) => Buffer.from(`${t.toISOString()}|${id}`).toString('base64url');
function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [t, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(t ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError(400, 'request.invalid', 'The cursor is not valid', { cursor: 'validation.invalid' });
  }
  return { t: at, id };
}

/** Internal statuses the API status stands for. */
const STORED: Record<DrawStatus, string[]> = {
  open: ['open'],
  closed: ['open'],
  drawn: ['drawn', 'settling'],
  settled: ['settled'],
  void: ['voiding', 'void'],
};

/**
 * The back office's house lottery (issue 22; docs/lottery.md): games with their settings, draws
 * with bets, exposure and result, the manual void (audited) and the report by game and day.
 */
export function createLotteryAdmin(opts: {
  db: Db;
  brand: string;
  lottery: Lottery;
  timeZone: string;
  now?: () => Date;
}) {
  const { db, brand, lottery, timeZone } = opts;
  const now = opts.now ?? (() => new Date());
  const currencyOf = createCurrencyLookup();

  /** The brand's currency, which every amount of the back office's lottery pages is in. */
  async function currency() {
    const c = await currencyOf(db, brand);
    return { code: c.code, symbol: c.symbol, digits: c.minorUnitDigits };
  }

  /** Today's brand-local day, YYYY-MM-DD. */
  const today = () => localDay(now(), timeZone);

  async function games(): Promise<AdminLotteryGame[]> {
    const out: AdminLotteryGame[] = [];
    for (const s of await lottery.allSettings()) {
      const schedule = s.enabled ? (await lottery.schedule()).find((x) => x.gameCode === s.def.code) : undefined;
      const [chain] = await db
        .select()
        .from(lotteryChains)
        .where(
          and(
            eq(lotteryChains.brand, brand),
            eq(lotteryChains.gameCode, s.def.code),
            sql`${lotteryChains.allocated} < ${lotteryChains.length}`,
          ),
        )
        .orderBy(asc(lotteryChains.publishedAt))
        .limit(1);
      out.push({
        code: s.def.code,
        family: s.def.family,
        gameType: s.def.gameType,
        name: s.def.names.en,
        intervalSeconds: s.intervalSeconds,
        dailyTime: s.dailyTime,
        closeSeconds: s.closeSeconds,
        enabled: s.enabled,
        limits: s.limits,
        betTypes: betTypesFor(s.def.family, lottery.maxStakeOf(s)),
        next: schedule?.next ?? null,
        chain: chain
          ? {
              id: chain.id,
              terminatingHash: chain.terminatingHash,
              length: chain.length,
              used: chain.allocated,
              publishedAt: chain.publishedAt.toISOString(),
            }
          : null,
      });
    }
    return out;
  }

  async function updateGame(staff: Staff, code: string, body: LotteryGameUpdate, ip: string | null) {
    const def = lotteryGameDef(code);
    if (!def) throw new AppError(404, 'lottery.game_not_found', 'No such lottery game');
    if (body.dailyTime !== undefined && !def.dailyTime) {
      throw new AppError(400, 'request.invalid', 'Only the daily game has a daily time', {
        dailyTime: 'validation.invalid',
      });
    }
    const before = await lottery.settingsOf(code);
    const limits: LotteryLimits = { ...before.limits, ...(body.limits ?? {}) };
    if (limits.minStake > limits.maxStakePerBet) {
      throw new AppError(400, 'lottery.limits_invalid', 'The largest stake per bet is below the smallest stake', {
        'limits.maxStakePerBet': 'lottery.limits_invalid',
      });
    }
    const codes = new Set(betTypesFor(def.family, () => 0).map((b) => b.code));
    for (const [betType, max] of Object.entries(limits.maxStakeByType)) {
      if (!codes.has(betType)) {
        throw new AppError(400, 'lottery.bet_type_unknown', 'The game has no such bet type', {
          [`limits.maxStakeByType.${betType}`]: 'lottery.bet_type_unknown',
        });
      }
      if (max < limits.minStake) {
        throw new AppError(400, 'lottery.limits_invalid', "A bet type's largest stake is below the smallest stake", {
          [`limits.maxStakeByType.${betType}`]: 'lottery.limits_invalid',
        });
      }
    }
    await db.transaction(async (tx) => {
      await tx
        .update(lotteryGames)
        .set({
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          ...(body.closeSeconds !== undefined ? { closeSeconds: body.closeSeconds } : {}),
          ...(body.dailyTime !== undefined ? { dailyTime: body.dailyTime } : {}),
          limits,
          updatedAt: now(),
        })
        .where(and(eq(lotteryGames.brand, brand), eq(lotteryGames.code, code)));
      await audit(tx, {
        brand,
        staff,
        action: 'lottery.game_update',
        targetType: 'lottery_game',
        targetId: code,
        before: {
          enabled: before.enabled,
          closeSeconds: before.closeSeconds,
          dailyTime: before.dailyTime,
          limits: before.limits,
        },
        after: body,
        ip,
      });
    });
    // Draws not yet open for long follow the new close: those still open move their close.
    if (body.closeSeconds !== undefined) {
      await db
        .update(lotteryDraws)
        .set({ closesAt: sql`${lotteryDraws.drawsAt} - make_interval(secs => ${body.closeSeconds})` })
        .where(
          and(
            eq(lotteryDraws.brand, brand),
            eq(lotteryDraws.gameCode, code),
            eq(lotteryDraws.status, 'open'),
            eq(lotteryDraws.bets, 0),
          ),
        );
    }
    return (await games()).find((g) => g.code === code)!;
  }

  function adminDraw(d: DrawRow, players: number): AdminDraw {
    const api = lottery.drawOf(d);
    return {
      id: d.id,
      gameCode: d.gameCode,
      family: lotteryGameDef(d.gameCode)!.family,
      number: d.number,
      closesAt: api.closesAt,
      drawsAt: api.drawsAt,
      status: api.status,
      result: api.result,
      bets: d.bets,
      players,
      stake: String(d.stake),
      exposure: String(d.exposure),
      payout: String(d.payout),
      voidReason: d.voidReason,
      voidedBy: d.voidedBy,
      settledAt: d.settledAt?.toISOString() ?? null,
    };
  }

  async function playersOf(ids: string[]) {
    if (ids.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ drawId: lotteryBets.drawId, n: sql<number>`count(distinct ${lotteryBets.player})::int` })
      .from(lotteryBets)
      .where(and(inArray(lotteryBets.drawId, ids), inArray(lotteryBets.status, ['open', 'won', 'lost', 'void'])))
      .groupBy(lotteryBets.drawId);
    return new Map(rows.map((r) => [r.drawId, Number(r.n)]));
  }

  const dayRange = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return { start: localMidnight(y, m, d, timeZone), end: localMidnight(y, m, d + 1, timeZone) };
  };

  async function draws(q: { game?: string; status?: DrawStatus; day?: string; cursor?: string }) {
    const after = parseCursor(q.cursor);
    const at = now();
    const range = q.day ? dayRange(q.day) : null;
    const rows = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.brand, brand),
          q.game ? eq(lotteryDraws.gameCode, q.game) : undefined,
          q.status ? inArray(lotteryDraws.status, STORED[q.status]) : undefined,
          q.status === 'open' ? sql`${lotteryDraws.closesAt} > ${at}` : undefined,
          q.status === 'closed' ? sql`${lotteryDraws.closesAt} <= ${at}` : undefined,
          range ? and(gte(lotteryDraws.drawsAt, range.start), lt(lotteryDraws.drawsAt, range.end)) : undefined,
          after
            ? or(
                lt(lotteryDraws.drawsAt, after.t),
                and(eq(lotteryDraws.drawsAt, after.t), lt(lotteryDraws.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(lotteryDraws.drawsAt), desc(lotteryDraws.id))
      .limit(PAGE + 1);
    const page = rows.slice(0, PAGE);
    const players = await playersOf(page.map((d) => d.id));
    const last = page.at(-1);
    return {
      items: page.map((d) => adminDraw(d, players.get(d.id) ?? 0)),
      nextCursor: rows.length > PAGE && last ? cursorOf(last.drawsAt, last.id) : null,
    };
  }

  async function drawRow(id: string) {
    const [d] = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.brand, brand)));
    if (!d) throw new AppError(404, 'lottery.draw_not_found', 'No such draw');
    return d;
  }

  async function draw(id: string) {
    const d = await drawRow(id);
    return adminDraw(d, (await playersOf([id])).get(id) ?? 0);
  }

  async function drawBets(id: string, cursor?: string) {
    await drawRow(id);
    const after = parseCursor(cursor);
    const rows = await db
      .select({ bet: lotteryBets, username: members.username, memberId: members.id })
      .from(lotteryBets)
      .leftJoin(members, sql`${members.id}::text = ${lotteryBets.player}`)
      .where(
        and(
          eq(lotteryBets.drawId, id),
          inArray(lotteryBets.status, ['open', 'pending', 'won', 'lost', 'void']),
          after
            ? or(
                lt(lotteryBets.placedAt, after.t),
                and(eq(lotteryBets.placedAt, after.t), lt(lotteryBets.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
      .limit(PAGE + 1);
    const page = rows.slice(0, PAGE);
    const last = page.at(-1);
    return {
      items: page.map(({ bet, username, memberId }) => ({
        id: bet.id,
        memberId: memberId ?? null,
        username: username ?? null,
        betType: bet.betType,
        selection: bet.selection,
        stake: String(bet.stake),
        odds: bet.odds,
        status: (bet.status === 'pending' ? 'open' : bet.status) as 'open' | 'won' | 'lost' | 'void',
        payout: String(bet.payout),
        placedAt: bet.placedAt.toISOString(),
        settledAt: bet.settledAt?.toISOString() ?? null,
      })),
      nextCursor: rows.length > PAGE && last ? cursorOf(last.bet.placedAt, last.bet.id) : null,
    };
  }

  async function voidDraw(staff: Staff, id: string, reason: string, ip: string | null) {
    const before = await drawRow(id);
    if (before.status === 'void') return draw(id);
    const after = await lottery.voidDraw(id, reason, staff.username);
    await audit(db, {
      brand,
      staff,
      action: 'lottery.draw_void',
      targetType: 'lottery_draw',
      targetId: id,
      before: { status: before.status, bets: before.bets, stake: before.stake },
      after: { status: after.status },
      reason,
      ip,
    });
    return draw(id);
  }

  /** Draws, bets, stake, payout and GGR per brand-local day and game, for [from, to]. */
  async function report(q: { from: string; to: string; game?: string }) {
    const start = dayRange(q.from).start;
    const end = dayRange(q.to).end;
    if (end <= start)
      throw new AppError(400, 'request.invalid', 'from must not be after to', { to: 'validation.invalid' });
    if (end.getTime() - start.getTime() > 93 * 86_400_000) {
      throw new AppError(400, 'request.invalid', 'At most 93 days at once', { to: 'validation.invalid' });
    }
    // The zone is the code's own constant (never input); inlined so GROUP BY sees one expression.
    if (!/^[A-Za-z_/+-]+$/.test(timeZone)) throw new Error(`bad time zone ${timeZone}`);
    const day = sql<string>`to_char(${lotteryDraws.drawsAt} at time zone ${sql.raw(`'${timeZone}'`)}, 'YYYY-MM-DD')`;
    const where = and(
      eq(lotteryDraws.brand, brand),
      gte(lotteryDraws.drawsAt, start),
      lt(lotteryDraws.drawsAt, end),
      q.game ? eq(lotteryDraws.gameCode, q.game) : undefined,
    );
    const drawRows = await db
      .select({
        day,
        gameCode: lotteryDraws.gameCode,
        draws: sql<number>`count(*) filter (where ${lotteryDraws.status} <> 'open')::int`,
        voided: sql<number>`count(*) filter (where ${lotteryDraws.status} in ('void', 'voiding'))::int`,
      })
      .from(lotteryDraws)
      .where(where)
      .groupBy(day, lotteryDraws.gameCode);
    const betRows = await db
      .select({
        day,
        gameCode: lotteryDraws.gameCode,
        bets: sql<number>`count(*)::int`,
        players: sql<number>`count(distinct ${lotteryBets.player})::int`,
        stake: sql<string>`coalesce(sum(${lotteryBets.stake}), 0)::text`,
        payout: sql<string>`coalesce(sum(${lotteryBets.payout}), 0)::text`,
      })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(and(where, inArray(lotteryBets.status, ['won', 'lost'])))
      .groupBy(day, lotteryDraws.gameCode);
    const rows = drawRows
      .filter((r) => Number(r.draws) > 0)
      .map((r) => {
        const b = betRows.find((x) => x.day === r.day && x.gameCode === r.gameCode);
        const stake = BigInt(b?.stake ?? '0');
        const payout = BigInt(b?.payout ?? '0');
        return {
          day: r.day,
          gameCode: r.gameCode,
          draws: Number(r.draws),
          voided: Number(r.voided),
          bets: Number(b?.bets ?? 0),
          players: Number(b?.players ?? 0),
          stake: String(stake),
          payout: String(payout),
          ggr: String(stake - payout),
        };
      })
      .sort((a, b) => (a.day === b.day ? a.gameCode.localeCompare(b.gameCode) : a.day < b.day ? 1 : -1));
    const sum = (k: 'stake' | 'payout' | 'ggr') => String(rows.reduce((n, r) => n + BigInt(r[k]), 0n));
    const [everyone] = await db
      .select({ players: sql<number>`count(distinct ${lotteryBets.player})::int` })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(and(where, inArray(lotteryBets.status, ['won', 'lost'])));
    return {
      rows,
      totals: {
        draws: rows.reduce((n, r) => n + r.draws, 0),
        voided: rows.reduce((n, r) => n + r.voided, 0),
        bets: rows.reduce((n, r) => n + r.bets, 0),
        players: Number(everyone?.players ?? 0),
        stake: sum('stake'),
        payout: sum('payout'),
        ggr: sum('ggr'),
      },
    };
  }

  return { games, currency, today, updateGame, draws, draw, drawBets, voidDraw, report };
}

export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;
