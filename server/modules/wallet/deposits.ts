import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type {
  CreateDeposit,
  CreateDepositResult,
  Deposit,
  DepositChannels,
  DepositPage,
  DepositStatus,
  StaffDeposit,
  StaffDepositPage,
} from '../../../src/api/contract/deposits';
import {
  DEPOSIT_PAGE_SIZE,
  DEPOSIT_REFERENCE,
  GATEWAY_ORDER_TTL_MS,
} from '../../../src/api/contract/deposits.constants';
import { type LocalizedText, localize, resolveContentLanguage } from '../../../src/api/contract/localized';
import {
  CHANNEL_KINDS,
  type ChannelKind,
  DEPOSIT_TURNOVER_PERCENT_DEFAULT,
} from '../../../src/api/contract/wallet.constants';
import type { Db } from '../../db';
import { brands, deposits, members, paymentChannels, paymentWebhooks, staff } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, invalid } from '../../lib/errors';
import type { Events } from '../../lib/events';
import { writeSystemNotice } from '../messaging';
import { assertDeposit } from '../protection';
import { checkAmount } from './bounds';
import { CHANNEL_ADAPTERS, type ChannelAdapter, TEST_ONLY_KINDS } from './channels';
import type { WebhookEvent } from './channels/types';
import type { Ledger } from './ledger';
import { type Currency, toWire } from './service';
import { addRequirement, requirementFor } from './turnover';

type DepositRow = typeof deposits.$inferSelect;
type ChannelRow = typeof paymentChannels.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DepositMember {
  id: string;
  brand: string;
}

export interface StaffActor {
  id: string;
  username: string;
}

interface BrandSettingsRow {
  currency: Currency;
  languages: string[];
  defaultLanguage: string;
  wallet?: { depositTurnoverPercent?: number };
}

export const depositNotFound = () => new AppError(404, 'finance.not_found', 'No such deposit');
const channelNotFound = () => new AppError(404, 'finance.not_found', 'No such deposit channel');
const channelUnavailable = () =>
  new AppError(409, 'finance.channel_unavailable', 'This deposit channel is not available');
const alreadyProcessed = () =>
  new AppError(409, 'finance.already_processed', 'Another staff member already processed this deposit');

/** A webhook refusal that has been recorded, with what to record about it. */
class WebhookFailure extends Error {
  constructor(
    readonly error: AppError,
    readonly outcome: string,
  ) {
    super(error.message);
  }
}

const ms = (d: Date) => d.getTime();
const isKind = (k: string): k is ChannelKind => (CHANNEL_KINDS as readonly string[]).includes(k);

/**
 * Deposits (issue 4; docs/payments.md): the channel list, creating a deposit through a channel's
 * adapter, the gateways' signed notifications, and the staff's confirm and reject for manual bank
 * transfers. Every credit is one ledger entry (`deposit:<id>`, cash + amount, the channel's
 * clearing account − amount) in the same transaction as the status change and the turnover it
 * requires; the status change is conditional, so nothing is ever credited twice.
 */
