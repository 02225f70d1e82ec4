import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreditRequest,
  type DebitRequest,
  type ProviderCall,
  type ProviderResponse,
  type ProviderStatus,
  providerRequestSchemas,
  type RollbackRequest,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../../src/api/contract/provider';
import type { Db } from '../../db';
import {
  gameRounds,
  gameSessions,
  games,
  gameVendors,
  ledgerAccounts,
  members,
  providerCalls,
  providerTransactions,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/hash';
import { nestsDeeperThan } from '../../lib/json-depth';
import { uniqueViolation } from '../../lib/pg-error';
import { verifyProviderSignature } from '../../lib/provider-signature';
import { findBadText, isCleanText } from '../../lib/text-guard';
import { contributionOf, createGrants, type Grant, type Grants, splitStake, splitWin } from '../promotions';
import { type StakeRefusal, stakeRefusal } from '../protection';
import {
  type AccountRef,
  addWagered,
  createLedger,
  type Ledger,
  type MemberAccountKind,
  removeWagered,
} from '../wallet';

/** What the route sends back: the HTTP status and the protocol body. */
export interface ProviderAnswer {
  httpStatus: number;
  body: ProviderResponse;
}

type Vendor = typeof gameVendors.$inferSelect;
type Session = typeof gameSessions.$inferSelect;
type Tx = Db;

const none = { balance: null, currency: null, operatorTransactionId: null };
const refused = (status: ProviderStatus, httpStatus = 200): ProviderAnswer => ({
  httpStatus,
  body: { status, ...none },
});

/**
 * A refusal inside the money transaction: rolls it back and answers `status` (with the balance when
 * known). A bound refusal also carries its platform code and HTTP status (409 ledger.balance_limit).
 */
class Refusal extends Error {
  constructor(
    readonly status: ProviderStatus,
    readonly balance: bigint | null = null,
    readonly code?: 'ledger.balance_limit' | 'bonus.max_bet' | StakeRefusal['code'],
    readonly httpStatus = 200,
    /** Player protection's reason (LOSS_LIMIT, WAGER_LIMIT, SELF_EXCLUDED, TIME_OUT) and its figures. */
    readonly protection?: Pick<StakeRefusal, 'reason' | 'fields'>,
    /** With a code: the figures that explain it (bonus.max_bet: maxBet). */
    readonly fields?: Record<string, string>,
  ) {
    super(status);
  }
}

const balanceLimitRefusal = (balance: bigint | null) => new Refusal('UNKNOWN', balance, 'ledger.balance_limit', 409);

const toWire = (v: bigint) => Number(v);

/**
 * The seamless-wallet provider API (issue 5; docs/provider-wallet.md). Vendors call it to read a
 * player's balance, take stakes (debit), pay wins (credit) and cancel stakes (rollback). Every call
 * is checked (signature, clock, token, currency, player), every money call is idempotent by the
 * vendor's transactionId, and every call is stored with its outcome in provider_calls.
 */
export function createProviderWallet(opts: {
  db: Db;
  brand: string;
  now?: () => Date;
  ledger?: Ledger;
  /** The bonus engine (ADR 0022); by default one over the same ledger. */
  grants?: Grants;
  /**
   * After a real-money stake counted toward the member's lifetime turnover (`wagered`), inside the
   * debit's transaction: the VIP promotion check (docs/vip-rebates-referral.md).
   */
  onWagered?: (tx: Db, memberId: string, wagered: bigint) => Promise<unknown>;
}) {
  const { db, brand } = opts;
  const now = opts.now ?? (() => new Date());
  const ledger = opts.ledger ?? createLedger(db);
  const grants = opts.grants ?? createGrants({ ledger });

  /**
   * Stores one call with its answer, through `exec`: a money call's record is written in the money's
   * own transaction, so the movement, its record and its answer exist together or not at all.
   * Text PostgreSQL cannot hold (the edge refuses it before this; a direct caller might not) is
   * never stored: the request is then recorded as `{ badText: true }`.
   */
  async function record(
    vassalage: string,
    call: string,
    request: unknown,
    answer: ProviderAnswer,
    exec: Pick<Db, 'insert'> = db,
  ) {
    const clean = findBadText(request) === null;
    const r = (clean && request && typeof request === 'object' ? request : {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 128) : null);
    await exec.insert(providerCalls).values({
      brand,
      vassalage: isCleanText(vassalage) ? vassalage.slice(0, 64) : '?',
      call: call.slice(0, 16),
      requestId: text(r.requestId),
      transactionId: text(r.transactionId),
      status: answer.body.status,
      httpStatus: answer.httpStatus,
      request: clean ? (request ?? { unparsable: true }) : { badText: true },
      response: answer.body,
    });
    return answer;
  }

  /** The account the session's money lives in: cash, or play money for a trial session. */
  const moneyOf = (session: Session): { kind: MemberAccountKind; house: AccountRef } =>
    session.playMoney
      ? { kind: 'play_money', house: { system: 'play_money_issuer' } }
      : { kind: 'cash', house: { system: 'house_game', channel: session.vassalage } };

  const accountKeys = (session: Session): string[] =>
    session.playMoney
      ? [`member:${session.memberId}:play_money`]
      : [`member:${session.memberId}:cash`, `member:${session.memberId}:bonus`];

  /**
   * The balance a vendor sees: play money in a trial session; otherwise cash plus the bonus of the
   * member's active grants (a stake may draw on both, ADR 0022). Read through `tx`: on PGlite a query
   * outside an open transaction would wait for it.
   */
  async function balanceOf(tx: Tx, session: Session): Promise<bigint> {
    const rows = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.brand, brand), inArray(ledgerAccounts.key, accountKeys(session))));
    return rows.reduce((sum, r) => sum + r.balance, 0n);
  }

  async function cashOf(tx: Tx, memberId: string): Promise<bigint> {
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.brand, brand), eq(ledgerAccounts.key, `member:${memberId}:cash`)));
    return row?.balance ?? 0n;
  }

  const fingerprint = (call: ProviderCall, memberId: string, body: DebitRequest | CreditRequest | RollbackRequest) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          call,
          memberId,
          body.gameCode,
          body.roundId,
          body.amount,
          'roundClosed' in body ? body.roundClosed : null,
          'referenceTransactionId' in body ? body.referenceTransactionId : null,
        ]),
      )
      .digest('hex');

  const ledgerKey = (vassalage: string, transactionId: string) => `provider:${brand}:${vassalage}:${transactionId}`;

  /**
   * One money movement of a call. `parts` is what the member's accounts move (cash and bonus for a
   * real session, play money for a trial one); the house moves the opposite of their sum. Answers
   * the entry and the balance the vendor sees after it (null entry: nothing to move).
   */
  async function post(
    tx: Tx,
    session: Session,
    input: {
      type: 'bet' | 'win' | 'rollback';
      transactionId: string;
      roundId: string;
      parts: { cash: bigint; bonus: bigint };
      reverses?: string;
      /** The member's bonus balance when the caller knows it is unmoved (no active grant): saves a read. */
      knownBonus?: bigint;
    },
  ): Promise<{ entryId: string | null; balance: bigint; replayed: boolean }> {
    const { kind, house } = moneyOf(session);
    const postings: { account: AccountRef; amount: bigint }[] = [];
    if (input.parts.cash !== 0n)
      postings.push({ account: { memberId: session.memberId, kind }, amount: input.parts.cash });
    if (input.parts.bonus !== 0n) {
      postings.push({ account: { memberId: session.memberId, kind: 'bonus' }, amount: input.parts.bonus });
    }
    const total = input.parts.cash + input.parts.bonus;
    if (total === 0n) return { entryId: null, balance: await balanceOf(tx, session), replayed: false };
    postings.push({ account: house, amount: -total });
    try {
      const entry = await ledger.post(
        {
          brand,
          type: input.type,
          idempotencyKey: ledgerKey(session.vassalage, input.transactionId),
          reference: `${session.vassalage}:${input.roundId}`,
          actor: { kind: 'provider', id: session.vassalage },
          ...(input.reverses ? { reverses: input.reverses } : {}),
          postings,
        },
        tx,
      );
      // The balances after it: those the entry moved, and the other member account read (bonus only).
      const keys = accountKeys(session);
      let balance = 0n;
      for (const key of keys) {
        const moved = entry.postings.find((p) => p.key === key);
        if (moved) balance += moved.balanceAfter;
        else if (key.endsWith(':bonus') && input.knownBonus !== undefined) balance += input.knownBonus;
        else if (key.endsWith(':bonus')) {
          const [row] = await tx
            .select({ balance: ledgerAccounts.balance })
            .from(ledgerAccounts)
            .where(and(eq(ledgerAccounts.brand, brand), eq(ledgerAccounts.key, key)));
          balance += row?.balance ?? 0n;
        } else balance += await cashOf(tx, session.memberId);
      }
      return { entryId: entry.id, balance, replayed: entry.replayed };
    } catch (err) {
      if (err instanceof AppError && err.code === 'wallet.insufficient_funds') {
        throw new Refusal('INSUFFICIENT_FUNDS', await balanceOf(tx, session));
      }
      if (err instanceof AppError && err.code === 'ledger.idempotency_conflict')
        throw new Refusal('DUPLICATE_TRANSACTION');
      if (err instanceof AppError && err.code === 'ledger.balance_limit') {
        throw balanceLimitRefusal(await balanceOf(tx, session));
      }
      throw err;
    }
  }

  async function gameOf(tx: Tx, vassalage: string, gameCode: string) {
    const [game] = await tx
      .select({ id: games.id, gameType: games.gameType })
      .from(games)
      .where(and(eq(games.brand, brand), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)));
    if (!game) throw new Refusal('UNKNOWN');
    return game;
  }

  async function roundOf(tx: Tx, vassalage: string, roundId: string) {
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.brand, brand), eq(gameRounds.vassalage, vassalage), eq(gameRounds.roundId, roundId)))
      .for('update');
    return round;
  }

  /**
   * The round a debit or credit goes to: the player's open round with this id, or a new one (a
   * credit without a stake, a free round, opens its round too). Another player's round is UNKNOWN;
   * a settled or cancelled one is BET_ALREADY_SETTLED.
   */
  async function openRound(tx: Tx, session: Session, body: DebitRequest | CreditRequest) {
    const game = await gameOf(tx, session.vassalage, body.gameCode);
    const round = await roundOf(tx, session.vassalage, body.roundId);
    if (round && round.memberId !== session.memberId) throw new Refusal('UNKNOWN');
    if (round && round.status !== 'open') throw new Refusal('BET_ALREADY_SETTLED', await balanceOf(tx, session));
    if (round) return round;
    const [created] = await tx
      .insert(gameRounds)
      .values({
        brand,
        vassalage: session.vassalage,
        roundId: body.roundId,
        memberId: session.memberId,
        gameId: game.id,
        gameType: game.gameType,
        playMoney: session.playMoney,
        currency: session.currency,
        startedAt: now(),
      })
      .returning();
    return created!;
  }

  async function store(
    tx: Tx,
    session: Session,
    call: 'debit' | 'credit' | 'rollback',
    body: DebitRequest | CreditRequest | RollbackRequest,
    print: string,
    outcome: {
      status: ProviderStatus;
      balance: bigint;
      entryId: string | null;
      /** A debit's bonus part, the grant it used or fed, and what it added to that grant's wagering. */
      bonus?: { amount: bigint; grantId: string | null; contribution: bigint };
    },
  ): Promise<ProviderResponse> {
    const id = randomUUID();
    const response: ProviderResponse = {
      status: outcome.status,
      balance: toWire(outcome.balance),
      currency: session.currency,
      operatorTransactionId: id,
    };
    await tx.insert(providerTransactions).values({
      id,
      brand,
      vassalage: session.vassalage,
      transactionId: body.transactionId,
      kind: call,
      memberId: session.memberId,
      sessionId: session.id,
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount: BigInt(body.amount),
      currency: body.currency,
      referenceTransactionId: 'referenceTransactionId' in body ? body.referenceTransactionId : null,
      fingerprint: print,
      entryId: outcome.entryId,
      bonusAmount: outcome.bonus?.amount ?? 0n,
      grantId: outcome.bonus?.grantId ?? null,
      contribution: outcome.bonus?.contribution ?? 0n,
      response,
      // The app clock: player protection sums stakes and wins per calendar period from these rows.
      createdAt: now(),
    });
    return response;
  }

  async function debit(tx: Tx, session: Session, body: DebitRequest, print: string): Promise<ProviderResponse> {
    // A rollback of this transaction arrived first: the stake was cancelled before it was taken.
    const [cancelled] = await tx
      .select({ id: providerTransactions.id })
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.brand, brand),
          eq(providerTransactions.vassalage, session.vassalage),
          eq(providerTransactions.kind, 'rollback'),
          eq(providerTransactions.referenceTransactionId, body.transactionId),
        ),
      )
      .limit(1);
    if (cancelled) throw new Refusal('BET_ALREADY_SETTLED', await balanceOf(tx, session));
    const amount = BigInt(body.amount);
    // Player protection (docs/player-protection.md): exclusion, loss and wager limits, checked here
    // under the member row's lock, so concurrent debits are counted one after another.
    if (!session.playMoney) {
      const blocked = await stakeRefusal(tx, session.memberId, amount, now());
      if (blocked) {
        throw new Refusal('PLAYER_BLOCKED', await balanceOf(tx, session), blocked.code, 200, blocked);
      }
    }
    const round = await openRound(tx, session, body);
    // A round's stake is a total the betting record sends as a number: bounded like a balance.
    if (round.stake + amount > ledger.maxMinor) throw balanceLimitRefusal(await balanceOf(tx, session));
    // The bonus engine (ADR 0022): cash first, the grant that expires first for the shortfall; that
    // grant alone is fed, and its maximum bet binds. Locked under the member's lock, so 50 parallel
    // bets consume it one after another.
    let parts = { cash: -amount, bonus: 0n };
    let grant: Grant | null = null;
    let contribution = 0n;
    if (!session.playMoney) {
      grant = await grants.forBet(tx, session.memberId, now());
      if (grant) {
        if (grant.maxBet !== null && amount > grant.maxBet) {
          throw new Refusal('UNKNOWN', await balanceOf(tx, session), 'bonus.max_bet', 409, undefined, {
            maxBet: String(grant.maxBet),
          });
        }
        const split = splitStake(amount, await cashOf(tx, session.memberId), grant.balance);
        if (!split) throw new Refusal('INSUFFICIENT_FUNDS', await balanceOf(tx, session));
        parts = { cash: -split.cash, bonus: -split.bonus };
        contribution = contributionOf(amount, grant.contributions, round.gameType);
      }
    }
    const posted = await post(tx, session, {
      type: 'bet',
      transactionId: body.transactionId,
      roundId: body.roundId,
      parts,
      ...(grant || session.playMoney ? {} : { knownBonus: 0n }),
    });
    const bonusPart = -parts.bonus;
    await tx
      .update(gameRounds)
      .set({
        stake: sql`${gameRounds.stake} + ${amount}`,
        ...(bonusPart > 0n
          ? { stakeBonus: sql`${gameRounds.stakeBonus} + ${bonusPart}`, grantId: round.grantId ?? grant!.id }
          : {}),
      })
      .where(eq(gameRounds.id, round.id));
    let balance = posted.balance;
    if (grant && !posted.replayed) {
      const after = await grants.applyStake(tx, grant, bonusPart, contribution, now());
      // Wagering met: the grant converted in this transaction; the vendor's balance is unchanged by it
      // (bonus became cash) unless a cap forfeited part of it.
      if (after.status === 'converted' && (after.forfeitedAmount ?? 0n) > 0n) balance = await balanceOf(tx, session);
    }
    // A real-money stake counts toward the turnover a withdrawal waits for, with the debit (issue 13).
    if (!session.playMoney && !posted.replayed) {
      const turnover = await addWagered(tx, session.memberId, amount);
      await opts.onWagered?.(tx, session.memberId, turnover.wagered);
    }
    return store(tx, session, 'debit', body, print, {
      status: 'OK',
      balance,
      entryId: posted.entryId,
      ...(grant ? { bonus: { amount: bonusPart, grantId: grant.id, contribution } } : {}),
    });
  }

  async function credit(tx: Tx, session: Session, body: CreditRequest, print: string): Promise<ProviderResponse> {
    const round = await openRound(tx, session, body);
    const amount = BigInt(body.amount);
    if (round.payout + amount > ledger.maxMinor) throw balanceLimitRefusal(await balanceOf(tx, session));
    // A win settles in its round's stake proportions (ADR 0022): the bonus share back on the grant
    // while it is active, to cash once it converted, and not paid once it was forfeited or expired.
    let parts = { cash: amount, bonus: 0n };
    let grantId: string | null = null;
    if (!session.playMoney && amount > 0n && round.stakeBonus > 0n && round.grantId) {
      const split = splitWin(amount, round.stake, round.stakeBonus);
      const grant = await grants.forUpdate(tx, round.grantId);
      if (grant?.status === 'active') {
        parts = split;
        grantId = grant.id;
      } else if (grant?.status !== 'converted') parts = { cash: split.cash, bonus: 0n };
    }
    const posted =
      amount > 0n
        ? await post(tx, session, { type: 'win', transactionId: body.transactionId, roundId: body.roundId, parts })
        : { entryId: null, balance: await balanceOf(tx, session), replayed: false };
    if (grantId && parts.bonus > 0n && !posted.replayed) await grants.applyReturn(tx, grantId, parts.bonus);
    await tx
      .update(gameRounds)
      .set({
        payout: sql`${gameRounds.payout} + ${amount}`,
        ...(body.roundClosed ? { status: 'settled', settledAt: now() } : {}),
      })
      .where(eq(gameRounds.id, round.id));
    return store(tx, session, 'credit', body, print, {
      status: 'OK',
      balance: posted.balance,
      entryId: posted.entryId,
    });
  }

  async function rollback(
    tx: Tx,
    session: Session,
    vendor: Vendor,
    body: RollbackRequest,
    print: string,
  ): Promise<ProviderResponse> {
    const [target] = await tx
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.brand, brand),
          eq(providerTransactions.vassalage, session.vassalage),
          eq(providerTransactions.transactionId, body.referenceTransactionId),
        ),
      )
      .for('update');
    if (!target) {
      // Recorded, so that the debit, if it ever arrives, is refused; answered as the vendor chose.
      const status = vendor.unknownRollback === 'OK' ? 'OK' : 'TRANSACTION_NOT_FOUND';
      return store(tx, session, 'rollback', body, print, {
        status,
        balance: await balanceOf(tx, session),
        entryId: null,
      });
    }
    if (target.kind !== 'debit' || target.memberId !== session.memberId || target.roundId !== body.roundId) {
      throw new Refusal('UNKNOWN');
    }
    if (BigInt(body.amount) !== target.amount) throw new Refusal('UNKNOWN');
    if (target.status === 'rolled_back') {
      // Another rollback already cancelled it: nothing more to move.
      return store(tx, session, 'rollback', body, print, {
        status: 'OK',
        balance: await balanceOf(tx, session),
        entryId: null,
      });
    }
    const round = await roundOf(tx, session.vassalage, target.roundId);
    if (round?.status !== 'open') throw new Refusal('BET_ALREADY_SETTLED', await balanceOf(tx, session));
    // The stake comes back as it was taken: the bonus part to its grant while active, to cash once
    // the grant converted; once it was forfeited or expired, only the cash part returns.
    let parts = { cash: target.amount, bonus: 0n };
    let backTo: string | null = null;
    if (target.grantId) {
      const grant = await grants.forUpdate(tx, target.grantId);
      if (grant?.status === 'active') {
        parts = { cash: target.amount - target.bonusAmount, bonus: target.bonusAmount };
        backTo = grant.id;
      } else if (grant?.status !== 'converted') parts = { cash: target.amount - target.bonusAmount, bonus: 0n };
    }
    const posted = await post(tx, session, {
      type: 'rollback',
      transactionId: body.transactionId,
      roundId: body.roundId,
      parts,
      ...(target.entryId ? { reverses: target.entryId } : {}),
    });
    if (backTo && !posted.replayed) await grants.applyReturn(tx, backTo, parts.bonus, target.contribution);
    await tx.update(providerTransactions).set({ status: 'rolled_back' }).where(eq(providerTransactions.id, target.id));
    // The cancelled stake no longer counts toward turnover.
    if (!session.playMoney && !posted.replayed) await removeWagered(tx, session.memberId, target.amount);
    const stake = round.stake - target.amount;
    await tx
      .update(gameRounds)
      .set({
        stake,
        stakeBonus: round.stakeBonus > target.bonusAmount ? round.stakeBonus - target.bonusAmount : 0n,
        ...(stake === 0n && round.payout === 0n ? { status: 'cancelled', settledAt: now() } : {}),
      })
      .where(eq(gameRounds.id, round.id));
    return store(tx, session, 'rollback', body, print, {
      status: 'OK',
      balance: posted.balance,
      entryId: posted.entryId,
    });
  }

  /**
   * A money call in one transaction, serialised per player by a lock on the member row. The call's
   * record (provider_calls) is written in that same transaction: if it cannot be stored, the money
   * does not move either. A refusal moves nothing, so it is recorded on its own afterwards.
   */
  async function money(
    call: 'debit' | 'credit' | 'rollback',
    session: Session,
    vendor: Vendor,
    body: DebitRequest | CreditRequest | RollbackRequest,
  ): Promise<ProviderAnswer> {
    const print = fingerprint(call, session.memberId, body);
    try {
      return await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await tx.select({ id: members.id }).from(members).where(eq(members.id, session.memberId)).for('update');
        const [seen] = await tx
          .select()
          .from(providerTransactions)
          .where(
            and(
              eq(providerTransactions.brand, brand),
              eq(providerTransactions.vassalage, session.vassalage),
              eq(providerTransactions.transactionId, body.transactionId),
            ),
          );
        let response: ProviderResponse;
        if (seen) {
          if (seen.kind !== call || seen.fingerprint !== print) throw new Refusal('DUPLICATE_TRANSACTION');
          response = seen.response as ProviderResponse;
        } else if (call === 'debit') response = await debit(tx, session, body as DebitRequest, print);
        else if (call === 'credit') response = await credit(tx, session, body as CreditRequest, print);
        else response = await rollback(tx, session, vendor, body as RollbackRequest, print);
        return record(session.vassalage, call, body, { httpStatus: 200, body: response }, tx);
      });
    } catch (err) {
      if (err instanceof Refusal) {
        return record(session.vassalage, call, body, {
          httpStatus: err.httpStatus,
          body: {
            status: err.status,
            balance: err.balance === null ? null : toWire(err.balance),
            currency: session.currency,
            operatorTransactionId: null,
            ...(err.code ? { code: err.code } : {}),
            ...(err.fields ? { fields: err.fields } : {}),
            ...(err.protection
              ? {
                  reason: err.protection.reason,
                  ...(Object.keys(err.protection.fields).length > 0 ? { fields: err.protection.fields } : {}),
                }
              : {}),
          },
        });
      }
      // The same transactionId, at the same moment, for another player: the unique index decided.
      if (uniqueViolation(err) !== null) {
        return record(session.vassalage, call, body, {
          httpStatus: 200,
          body: { status: 'DUPLICATE_TRANSACTION', ...none },
        });
      }
      throw err;
    }
  }

  /**
   * Answers one call. `rawBody` is the exact text the vendor signed. Never throws for anything a
   * vendor sends; an unexpected failure (a bug, the database down) propagates as a 500, and then
   * nothing moved: a money call's movement and its record commit together.
   */
  async function handle(
    vassalage: string,
    call: ProviderCall,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderAnswer> {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      parsed = null;
    }
    // A call is one flat object; anything nested deeper is not a call, and too deep to store (jsonb).
    if (nestsDeeperThan(parsed, 8)) parsed = null;
    const [vendor] = await db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, vassalage)));
    if (!vendor?.enabled) return record(vassalage, call, parsed, refused('UNKNOWN', 404));

    const header = (name: string) => {
      const v = headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const signed = verifyProviderSignature({
      secret: vendor.walletSecret,
      timestamp: header(TIMESTAMP_HEADER),
      signature: header(SIGNATURE_HEADER),
      rawBody,
      now: now(),
    });
    if (!signed.ok) return record(vassalage, call, parsed, refused('INVALID_SIGNATURE'));

    const request = providerRequestSchemas[call].safeParse(parsed);
    if (!request.success) return record(vassalage, call, parsed, refused('UNKNOWN', 400));
    const body = request.data;
    // Everything is validated before any effect. The edge refuses such text already; a caller that
    // reaches the wallet another way gets the same answer, and nothing is stored or moved.
    const badField = findBadText(body);
    if (badField !== null) {
      return record(vassalage, call, body, {
        httpStatus: 400,
        body: { status: 'UNKNOWN', ...none, code: 'request.bad_text', fields: { [badField]: 'not clean text' } },
      });
    }
    // No movement is larger than MONEY_MAX_MINOR (ADR 0011); refused before anything else happens.
    if ('amount' in body && BigInt(body.amount as number) > ledger.maxMinor) {
      return record(vassalage, call, body, {
        httpStatus: 400,
        body: {
          status: 'UNKNOWN',
          ...none,
          code: 'amount.too_large',
          fields: { amount: `at most ${ledger.maxMinor}` },
        },
      });
    }

    const [session] = await db
      .select()
      .from(gameSessions)
      .where(
        and(
          eq(gameSessions.tokenHash, sha256(body.playerToken)),
          eq(gameSessions.brand, brand),
          eq(gameSessions.vassalage, vassalage),
        ),
      );
    if (!session) return record(vassalage, call, body, refused('INVALID_TOKEN'));
    const at = now();
    const withBalance = async (status: ProviderStatus): Promise<ProviderAnswer> => ({
      httpStatus: 200,
      body: {
        status,
        balance: toWire(await balanceOf(db, session)),
        currency: session.currency,
        operatorTransactionId: null,
      },
    });

    // A credit or a rollback settles what was already staked: never refused for an expired token.
    const settling = call === 'credit' || call === 'rollback';
    if (!settling) {
      if (!session.openedAt && at > session.launchExpiresAt)
        return record(vassalage, call, body, refused('TOKEN_EXPIRED'));
      if (at > session.expiresAt) return record(vassalage, call, body, refused('TOKEN_EXPIRED'));
    }
    if (!session.openedAt) {
      await db
        .update(gameSessions)
        .set({ openedAt: at })
        .where(and(eq(gameSessions.id, session.id), sql`${gameSessions.openedAt} is null`));
    }
    if (body.currency !== session.currency) return record(vassalage, call, body, await withBalance('WRONG_CURRENCY'));
    if (!settling) {
      const [member] = await db
        .select({ status: members.status })
        .from(members)
        .where(eq(members.id, session.memberId));
      if (member?.status !== 'active') return record(vassalage, call, body, refused('PLAYER_BLOCKED'));
    }

    if (call === 'balance') return record(vassalage, call, body, await withBalance('OK'));
    return money(call, session, vendor, body as DebitRequest | CreditRequest | RollbackRequest);
  }

  return { handle };
}

export type ProviderWallet = ReturnType<typeof createProviderWallet>;
