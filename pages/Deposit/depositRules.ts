import type { DepositChannel } from '../../src/api/contract/deposits';
import { DEPOSIT_REFERENCE } from '../../src/api/contract/deposits.constants';
import { parseMajorAmount } from '../../src/rules/withdrawal';

/** A field's message as an i18n key and its values, translated at render time. */
export interface Message {
  key: string;
  values?: Record<string, unknown>;
  /** Values that are amounts in minor units: the page formats them as money. */
  amounts?: Record<string, number>;
  /** The key is in the common namespace (`validation.required`), not the wallet's. */
  common?: boolean;
}

export interface DepositErrors {
  amount?: Message;
  reference?: Message;
}

type Range = Pick<DepositChannel, 'minAmount' | 'maxAmount'>;

const required: Message = { key: 'validation.required', common: true };
const referenceRange: Message = { key: 'deposit.errors.reference', values: { ...DEPOSIT_REFERENCE } };
const below = (c: Range): Message => ({ key: 'deposit.errors.amountMin', amounts: { min: c.minAmount } });
const above = (c: Range): Message => ({ key: 'deposit.errors.amountMax', amounts: { max: c.maxAmount } });

/**
 * What is wrong with a deposit as typed: the amount (integer minor units, parsed without floats,
 * within the channel's range) and, for a bank transfer, the reference. Amounts stay minor units
 * (`amounts`); the page formats them.
 */
export function checkDeposit(input: {
  amountText: string;
  reference: string;
  manual: boolean;
  channel: Range;
  digits: number;
}): { errors: DepositErrors; minor: number | null } {
  const errors: DepositErrors = {};
  const parsed = parseMajorAmount(input.amountText, input.digits);
  if (parsed.error === 'validation.required') errors.amount = required;
  else if (parsed.error) errors.amount = { key: 'deposit.errors.amountFormat' };
  else if (parsed.minor < input.channel.minAmount) errors.amount = below(input.channel);
  else if (parsed.minor > input.channel.maxAmount) errors.amount = above(input.channel);
  if (input.manual) {
    const ref = input.reference.trim();
    if (!ref) errors.reference = required;
    else if (ref.length < DEPOSIT_REFERENCE.min || ref.length > DEPOSIT_REFERENCE.max)
      errors.reference = referenceRange;
  }
  return { errors, minor: parsed.minor };
}

/** The server's field keys (a 400 `request.invalid`) in this page's words, with the channel's numbers. */
export function depositServerErrors(fields: Record<string, string>, channel: Range): DepositErrors {
  const errors: DepositErrors = {};
  const amount = fields.amount ?? fields['body.amount'];
  if (amount === 'validation.amountMin') errors.amount = below(channel);
  else if (amount === 'validation.amountMax') errors.amount = above(channel);
  else if (amount) errors.amount = { key: 'deposit.errors.amountFormat' };
  if (fields.reference ?? fields['body.reference']) errors.reference = referenceRange;
  return errors;
}

/** A message as the form kit's key: the wallet namespace's keys carry their namespace. */
export const kitKey = (m: Message) => (m.common ? m.key : `wallet:${m.key}`);
