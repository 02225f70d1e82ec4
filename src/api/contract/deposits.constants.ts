/**
 * Deposit values the browser needs without zod (the schemas live in deposits.ts, server and tests
 * only). Amounts on the wire are integers in minor units (ADR 0007).
 */

/**
 * What becomes of a deposit. Manual bank transfers: pending → confirmed | rejected (staff).
 * Gateway orders: created → paid | failed (the gateway's signed webhook), or abandoned (the player
 * left the gateway's page, or the order expired). Only confirmed and paid credit the wallet.
 */
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'rejected', 'created', 'paid', 'failed', 'abandoned'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Statuses that will not change any more (a late gateway payment can still turn `abandoned` into `paid`). */
export const FINAL_DEPOSIT_STATUSES: readonly DepositStatus[] = ['confirmed', 'rejected', 'paid', 'failed'];

/** The player's transfer reference for a manual bank transfer: required, this many characters. */
export const DEPOSIT_REFERENCE = { min: 4, max: 64 } as const;

/** Staff's reason for rejecting a deposit. */
export const DEPOSIT_REJECT_REASON_MAX = 200;

/** The member's deposit list and the staff queue: rows per page. */
export const DEPOSIT_PAGE_SIZE = 25;

/**
 * A gateway order the player has not paid after this long is abandoned (the hosted page refuses it
 * too). A payment the gateway still reports later is credited all the same.
 */
export const GATEWAY_ORDER_TTL_MS = 30 * 60_000;

/** Where the gateway sends the player back to: the result page, `?deposit=<id>`. */
export const DEPOSIT_RESULT_PATH = '/m/voucherCenter/result';

/** The built-in sandbox gateway's hosted payment pages: `/sandbox-pay/<orderId>`. */
export const SANDBOX_PAY_PATH = '/sandbox-pay';

/** The result page asks again this often while the gateway has not answered, and gives up after this long. */
export const DEPOSIT_POLL = { intervalMs: 2_000, maxMs: 120_000 } as const;
