import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type ChannelFieldReason,
  type ChannelKindInfo,
  type CreateChannelInput,
  channelIdParamsSchema,
  createChannelSchema,
  RESERVED_CHANNEL_CODES,
  type StaffChannel,
  type StaffChannelList,
  staffChannelListResponseSchema,
  staffChannelResponseSchema,
  type UpdateChannelInput,
  updateChannelSchema,
} from '../../../src/api/contract/adminChannels';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { CHANNEL_KINDS, type ChannelKind } from '../../../src/api/contract/wallet.constants';
import type { Db } from '../../db';
import { brands, paymentChannels } from '../../db/schema';
import { audit } from '../../lib/audit';
import { brandScoped, perBrand } from '../../lib/brand-resolver';
import { ok } from '../../lib/envelope';
import { AppError, invalid } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { uniqueViolation } from '../../lib/pg-error';
import { type StaffMember, staffOf } from '../accounts';
import { checkAmount, MONEY_CEILING_MINOR } from './bounds';
import { CHANNEL_ADAPTERS, type ChannelAdapter, TEST_ONLY_KINDS } from './channels';
import type { Currency } from './service';

type ChannelRow = typeof paymentChannels.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Settings = Record<string, unknown>;

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

const notFound = () => new AppError(404, 'finance.not_found', 'No such deposit channel');
const codeTaken = () => new AppError(409, 'finance.channel_code_taken', 'A channel with this code already exists');
const stale = () =>
  new AppError(409, 'finance.stale', 'The channel was saved by someone else after it was loaded; reload it');

const isKind = (k: string): k is ChannelKind => (CHANNEL_KINDS as readonly string[]).includes(k);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A timestamp as the API states it: ISO 8601 to the millisecond (what the editor sends back). */
const iso = (d: Date) => d.toISOString();

/**
 * Settings as typed in a form: an empty text (or an object left with nothing in it) means "not set",
 * so an optional field can be cleared and a secret left empty is kept.
 */
function prune(value: Settings): Settings {
  const out: Settings = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    if (isRecord(v)) {
      const inner = prune(v);
      if (Object.keys(inner).length > 0) out[k] = inner;
      continue;
    }
    out[k] = v;
  }
  return out;
}

/** The settings without their secrets, and whether each kind's secret is stored (`secretSet`). */
function redact(adapter: ChannelAdapter<unknown>, config: unknown): Settings {
  const source = isRecord(config) ? config : {};
  const out: Settings = {};
  for (const [k, v] of Object.entries(source)) if (!adapter.secretKeys.includes(k)) out[k] = v;
  if (adapter.secretKeys.length > 0) {
    out.secretSet = adapter.secretKeys.every((k) => typeof source[k] === 'string' && source[k] !== '');
  }
  return out;
}

