import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SANDBOX_LIMITS } from '../../../../src/api/contract/adminChannels.constants';
import { SANDBOX_PAY_PATH } from '../../../../src/api/contract/deposits.constants';
import { WEBHOOK_WINDOW_MS } from '../../../../src/api/contract/wallet.constants';
import type { ChannelAdapter, WebhookAdapter } from './types';

/**
 * The sandbox gateway's protocol, as a PSP would publish it. Both sides use these: the adapter (the
 * platform's side) and server/modules/wallet/sandbox-gateway.ts (the gateway's side).
 *
 * - An order id is `sbx.<merchantId>.<amount>.<currency>.<reference>.<created>.<signature>`: the
 *   platform signs the order with the merchant secret and the gateway's hosted page trusts nothing
 *   else (the way many PSPs take a signed order in a redirect). `reference` is the deposit id
 *   without hyphens, `created` is ms since epoch in base 36.
 * - A notification is a POST of JSON `{ merchantId, orderId, status: "paid"|"failed", amount,
 *   currency, at }` with the headers `x-sandbox-timestamp` (ms since epoch) and
 *   `x-sandbox-signature`: hex HMAC-SHA256 of `<timestamp>.<raw body>` under the merchant's webhook
 *   secret. It is refused outside WEBHOOK_WINDOW_MS of the receiver's clock.
 */
export const SANDBOX_HEADERS = { timestamp: 'x-sandbox-timestamp', signature: 'x-sandbox-signature' } as const;

export const sandboxConfigSchema = z.object({
  merchantId: z.string().regex(SANDBOX_LIMITS.merchantId, 'letters, digits, _ and -, 3-40 characters'),
  webhookSecret: z.string().min(SANDBOX_LIMITS.secretMin).max(SANDBOX_LIMITS.secretMax),
});
export type SandboxConfig = z.infer<typeof sandboxConfigSchema>;

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

/** The signature of a notification: hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export const signNotification = (secret: string, timestamp: string, rawBody: string) =>
  hmac(secret, `${timestamp}.${rawBody}`).toString('hex');

export interface SandboxOrder {
  merchantId: string;
  amount: bigint;
  currency: string;
  /** The platform's deposit id. */
  reference: string;
  createdAt: Date;
}

const ORDER =
  /^sbx\.([A-Za-z0-9_-]{3,40})\.([1-9][0-9]{0,17})\.([A-Z]{3})\.([0-9a-f]{32})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;

function orderBody(o: SandboxOrder) {
  const ref = o.reference.replace(/-/g, '');
  return `sbx.${o.merchantId}.${o.amount}.${o.currency}.${ref}.${o.createdAt.getTime().toString(36)}`;
}

const orderSignature = (secret: string, body: string) =>
  hmac(secret, `order:${body}`).subarray(0, 16).toString('base64url');

/** A signed order id for this order. */
export function encodeOrder(order: SandboxOrder, secret: string): string {
  const body = orderBody(order);
  return `${body}.${orderSignature(secret, body)}`;
}

/** The order an id describes (not yet verified: check it with `verifyOrder`), or null when malformed. */
export function decodeOrder(orderId: string): SandboxOrder | null {
  const m = ORDER.exec(orderId);
  if (!m) return null;
  const hex = m[4]!;
  return {
    merchantId: m[1]!,
    amount: BigInt(m[2]!),
    currency: m[3]!,
    reference: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    createdAt: new Date(Number.parseInt(m[5]!, 36)),
  };
}

/** Whether the order id was signed with this merchant secret. */
export function verifyOrder(orderId: string, secret: string): boolean {
  const dot = orderId.lastIndexOf('.');
  if (dot < 0) return false;
  const given = Buffer.from(orderId.slice(dot + 1), 'base64url');
  const expected = Buffer.from(orderSignature(secret, orderId.slice(0, dot)), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const notificationSchema = z.object({
  merchantId: z.string(),
  orderId: z.string().min(1).max(200),
  status: z.enum(['paid', 'failed']),
  amount: z.union([z.int().positive(), z.string().regex(/^[1-9][0-9]{0,17}$/)]),
  currency: z.string().regex(/^[A-Z]{3}$/),
  at: z.string().optional(),
});
export type SandboxNotification = z.infer<typeof notificationSchema>;

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return typeof v === 'string' ? v : undefined;
};

const webhook: WebhookAdapter<SandboxConfig> = {
  merchantOf(rawBody) {
    try {
      const body = JSON.parse(rawBody) as { merchantId?: unknown };
      return typeof body.merchantId === 'string' ? body.merchantId : null;
    } catch {
      return null;
    }
  },
  merchantId: (config) => config.merchantId,
  verify({ rawBody, headers, config, now }) {
    const timestamp = header(headers, SANDBOX_HEADERS.timestamp);
    const signature = header(headers, SANDBOX_HEADERS.signature);
    if (!timestamp || !/^[0-9]{1,15}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature)) {
      return { ok: false, refusal: 'webhook.signature_invalid' };
    }
    const expected = hmac(config.webhookSecret, `${timestamp}.${rawBody}`);
    if (!timingSafeEqual(Buffer.from(signature, 'hex'), expected))
      return { ok: false, refusal: 'webhook.signature_invalid' };
    // Signed, but possibly an old notification played again: only a fresh one is taken.
    if (Math.abs(now.getTime() - Number(timestamp)) > WEBHOOK_WINDOW_MS)
      return { ok: false, refusal: 'webhook.expired' };
    let parsed: SandboxNotification;
    try {
      const result = notificationSchema.safeParse(JSON.parse(rawBody));
      if (!result.success || result.data.merchantId !== config.merchantId)
        return { ok: false, refusal: 'request.invalid' };
      parsed = result.data;
    } catch {
      return { ok: false, refusal: 'request.invalid' };
    }
    return {
      ok: true,
      event: {
        orderId: parsed.orderId,
        status: parsed.status,
        amount: BigInt(parsed.amount),
        currency: parsed.currency,
      },
    };
  },
};

/**
 * The built-in sandbox gateway, integrated exactly as a redirect PSP would be: the order is opened
 * (signed with the merchant secret), the player pays on the gateway's hosted page, and the gateway's
 * signed notification settles the deposit. Outside production only (docs/payments.md).
 */
export const sandboxAdapter: ChannelAdapter<SandboxConfig> = {
  kind: 'sandbox',
  configSchema: sandboxConfigSchema,
  secretKeys: ['webhookSecret'],
  flow: 'redirect',
  publicDetails: () => null,
  async createOrder({ config, deposit, now }) {
    const providerOrderId = encodeOrder(
      {
        merchantId: config.merchantId,
        amount: deposit.amount,
        currency: deposit.currency,
        reference: deposit.id,
        createdAt: now,
      },
      config.webhookSecret,
    );
    return { kind: 'redirect', providerOrderId, redirectUrl: `${SANDBOX_PAY_PATH}/${providerOrderId}` };
  },
  paymentUrl: (providerOrderId) => `${SANDBOX_PAY_PATH}/${providerOrderId}`,
  webhook,
};