export function createDepositService(opts: {
  db: Db;
  ledger: Ledger;
  /** Test-only channel kinds (the sandbox gateway) are not offered in production. */
  production: boolean;
  now: () => Date;
  /** Domain events: deposit.status after a gateway or staff decision commits (ADR 0014). */
  events?: Events;
  /**
   * Runs in the credit's transaction once its entry is posted (not on a replay): the bonus engine's
   * deposit trigger (docs/bonuses.md), so the bonus and the deposit commit together.
   */
  onCredited?: (
    tx: Db,
    deposit: { brand: string; memberId: string; depositId: string; amount: bigint },
  ) => Promise<unknown>;
}) {
  const { db, ledger, production, now } = opts;
  const statusChanged = (tx: Tx, row: DepositRow) =>
    opts.events?.emit(tx, { type: 'deposit.status', brand: row.brand, memberId: row.memberId, depositId: row.id });
  const offered = (kind: string) => isKind(kind) && !(production && TEST_ONLY_KINDS.includes(kind));

  async function settings(brand: string, exec: Pick<Db, 'select'> = db): Promise<BrandSettingsRow> {
    const [row] = await exec.select({ config: brands.config }).from(brands).where(eq(brands.code, brand));
    if (!row) throw new Error(`brand ${brand} is missing`);
    return row.config as BrandSettingsRow;
  }

  /** The channel's settings through its adapter; a channel the operator misconfigured is unavailable, never a 500. */
  function configOf(channel: ChannelRow): { adapter: ChannelAdapter<unknown>; config: unknown } | null {
    if (!isKind(channel.kind)) return null;
    const adapter = CHANNEL_ADAPTERS[channel.kind];
    const parsed = adapter.configSchema.safeParse(channel.config);
    return parsed.success ? { adapter, config: parsed.data } : null;
  }

  const nameIn = (name: unknown, lang: string, s: BrandSettingsRow) =>
    localize(name as LocalizedText, lang, s.defaultLanguage).text;

  function toDeposit(row: DepositRow, channel: Pick<ChannelRow, 'code' | 'name'>, lang: string, s: BrandSettingsRow) {
    return {
      id: row.id,
      channelId: row.channelId,
      channelCode: channel.code,
      channelKind: row.channelKind as ChannelKind,
      channelName: nameIn(channel.name, lang, s),
      amount: toWire(row.amount),
      currencyCode: row.currency,
      minorUnitDigits: s.currency.minorUnitDigits,
      status: row.status as DepositStatus,
      reference: row.reference,
      reason: row.reason,
      createdAt: ms(row.createdAt),
      updatedAt: ms(row.updatedAt),
    } satisfies Deposit;
  }

  async function channelOf(id: string) {
    const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
    return row;
  }

  /** Gateway orders the player never paid become abandoned (a later payment is still credited). */
  async function expireOrders(memberId: string) {
    const at = now();
    await db
      .update(deposits)
      .set({ status: 'abandoned', updatedAt: at })
      .where(
        and(
          eq(deposits.memberId, memberId),
          eq(deposits.status, 'created'),
          lt(deposits.createdAt, new Date(ms(at) - GATEWAY_ORDER_TTL_MS)),
        ),
      );
  }

  async function ownDeposit(member: DepositMember, id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw depositNotFound();
    const [row] = await db
      .select({
        d: deposits,
        c: { code: paymentChannels.code, name: paymentChannels.name, kind: paymentChannels.kind },
      })
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(and(eq(deposits.id, id), eq(deposits.memberId, member.id), eq(deposits.brand, member.brand)));
    if (!row) throw depositNotFound();
    return row;
  }

  /** The ledger entry and turnover of a credited deposit, inside the caller's transaction. */
  async function credit(
    tx: Tx,
    row: DepositRow,
    channelCode: string,
    actor: { kind: 'provider' | 'staff'; id: string },
  ): Promise<string> {
    const entry = await ledger.post(
      {
        brand: row.brand,
        type: 'deposit',
        idempotencyKey: `deposit:${row.id}`,
        reference: row.id,
        actor,
        reason: row.channelKind === 'manual_bank' ? 'Bank transfer confirmed' : 'Gateway payment',
        postings: [
          { account: { memberId: row.memberId, kind: 'cash' }, amount: row.amount },
          { account: { system: 'payment_clearing', channel: channelCode }, amount: -row.amount },
        ],
      },
      tx as unknown as Db,
    );
    await tx.update(deposits).set({ entryId: entry.id }).where(eq(deposits.id, row.id));
    // The member's inbox notice, in this transaction; one per deposit (docs/inbox.md).
    await writeSystemNotice(tx, opts.events, {
      brand: row.brand,
      memberId: row.memberId,
      key: 'depositConfirmed',
      params: { amount: row.amount.toString(), currency: row.currency },
      ref: `deposit:${row.id}`,
    });
    if (!entry.replayed) {
      const s = await settings(row.brand, tx);
      const percent = s.wallet?.depositTurnoverPercent ?? DEPOSIT_TURNOVER_PERCENT_DEFAULT;
      await addRequirement(tx as unknown as Db, row.memberId, requirementFor(row.amount, percent));
      await opts.onCredited?.(tx as unknown as Db, {
        brand: row.brand,
        memberId: row.memberId,
        depositId: row.id,
        amount: row.amount,
      });
    }
    return entry.id;
  }

  // ---------------------------------------------------------------------------------------------
  // Member
  // ---------------------------------------------------------------------------------------------

  async function listChannels(member: DepositMember, requested: string | undefined): Promise<DepositChannels> {
    const s = await settings(member.brand);
    const lang = resolveContentLanguage(requested, s.languages, s.defaultLanguage);
    const rows = await db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.brand, member.brand), eq(paymentChannels.enabled, true)))
      .orderBy(paymentChannels.sort, paymentChannels.code);
    const channels: DepositChannels['channels'] = [];
    for (const row of rows) {
      const resolved = offered(row.kind) ? configOf(row) : null;
      if (!resolved) continue;
      channels.push({
        id: row.id,
        code: row.code,
        kind: row.kind as ChannelKind,
        name: nameIn(row.name, lang, s),
        icon: row.icon,
        minAmount: toWire(row.minAmount),
        maxAmount: toWire(row.maxAmount),
        quickAmounts: (row.quickAmounts as number[]).filter(
          (q) => Number.isSafeInteger(q) && BigInt(q) >= row.minAmount && BigInt(q) <= row.maxAmount,
        ),
        receivingAccount: resolved.adapter.publicDetails(
          resolved.config,
          (text) => localize(text, lang, s.defaultLanguage).text,
        ),
      });
    }
    return {
      currencyCode: s.currency.code,
      currencySymbol: s.currency.symbol,
      minorUnitDigits: s.currency.minorUnitDigits,
      channels,
    };
  }

  async function replayOf(
    member: DepositMember,
    input: CreateDeposit,
    lang: string,
    s: BrandSettingsRow,
  ): Promise<CreateDepositResult | null> {
    const [row] = await db
      .select({ d: deposits, c: { code: paymentChannels.code, name: paymentChannels.name } })
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(and(eq(deposits.memberId, member.id), eq(deposits.clientRequestId, input.clientRequestId)));
    if (!row) return null;
    if (row.d.channelId !== input.channelId || row.d.amount !== BigInt(input.amount)) {
      throw new AppError(
        409,
        'ledger.idempotency_conflict',
        'This request id was already used for a different deposit',
      );
    }
    const adapter = isKind(row.d.channelKind) ? CHANNEL_ADAPTERS[row.d.channelKind] : undefined;
    const open = row.d.status === 'created' && row.d.providerOrderId && adapter?.paymentUrl;
    return {
      deposit: toDeposit(row.d, row.c, lang, s),
      redirectUrl: open ? adapter.paymentUrl!(row.d.providerOrderId!) : null,
      replayed: true,
    };
  }

  async function create(member: DepositMember, input: CreateDeposit, requested?: string): Promise<CreateDepositResult> {
    const s = await settings(member.brand);
    const lang = resolveContentLanguage(requested, s.languages, s.defaultLanguage);
    const replay = await replayOf(member, input, lang, s);
    if (replay) return replay;

    const channel = await channelOf(input.channelId);
    if (!channel || channel.brand !== member.brand) throw channelNotFound();
    const resolved = channel.enabled && offered(channel.kind) ? configOf(channel) : null;
    if (!resolved) throw channelUnavailable();
    const { adapter, config } = resolved;

    const amount = BigInt(input.amount);
    // Above the wallet's maximum whatever the channel says (ADR 0011).
    checkAmount(amount, ledger.maxMinor);
    const fields: Record<string, string> = {};
    if (amount < channel.minAmount) fields.amount = 'validation.amountMin';
    else if (amount > channel.maxAmount) fields.amount = 'validation.amountMax';
    let reference: string | null = null;
    if (adapter.flow === 'manual') {
      reference = input.reference?.trim() ?? '';
      if (!reference) fields.reference = 'validation.required';
      else if (reference.length < DEPOSIT_REFERENCE.min || reference.length > DEPOSIT_REFERENCE.max) {
        fields.reference = 'validation.depositReference';
      }
    }
    if (Object.keys(fields).length > 0) throw invalid('The deposit is not valid', fields);
    // Player protection, before any channel or gateway is called: exclusion and deposit limits.
    await assertDeposit(db, member.id, amount, now());

    const id = randomUUID();
    const at = now();
    const order = await adapter.createOrder({
      config,
      deposit: { id, amount, currency: s.currency.code, minorUnitDigits: s.currency.minorUnitDigits },
      channel: { id: channel.id, code: channel.code, brand: channel.brand },
      now: at,
    });
    // Checked again with the member row locked, in the insert's transaction: concurrent deposits
    // are counted one after another and never pass a limit together.
    const [row] = await db.transaction(async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
      // The same request id committed meanwhile: a replay, answered below, not a new deposit.
      const [same] = await tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.memberId, member.id), eq(deposits.clientRequestId, input.clientRequestId)));
      if (same) return [];
      await assertDeposit(tx as unknown as Db, member.id, amount, at);
      return tx
        .insert(deposits)
        .values({
          id,
          brand: member.brand,
          memberId: member.id,
          channelId: channel.id,
          channelKind: channel.kind,
          amount,
          currency: s.currency.code,
          status: order.kind === 'redirect' ? 'created' : 'pending',
          reference,
          clientRequestId: input.clientRequestId,
          providerOrderId: order.kind === 'redirect' ? order.providerOrderId : null,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: [deposits.memberId, deposits.clientRequestId] })
        .returning();
    });
    if (!row) {
      // The same request id won a race a moment ago: answer what it made.
      const again = await replayOf(member, input, lang, s);
      if (again) return again;
      throw new Error('deposit insert conflicted without a deposit');
    }
    return {
      deposit: toDeposit(row, channel, lang, s),
      redirectUrl: order.kind === 'redirect' ? order.redirectUrl : null,
      replayed: false,
    };
  }

  async function get(member: DepositMember, id: string, requested?: string): Promise<Deposit> {
    await expireOrders(member.id);
    const s = await settings(member.brand);
    const lang = resolveContentLanguage(requested, s.languages, s.defaultLanguage);
    const row = await ownDeposit(member, id);
    return toDeposit(row.d, row.c, lang, s);
  }

  async function list(
    member: DepositMember,
    page: number,
    size = DEPOSIT_PAGE_SIZE,
    requested?: string,
  ): Promise<DepositPage> {
    await expireOrders(member.id);
    const s = await settings(member.brand);
    const lang = resolveContentLanguage(requested, s.languages, s.defaultLanguage);
    const where = and(eq(deposits.memberId, member.id), eq(deposits.brand, member.brand));
    const [rows, [total]] = await Promise.all([
      db
        .select({ d: deposits, c: { code: paymentChannels.code, name: paymentChannels.name } })
        .from(deposits)
        .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(deposits).where(where),
    ]);
    return { items: rows.map((r) => toDeposit(r.d, r.c, lang, s)), total: total?.n ?? 0, page, size };
  }

  /**
   * The player came back from the gateway without paying: an open order becomes abandoned. Any
   * other status is answered unchanged (a payment the gateway already reported stands).
   */
  async function abandon(member: DepositMember, id: string, requested?: string): Promise<Deposit> {
    const row = await ownDeposit(member, id);
    if (row.d.status === 'created') {
      await db
        .update(deposits)
        .set({ status: 'abandoned', updatedAt: now() })
        .where(and(eq(deposits.id, row.d.id), eq(deposits.status, 'created')));
    }
    return get(member, id, requested);
  }

  // ---------------------------------------------------------------------------------------------
  // Gateway notifications
  // ---------------------------------------------------------------------------------------------

  async function record(
    channel: string,
    orderId: string | null,
    rawBody: string,
    signatureValid: boolean,
    outcome: string,
  ) {
    await db.insert(paymentWebhooks).values({ channel, providerOrderId: orderId, rawBody, signatureValid, outcome });
  }

  async function flag(id: string, text: string) {
    await db
      .update(deposits)
      .set({ flag: sql`coalesce(${deposits.flag} || '; ', '') || ${text}`, updatedAt: now() })
      .where(eq(deposits.id, id));
  }

  /** Finds the channel whose secret verifies the notification. */
  async function verified(kind: ChannelKind, rawBody: string, headers: Record<string, string | string[] | undefined>) {
    const adapter = CHANNEL_ADAPTERS[kind];
    const hook = adapter.webhook!;
    const merchant = hook.merchantOf(rawBody, headers);
    const candidates = await db.select().from(paymentChannels).where(eq(paymentChannels.kind, kind));
    let refusal: 'webhook.signature_invalid' | 'webhook.expired' | 'request.invalid' = 'webhook.signature_invalid';
    for (const channel of candidates) {
      const resolved = configOf(channel);
      if (!resolved || merchant === null || hook.merchantId(resolved.config) !== merchant) continue;
      const result = hook.verify({ rawBody, headers, config: resolved.config, now: now() });
      if (result.ok) return { channel, event: result.event };
      // A valid signature that is too old (or a body that cannot be read) says more than "invalid".
      if (result.refusal !== 'webhook.signature_invalid') refusal = result.refusal;
    }
    const error =
      refusal === 'webhook.expired'
        ? new AppError(401, 'webhook.expired', 'The notification is outside the accepted time window')
        : refusal === 'request.invalid'
          ? invalid('The notification cannot be read')
          : new AppError(401, 'webhook.signature_invalid', 'The notification signature is not valid');
    throw new WebhookFailure(error, refusal === 'request.invalid' ? 'malformed' : refusal.replace('webhook.', ''));
  }

  async function settle(channel: ChannelRow, event: WebhookEvent) {
    const [found] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.providerOrderId, event.orderId), eq(deposits.channelId, channel.id)));
    if (!found) throw new WebhookFailure(depositNotFound(), 'unknown_order');
    if (found.amount !== event.amount || found.currency !== event.currency) {
      await flag(
        found.id,
        `webhook_mismatch: ${event.status} ${event.amount} ${event.currency}, order ${found.amount} ${found.currency}`,
      );
      throw new WebhookFailure(
        new AppError(409, 'webhook.mismatch', 'The amount or currency does not match the order'),
        'mismatch',
      );
    }
    const target: DepositStatus = event.status;
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(deposits)
        .set({ status: target, updatedAt: now() })
        .where(and(eq(deposits.id, found.id), inArray(deposits.status, ['created', 'abandoned'])))
        .returning();
      if (!row) return null;
      if (target === 'paid') await credit(tx, row, channel.code, { kind: 'provider', id: channel.code });
      statusChanged(tx, row);
      return row;
    });
    if (changed) return { orderId: event.orderId, status: target, replayed: false, outcome: target };
    // Settled before: the same outcome is a replay; the opposite one is a conflict to look into.
    const [now_] = await db.select().from(deposits).where(eq(deposits.id, found.id));
    if (now_?.status === target) return { orderId: event.orderId, status: target, replayed: true, outcome: 'replay' };
    await flag(found.id, `webhook_conflict: ${event.status} after ${now_?.status}`);
    throw new WebhookFailure(new AppError(409, 'webhook.mismatch', `The order is already ${now_?.status}`), 'conflict');
  }

  /**
   * A gateway's notification, as received. Every call is recorded in payment_webhooks with its
   * outcome. Idempotent by the provider's order id: a replay changes nothing and answers the same.
   */
  async function webhook(kind: string, rawBody: string, headers: Record<string, string | string[] | undefined>) {
    if (!isKind(kind) || !offered(kind) || !CHANNEL_ADAPTERS[kind].webhook) {
      throw new AppError(404, 'route.not_found', 'No gateway notifications for this channel kind');
    }
    let channelCode: string = kind;
    let orderId: string | null = null;
    let signatureValid = false;
    try {
      const { channel, event } = await verified(kind, rawBody, headers);
      channelCode = channel.code;
      orderId = event.orderId;
      signatureValid = true;
      const result = await settle(channel, event);
      await record(channelCode, orderId, rawBody, true, result.outcome);
      return { orderId: result.orderId, status: result.status, replayed: result.replayed };
    } catch (err) {
      if (err instanceof WebhookFailure) {
        await record(channelCode, orderId, rawBody, signatureValid, err.outcome);
        throw err.error;
      }
      await record(channelCode, orderId, rawBody, signatureValid, 'error').catch(() => {});
      throw err;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Staff
  // ---------------------------------------------------------------------------------------------

  const staffColumns = {
    d: deposits,
    c: { code: paymentChannels.code, name: paymentChannels.name },
    username: members.username,
    reviewer: staff.username,
  };

  async function staffQuery(brand: string, where: SQL | undefined, page = 1, size = DEPOSIT_PAGE_SIZE) {
    return db
      .select(staffColumns)
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .innerJoin(members, eq(members.id, deposits.memberId))
      .leftJoin(staff, eq(staff.id, deposits.reviewedBy))
      .where(and(eq(deposits.brand, brand), where))
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(size)
      .offset((page - 1) * size);
  }

  function toStaffDeposit(r: Awaited<ReturnType<typeof staffQuery>>[number], s: BrandSettingsRow): StaffDeposit {
    return {
      ...toDeposit(r.d, r.c, s.defaultLanguage, s),
      currencySymbol: s.currency.symbol,
      memberId: r.d.memberId,
      username: r.username,
      providerOrderId: r.d.providerOrderId,
      flag: r.d.flag,
      reviewedAt: r.d.reviewedAt ? ms(r.d.reviewedAt) : null,
      reviewedBy: r.reviewer ?? null,
    };
  }

  async function staffList(
    brand: string,
    q: { status?: DepositStatus; from?: number; to?: number; member?: string; page: number },
  ): Promise<StaffDepositPage> {
    const s = await settings(brand);
    const like = q.member ? `%${q.member.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      q.status ? eq(deposits.status, q.status) : undefined,
      q.from !== undefined ? gte(deposits.createdAt, new Date(q.from)) : undefined,
      q.to !== undefined ? lt(deposits.createdAt, new Date(q.to)) : undefined,
      like ? ilike(members.username, like) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      staffQuery(brand, where, q.page),
      db
        .select({ n: count() })
        .from(deposits)
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(and(eq(deposits.brand, brand), where)),
    ]);
    return {
      items: rows.map((r) => toStaffDeposit(r, s)),
      total: total?.n ?? 0,
      page: q.page,
      size: DEPOSIT_PAGE_SIZE,
    };
  }

  async function staffGet(brand: string, id: string): Promise<StaffDeposit> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw depositNotFound();
    const [row] = await staffQuery(brand, eq(deposits.id, id));
    if (!row) throw depositNotFound();
    return toStaffDeposit(row, await settings(brand));
  }

  /**
   * Staff decide a pending manual deposit. The status change is conditional (`status = 'pending'`)
   * and runs in one transaction with the ledger entry, the turnover and the audit row: of two staff
   * acting at once, one gets 409 finance.already_processed and nothing happens twice.
   */
  async function decide(
    brand: string,
    actor: StaffActor,
    id: string,
    decision: { action: 'confirm' } | { action: 'reject'; reason: string },
    ip: string | null,
  ): Promise<StaffDeposit> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw depositNotFound();
    const status = decision.action === 'confirm' ? 'confirmed' : 'rejected';
    const reason = decision.action === 'reject' ? decision.reason : null;
    await db.transaction(async (tx) => {
      const at = now();
      const [row] = await tx
        .update(deposits)
        .set({ status, reviewedBy: actor.id, reviewedAt: at, reason, updatedAt: at })
        .where(
          and(
            eq(deposits.id, id),
            eq(deposits.brand, brand),
            eq(deposits.status, 'pending'),
            eq(deposits.channelKind, 'manual_bank'),
          ),
        )
        .returning();
      if (!row) {
        const [exists] = await tx
          .select({ id: deposits.id })
          .from(deposits)
          .where(and(eq(deposits.id, id), eq(deposits.brand, brand)));
        throw exists ? alreadyProcessed() : depositNotFound();
      }
      let entryId: string | null = null;
      if (status === 'confirmed') {
        const [channel] = await tx
          .select({ code: paymentChannels.code })
          .from(paymentChannels)
          .where(eq(paymentChannels.id, row.channelId));
        entryId = await credit(tx, row, channel!.code, { kind: 'staff', id: actor.id });
      }
      await audit(tx, {
        brand,
        staff: actor,
        action: `deposit.${decision.action}`,
        targetType: 'deposit',
        targetId: row.id,
        before: { status: 'pending', amount: row.amount, currency: row.currency, reference: row.reference },
        after: { status, amount: row.amount, currency: row.currency, entryId },
        reason,
        ip,
      });
      statusChanged(tx, row);
    });
    return staffGet(brand, id);
  }

  return {
    listChannels,
    create,
    get,
    list,
    abandon,
    webhook,
    staffList,
    staffGet,
    confirm: (brand: string, actor: StaffActor, id: string, ip: string | null) =>
      decide(brand, actor, id, { action: 'confirm' }, ip),
    reject: (brand: string, actor: StaffActor, id: string, reason: string, ip: string | null) =>
      decide(brand, actor, id, { action: 'reject', reason }, ip),
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
