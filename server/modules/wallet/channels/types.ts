import type { z } from 'zod';
import type { ReceivingAccount } from '../../../../src/api/contract/deposits';
import type { ChannelKind } from '../../../../src/api/contract/wallet.constants';

/**
 * A deposit channel adapter: everything the platform needs to know about one kind of payment
 * service provider (PSP). The deposit service (server/modules/wallet/deposits.ts) owns the deposit
 * rows, the ledger entry and the turnover; an adapter never touches them. It only
 *
 * 1. validates the operator's settings for a channel of its kind (`configSchema`),
 * 2. says what the player may see of those settings (`publicDetails`),
 * 3. opens an order for a new deposit (`createOrder`): either "show the player these receiving
 *    account details and wait for staff", or "send the player to this URL",
 * 4. authenticates and reads the PSP's notifications (`webhook`): raw body and headers in, a
 *    verified `{ orderId, status, amount, currency }` or a refusal out.
 *
 * docs/payments.md walks through adding a real PSP.
 */
export interface ChannelAdapter<Config = unknown> {
  kind: ChannelKind;
  /** The operator's settings (payment_channels.config). Parsed before every use; never sent to the browser as is. */
  configSchema: z.ZodType<Config>;
  /**
   * Top-level keys of the settings that are secrets (API keys, webhook secrets). The back office never
   * gets them back (it sees `secretSet: true`), the audit log never records them, and an update that
   * leaves one out keeps the stored value (server/modules/wallet/admin-channels.ts).
   */
  secretKeys: readonly string[];
  /** `manual`: the player transfers and staff confirm. `redirect`: the player pays on the PSP's page and the PSP notifies. */
  flow: 'manual' | 'redirect';
  /** What the player sees of the settings (a receiving account), in `language`; null when nothing. */
  publicDetails(config: Config, language: (text: LocalizedSetting) => string): ReceivingAccount | null;
  /** Opens the PSP's order for a new deposit. Called before the deposit row is written (same id). */
  createOrder(input: CreateOrderInput<Config>): Promise<OrderResult>;
  /** The page that takes the payment of an open order (a double submit answers it again). Redirect flows only. */
  paymentUrl?(providerOrderId: string): string;
  /** Present when the PSP notifies the platform (POST /api/wallet/webhooks/<kind>). */
  webhook?: WebhookAdapter<Config>;
}

/** Operator text in the settings: one string, or one per language (`{ en, "zh-CN" }`). */
export type LocalizedSetting = string | Record<string, string>;

export interface CreateOrderInput<Config> {
  config: Config;
  /** The deposit this order pays: the platform's reference the PSP echoes back. */
  deposit: { id: string; amount: bigint; currency: string; minorUnitDigits: number };
  channel: { id: string; code: string; brand: string };
  now: Date;
}

export type OrderResult =
  /** Nothing to open: the player transfers to the receiving account; the deposit waits for staff. */
  | { kind: 'instructions' }
  /** The PSP's order id (unique; the webhook's idempotency key) and the page that takes the payment. */
  | { kind: 'redirect'; providerOrderId: string; redirectUrl: string };

/** A verified notification from the PSP. `amount` is in minor units of `currency`. */
export interface WebhookEvent {
  orderId: string;
  status: 'paid' | 'failed';
  amount: bigint;
  currency: string;
}

export type WebhookRefusal = 'webhook.signature_invalid' | 'webhook.expired' | 'request.invalid';

export interface WebhookInput<Config> {
  /** The body exactly as received: signatures are computed over these bytes, never over re-serialised JSON. */
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  config: Config;
  now: Date;
}

export interface WebhookAdapter<Config> {
  /**
   * Which merchant the (not yet verified) notification claims to be for, so the platform can find
   * the channel and its secret. Null when the body cannot be read.
   */
  merchantOf(rawBody: string, headers: WebhookInput<Config>['headers']): string | null;
  /** The channel's merchant id, compared with `merchantOf`. */
  merchantId(config: Config): string;
  /** Checks the signature and freshness with the channel's secret, then reads the event. */
  verify(input: WebhookInput<Config>): { ok: true; event: WebhookEvent } | { ok: false; refusal: WebhookRefusal };
}
