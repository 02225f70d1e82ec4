import { z } from 'zod';
import {
  CHANNEL_CODE_PATTERN,
  CHANNEL_ICONS,
  CHANNEL_LIMITS,
  type ChannelFieldReason,
  type ChannelNameLanguage,
} from './adminChannels.constants';
import { envelope } from './envelope';
import { minorAmountSchema } from './wallet';
import { CHANNEL_KINDS } from './wallet.constants';

export * from './adminChannels.constants';

/**
 * The back office's deposit channel settings (/api/admin/finance/channels; docs/payments.md):
 * list, create and update. There is no delete: deposits and ledger entries name their channel, so a
 * channel is switched off (`enabled: false`) instead. Each refusal of a field carries a stable reason
 * (CHANNEL_FIELD_REASONS) as its `fields` value; the kind's own settings are checked by the kind's
 * adapter (server/modules/wallet/channels) and reported as `config.<key>`.
 */

/** A zod error whose message is the field's stable reason. */
const reason = (r: ChannelFieldReason) => ({ error: r });

const amountInput = z
  .int(reason('amount'))
  .positive(reason('amount'))
  .max(Number.MAX_SAFE_INTEGER, reason('amount'))
  .describe('Integer minor units');

const nameText = z
  .string(reason('required'))
  .trim()
  .min(1, reason('required'))
  .max(CHANNEL_LIMITS.nameMax, reason('tooLong'));

/** The name in every language of CHANNEL_NAME_LANGUAGES. */
export const channelNameSchema = z.object({
  en: nameText,
  'zh-CN': nameText,
} satisfies Record<ChannelNameLanguage, unknown>);

const settingsInput = z
  .record(z.string(), z.unknown(), reason('required'))
  .describe(
    "The kind's settings, checked by its adapter (manual_bank: bankName, accountName, accountNumber, branch, instructions; sandbox: merchantId, webhookSecret)",
  );

/** What can change on a channel (code and kind never change: the ledger and the adapter depend on them). */
const editable = {
  name: channelNameSchema,
  icon: z.enum(CHANNEL_ICONS, reason('icon')),
  minAmount: amountInput,
  maxAmount: amountInput,
  quickAmounts: z
    .array(amountInput, reason('required'))
    .max(CHANNEL_LIMITS.quickMax, reason('quickTooMany'))
    .describe(`At most ${CHANNEL_LIMITS.quickMax}, each unique and within [minAmount, maxAmount]`),
  enabled: z.boolean(reason('required')),
  sort: z.int(reason('sort')).min(CHANNEL_LIMITS.sortMin, reason('sort')).max(CHANNEL_LIMITS.sortMax, reason('sort')),
  config: settingsInput,
};

/** POST /api/admin/finance/channels. */
export const createChannelSchema = z.strictObject({
  code: z
    .string(reason('required'))
    .trim()
    .min(1, reason('required'))
    .regex(CHANNEL_CODE_PATTERN, reason('format'))
    .describe('Lower-case letters, digits, _ and -, 2-32 characters; unique per brand; never changes'),
  kind: z.enum(CHANNEL_KINDS, reason('kind')),
  ...editable,
});
export type CreateChannelInput = z.infer<typeof createChannelSchema>;

/**
 * PATCH /api/admin/finance/channels/:id: any of the editable fields, and the `updatedAt` the editor
 * loaded. Someone who saved in between makes it 409 `finance.stale` (nothing changes). `config`, when
 * sent, replaces the settings, except that a secret left out keeps its stored value.
 */
export const updateChannelSchema = z.strictObject({
  updatedAt: z.iso.datetime(reason('required')).describe('The channel.updatedAt the editor loaded'),
  name: editable.name.optional(),
  icon: editable.icon.optional(),
  minAmount: editable.minAmount.optional(),
  maxAmount: editable.maxAmount.optional(),
  quickAmounts: editable.quickAmounts.optional(),
  enabled: editable.enabled.optional(),
  sort: editable.sort.optional(),
  config: editable.config.optional(),
});
export type UpdateChannelInput = z.infer<typeof updateChannelSchema>;

export const channelIdParamsSchema = z.object({ id: z.string().max(64) });

/** A channel as staff see it: every field, the settings with their secrets left out. */
export const staffChannelSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.object({ en: z.string(), 'zh-CN': z.string() }),
  icon: z.string().nullable().describe('One of CHANNEL_ICONS (null: the page draws a card)'),
  minAmount: minorAmountSchema,
  maxAmount: minorAmountSchema,
  quickAmounts: z.array(minorAmountSchema),
  enabled: z.boolean(),
  sort: z.int(),
  config: z
    .record(z.string(), z.unknown())
    .describe('The settings without their secrets; `secretSet` says whether a secret is stored (sandbox)'),
  configValid: z.boolean().describe('The settings pass the adapter (a channel whose settings do not is never offered)'),
  offered: z.boolean().describe('Players can see it: enabled, valid settings, and not a test-only kind in production'),
  createdAt: z.string(),
  updatedAt: z.string().describe('Send it back with an update (optimistic concurrency)'),
});
export type StaffChannel = z.infer<typeof staffChannelSchema>;
export const staffChannelResponseSchema = envelope(staffChannelSchema);

export const channelKindInfoSchema = z.object({
  kind: z.enum(CHANNEL_KINDS),
  flow: z.enum(['manual', 'redirect']),
  secretKeys: z.array(z.string()),
});
export type ChannelKindInfo = z.infer<typeof channelKindInfoSchema>;

export const staffChannelListSchema = z.object({
  currencyCode: z.string(),
  currencySymbol: z.string(),
  minorUnitDigits: z.int().min(0).max(4),
  /** The kinds a new channel can have here (test-only kinds are left out in production). */
  kinds: z.array(channelKindInfoSchema),
  channels: z.array(staffChannelSchema),
});
export type StaffChannelList = z.infer<typeof staffChannelListSchema>;
export const staffChannelListResponseSchema = envelope(staffChannelListSchema);