/** Nested objects as dotted keys (`name.en`, `config.bankName`), so the audit log shows each change on its own line. */
function flatten(value: Settings, prefix = '', out: Settings = {}): Settings {
  for (const [k, v] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isRecord(v)) flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

/** A stored name in the two form languages (a plain string is the same text in both). */
function nameOf(name: unknown): StaffChannel['name'] {
  if (typeof name === 'string') return { en: name, 'zh-CN': name };
  const map = isRecord(name) ? name : {};
  const en = typeof map.en === 'string' ? map.en : '';
  const zh = typeof map['zh-CN'] === 'string' ? map['zh-CN'] : '';
  return { en: en || zh, 'zh-CN': zh || en };
}

/** A zod issue of an adapter's settings as a stable reason. */
function reasonOf(issue: z.core.$ZodIssue): ChannelFieldReason {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small') return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  return 'format';
}

export interface AdminChannelsOptions {
  db: Db;
  /** The brand whose channels the service edits; the routes use the request's brand (ADR 0015) and this outside one. */
  brand: string;
  production: boolean;
  now?: () => Date;
  /** MONEY_MAX_MINOR (ADR 0011): no channel may take a deposit above it. The ceiling when omitted. */
  maxMinor?: bigint;
}

/**
 * Deposit channel settings for the back office (docs/payments.md, "Channels in the back office"):
 * the list with every field (secrets left out), create, and update with optimistic concurrency.
 * Finance and admin may change them, support may read them. Every change writes its audit row, with
 * the state before and after (secrets left out), in the transaction of the change. There is no
 * delete: deposits and ledger entries name their channel; switching it off is the way to retire it.
 */
export function createAdminChannels(opts: AdminChannelsOptions) {
  const { db, brand, production } = opts;
  const now = opts.now ?? (() => new Date());
  const maxMinor = opts.maxMinor ?? MONEY_CEILING_MINOR;
  const offeredKind = (kind: ChannelKind) => !(production && TEST_ONLY_KINDS.includes(kind));

  async function currency(): Promise<Currency> {
    const [row] = await db.select({ config: brands.config }).from(brands).where(eq(brands.code, brand));
    if (!row) throw new Error(`brand ${brand} is missing`);
    return (row.config as { currency: Currency }).currency;
  }

  function view(row: ChannelRow): StaffChannel {
    const kind = row.kind as ChannelKind;
    const adapter = CHANNEL_ADAPTERS[kind];
    const configValid = adapter.configSchema.safeParse(row.config).success;
    return {
      id: row.id,
      code: row.code,
      kind,
      name: nameOf(row.name),
      icon: row.icon,
      minAmount: Number(row.minAmount),
      maxAmount: Number(row.maxAmount),
      quickAmounts: Array.isArray(row.quickAmounts) ? (row.quickAmounts as number[]) : [],
      enabled: row.enabled,
      sort: row.sort,
      config: redact(adapter, row.config),
      configValid,
      offered: row.enabled && configValid && offeredKind(kind),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }

  /** What the audit log keeps of a channel: every field, dotted, the secrets only as "set". */
  function snapshot(row: ChannelRow, secret?: 'set' | 'replaced'): Settings {
    const adapter = CHANNEL_ADAPTERS[row.kind as ChannelKind];
    const config = redact(adapter, row.config);
    delete config.secretSet;
    const source = isRecord(row.config) ? row.config : {};
    for (const k of adapter.secretKeys) if (source[k]) config[k] = secret ?? 'set';
    return flatten({
      code: row.code,
      kind: row.kind,
      name: nameOf(row.name),
      icon: row.icon,
      minAmount: row.minAmount,
      maxAmount: row.maxAmount,
      quickAmounts: row.quickAmounts,
      enabled: row.enabled,
      sort: row.sort,
      config,
    });
  }

  /**
   * The settings through the kind's adapter: a secret left out keeps `stored`'s; refusals become
   * `config.<key>` fields with a stable reason.
   */
  function checkSettings(
    adapter: ChannelAdapter<unknown>,
    input: Settings,
    stored: unknown,
    fields: Record<string, string>,
  ): { config: unknown; secretReplaced: boolean } | null {
    const merged = prune(input);
    let secretReplaced = false;
    const old = isRecord(stored) ? stored : {};
    for (const k of adapter.secretKeys) {
      if (merged[k] === undefined && old[k] !== undefined) merged[k] = old[k];
      else if (merged[k] !== undefined && merged[k] !== old[k]) secretReplaced = true;
    }
    const parsed = adapter.configSchema.safeParse(merged);
    if (parsed.success) return { config: parsed.data, secretReplaced };
    for (const issue of parsed.error.issues) {
      // A localized text (string or one per language) reports its union; name the text itself.
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '';
      fields[path ? `config.${path}` : 'config'] ??= reasonOf(issue);
    }
    return null;
  }

  /** The range and quick amounts together: min <= max, every quick amount unique and inside. */
  function checkAmounts(min: bigint, max: bigint, quick: readonly number[], fields: Record<string, string>) {
    // Above the wallet's maximum no deposit could ever be credited: refused outright (ADR 0011).
    checkAmount(min, maxMinor, 'minAmount');
    checkAmount(max, maxMinor, 'maxAmount');
    if (min > max) fields.maxAmount ??= 'minAboveMax';
    if (new Set(quick).size !== quick.length) fields.quickAmounts ??= 'quickDuplicate';
    else if (min <= max && quick.some((q) => BigInt(q) < min || BigInt(q) > max)) fields.quickAmounts ??= 'quickRange';
  }

  const sorted = (quick: readonly number[]) => [...quick].sort((a, b) => a - b);

  async function list(): Promise<StaffChannelList> {
    const [c, rows] = await Promise.all([
      currency(),
      db
        .select()
        .from(paymentChannels)
        .where(eq(paymentChannels.brand, brand))
        .orderBy(paymentChannels.sort, paymentChannels.code),
    ]);
    const kinds: ChannelKindInfo[] = CHANNEL_KINDS.filter(offeredKind).map((kind) => ({
      kind,
      flow: CHANNEL_ADAPTERS[kind].flow,
      secretKeys: [...CHANNEL_ADAPTERS[kind].secretKeys],
    }));
    return {
      currencyCode: c.code,
      currencySymbol: c.symbol,
      minorUnitDigits: c.minorUnitDigits,
      kinds,
      channels: rows.filter((r) => isKind(r.kind)).map(view),
    };
  }

  async function create(staff: StaffMember, input: CreateChannelInput, ip: string | null): Promise<StaffChannel> {
    const fields: Record<string, string> = {};
    const code = input.code.trim();
    if (!offeredKind(input.kind)) fields.kind = 'kind';
    const adapter = CHANNEL_ADAPTERS[input.kind];
    const settings = checkSettings(adapter, input.config, undefined, fields);
    checkAmounts(BigInt(input.minAmount), BigInt(input.maxAmount), input.quickAmounts, fields);
    if (Object.keys(fields).length > 0) throw invalid('The channel is not valid', fields);
    if ((RESERVED_CHANNEL_CODES as readonly string[]).includes(code)) throw codeTaken();

    const at = now();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentChannels)
          .values({
            brand,
            code,
            kind: input.kind,
            name: { en: input.name.en, 'zh-CN': input.name['zh-CN'] },
            icon: input.icon,
            minAmount: BigInt(input.minAmount),
            maxAmount: BigInt(input.maxAmount),
            quickAmounts: sorted(input.quickAmounts),
            enabled: input.enabled,
            sort: input.sort,
            config: settings!.config,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: [paymentChannels.brand, paymentChannels.code] })
          .returning();
        if (!row) throw codeTaken();
        await audit(tx, {
          brand,
          staff,
          action: 'channel.create',
          targetType: 'channel',
          targetId: row.id,
          before: null,
          after: snapshot(row),
          ip,
        });
        return view(row);
      });
    } catch (err) {
      if (uniqueViolation(err) !== null) throw codeTaken();
      throw err;
    }
  }

  async function locked(tx: Tx, id: string): Promise<ChannelRow> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    const [row] = await tx
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.id, id), eq(paymentChannels.brand, brand)))
      .for('update');
    if (!row || !isKind(row.kind)) throw notFound();
    return row;
  }

  /**
   * Changes what was sent, if the channel is still as the editor loaded it (`updatedAt` to the
   * millisecond): otherwise 409 finance.stale and nothing changes. The row is locked for the check
   * and the write, so of two staff saving the same version one gets the conflict.
   */
  async function update(
    staff: StaffMember,
    id: string,
    input: UpdateChannelInput,
    ip: string | null,
  ): Promise<StaffChannel> {
    return db.transaction(async (tx) => {
      const row = await locked(tx, id);
      if (iso(row.updatedAt) !== new Date(input.updatedAt).toISOString()) throw stale();
      const adapter = CHANNEL_ADAPTERS[row.kind as ChannelKind];
      const fields: Record<string, string> = {};
      const settings = input.config ? checkSettings(adapter, input.config, row.config, fields) : null;
      const min = input.minAmount === undefined ? row.minAmount : BigInt(input.minAmount);
      const max = input.maxAmount === undefined ? row.maxAmount : BigInt(input.maxAmount);
      const quick = input.quickAmounts ?? (Array.isArray(row.quickAmounts) ? (row.quickAmounts as number[]) : []);
      const amounts = [input.minAmount, input.maxAmount, input.quickAmounts].some((v) => v !== undefined);
      if (amounts) checkAmounts(min, max, quick, fields);
      if (Object.keys(fields).length > 0) throw invalid('The channel is not valid', fields);

      // Never the same instant as the loaded version, so the next editor's check always sees the change.
      const at = new Date(Math.max(now().getTime(), row.updatedAt.getTime() + 1));
      const [next] = await tx
        .update(paymentChannels)
        .set({
          ...(input.name ? { name: { en: input.name.en, 'zh-CN': input.name['zh-CN'] } } : {}),
          ...(input.icon !== undefined ? { icon: input.icon } : {}),
          minAmount: min,
          maxAmount: max,
          quickAmounts: input.quickAmounts ? sorted(input.quickAmounts) : row.quickAmounts,
          ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
          ...(input.sort !== undefined ? { sort: input.sort } : {}),
          ...(settings ? { config: settings.config } : {}),
          updatedAt: at,
        })
        .where(eq(paymentChannels.id, row.id))
        .returning();
      await audit(tx, {
        brand,
        staff,
        action: 'channel.update',
        targetType: 'channel',
        targetId: row.id,
        before: snapshot(row),
        after: snapshot(next!, settings?.secretReplaced ? 'replaced' : 'set'),
        ip,
      });
      return view(next!);
    });
  }

  return { list, create, update };
}

/**
 * /api/admin/finance/channels: the deposit channels' settings. Read: finance, support (and admin).
 * Create and update: finance (and admin).
 */
export const adminChannelsRoutes: FastifyPluginAsyncZod<AdminChannelsOptions> = async (app, opts) => {
  // The request's brand's channels (ADR 0015).
  const service = brandScoped(
    perBrand((brand) => createAdminChannels({ maxMinor: app.ledger.maxMinor, ...opts, brand })),
    opts.brand,
  );
  const ipOf = (request: { ip: string; headers: Parameters<typeof clientIp>[1] }) =>
    clientIp(request.ip, request.headers, { production: opts.production });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Every deposit channel of the brand, enabled or not, by sort then code: names, icon, range and quick amounts (minor units), the kind's settings without secrets (secretSet), and the kinds a new channel can have",
        response: { 200: staffChannelListResponseSchema, ...errors },
      },
    },
    async () => ok(await service.list()),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Create a deposit channel (code unique per brand: 409 finance.channel_code_taken); settings checked by the kind's adapter; audited",
        body: createChannelSchema,
        response: { 200: staffChannelResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.create(staffOf(request), request.body, ipOf(request))),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change a deposit channel (any editable field) with the updatedAt the editor loaded: 409 finance.stale when someone saved in between; a secret left out is kept; audited',
        params: channelIdParamsSchema,
        body: updateChannelSchema,
        response: { 200: staffChannelResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.update(staffOf(request), request.params.id, request.body, ipOf(request))),
  );
};
