import {
  CHANNEL_CODE_PATTERN,
  CHANNEL_ICONS,
  CHANNEL_LIMITS,
  type ChannelFieldReason,
  isChannelFieldReason,
  MANUAL_BANK_LIMITS,
  SANDBOX_LIMITS,
} from '../api/contract/adminChannels.constants';
import { parseStaffAmount, type StaffAmountError } from '../rules/staffAmount';
import type { ChannelDraft, CheckedDraft, DraftField } from './channelDraft';
import { ADMIN_NS } from './i18n';

/**
 * The channel form's checks (pages/admin/Channels): the server's own rules (CHANNEL_LIMITS and the
 * adapters' lengths) made before sending, the i18n key each refusal reads as, the same checks as a
 * Standard Schema for the form kit (useKitForm), and where a server refusal of a field lands.
 */

/** A refusal of a field: the reason, and for amounts the parser's finer reason. */
export type DraftError =
  | { reason: ChannelFieldReason }
  | { reason: 'amountText'; amount: StaffAmountError }
  | { reason: 'secretLength' };

export type DraftErrors = Partial<Record<DraftField, DraftError>>;

/** Adds a typed quick amount to the list, or says why not. */
export function addQuick(
  draft: Pick<ChannelDraft, 'quick' | 'min' | 'max'>,
  text: string,
  digits: number,
): { ok: true; quick: number[] } | { ok: false; error: DraftError } {
  const parsed = parseStaffAmount(text, digits);
  if (!parsed.ok) return { ok: false, error: { reason: 'amountText', amount: parsed.error } };
  if (draft.quick.length >= CHANNEL_LIMITS.quickMax) return { ok: false, error: { reason: 'quickTooMany' } };
  if (draft.quick.includes(parsed.minor)) return { ok: false, error: { reason: 'quickDuplicate' } };
  const min = parseStaffAmount(draft.min, digits);
  const max = parseStaffAmount(draft.max, digits);
  if ((min.ok && parsed.minor < min.minor) || (max.ok && parsed.minor > max.minor)) {
    return { ok: false, error: { reason: 'quickRange' } };
  }
  return { ok: true, quick: [...draft.quick, parsed.minor].sort((a, b) => a - b) };
}

const within = (text: string, max: number, required: boolean): DraftError | undefined => {
  const v = text.trim();
  if (!v) return required ? { reason: 'required' } : undefined;
  return v.length > max ? { reason: 'tooLong' } : undefined;
};

/**
 * The checks made before sending, field by field, in the order of the form (the first one gets the
 * focus). `creating`: the code and the kind are chosen, and a gateway's secret is required.
 */
export function checkDraft(
  draft: ChannelDraft,
  digits: number,
  creating: boolean,
): { ok: true; value: CheckedDraft } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const set = (field: DraftField, error: DraftError | undefined) => {
    if (error && !errors[field]) errors[field] = error;
  };
  if (creating) {
    const code = draft.code.trim();
    set('code', !code ? { reason: 'required' } : CHANNEL_CODE_PATTERN.test(code) ? undefined : { reason: 'format' });
  }
  set('nameEn', within(draft.nameEn, CHANNEL_LIMITS.nameMax, true));
  set('nameZh', within(draft.nameZh, CHANNEL_LIMITS.nameMax, true));
  if (!(CHANNEL_ICONS as readonly string[]).includes(draft.icon)) set('icon', { reason: 'icon' });
  const min = parseStaffAmount(draft.min, digits);
  const max = parseStaffAmount(draft.max, digits);
  if (!min.ok) set('min', { reason: 'amountText', amount: min.error });
  if (!max.ok) set('max', { reason: 'amountText', amount: max.error });
  if (min.ok && max.ok && min.minor > max.minor) set('max', { reason: 'minAboveMax' });
  if (draft.quick.length > CHANNEL_LIMITS.quickMax) set('quick', { reason: 'quickTooMany' });
  else if (new Set(draft.quick).size !== draft.quick.length) set('quick', { reason: 'quickDuplicate' });
  else if (min.ok && max.ok && min.minor <= max.minor && draft.quick.some((q) => q < min.minor || q > max.minor)) {
    set('quick', { reason: 'quickRange' });
  }
  const sortText = draft.sort.trim();
  const sort = /^\d{1,5}$/.test(sortText) ? Number(sortText) : Number.NaN;
  if (!(sort >= CHANNEL_LIMITS.sortMin && sort <= CHANNEL_LIMITS.sortMax)) set('sort', { reason: 'sort' });

  if (draft.kind === 'manual_bank') {
    set('bankName', within(draft.bankName, MANUAL_BANK_LIMITS.bankName, true));
    set('accountName', within(draft.accountName, MANUAL_BANK_LIMITS.accountName, true));
    set('accountNumber', within(draft.accountNumber, MANUAL_BANK_LIMITS.accountNumber, true));
    set('branch', within(draft.branch, MANUAL_BANK_LIMITS.branch, false));
    set('instructionsEn', within(draft.instructionsEn, MANUAL_BANK_LIMITS.instructions, false));
    set('instructionsZh', within(draft.instructionsZh, MANUAL_BANK_LIMITS.instructions, false));
  } else {
    const merchant = draft.merchantId.trim();
    set(
      'merchantId',
      !merchant ? { reason: 'required' } : SANDBOX_LIMITS.merchantId.test(merchant) ? undefined : { reason: 'format' },
    );
    // The secret is taken as typed (spaces count): it must equal the gateway's byte for byte.
    const secret = draft.secret;
    if (!secret && creating) set('secret', { reason: 'required' });
    else if (secret && (secret.length < SANDBOX_LIMITS.secretMin || secret.length > SANDBOX_LIMITS.secretMax)) {
      set('secret', { reason: 'secretLength' });
    }
  }
  if (Object.keys(errors).length > 0 || !min.ok || !max.ok) return { ok: false, errors };
  return { ok: true, value: { min: min.minor, max: max.minor, sort } };
}

/** The form field a server `fields` key names (`config.instructions.en` → instructionsEn), if any. */
export function draftFieldOf(key: string): DraftField | null {
  const k = key.replace(/^body\./, '');
  const direct: Record<string, DraftField> = {
    code: 'code',
    kind: 'kind',
    'name.en': 'nameEn',
    'name.zh-CN': 'nameZh',
    icon: 'icon',
    minAmount: 'min',
    maxAmount: 'max',
    enabled: 'enabled',
    sort: 'sort',
    'config.bankName': 'bankName',
    'config.accountName': 'accountName',
    'config.accountNumber': 'accountNumber',
    'config.branch': 'branch',
    'config.instructions': 'instructionsEn',
    'config.instructions.en': 'instructionsEn',
    'config.instructions.zh-CN': 'instructionsZh',
    'config.merchantId': 'merchantId',
    'config.webhookSecret': 'secret',
  };
  if (direct[k]) return direct[k];
  if (k === 'quickAmounts' || k.startsWith('quickAmounts.')) return 'quick';
  return null;
}

/** The i18n key of a field's refusal (its values, such as `{{digits}}`, come from `draftMessageValues`). */
export function draftErrorKey(field: DraftField, e: DraftError): string {
  const key = (k: string) => `${ADMIN_NS}:channels.fieldErrors.${k}`;
  if (e.reason === 'amountText') return key(`amountText.${e.amount}`);
  if (e.reason === 'format' && field === 'code') return key('codeFormat');
  if (e.reason === 'format' && field === 'merchantId') return key('merchantFormat');
  return key(e.reason);
}

/** The interpolation values of a field's messages: the decimals of an amount, the limits of a number. */
export function draftMessageValues(field: DraftField, digits: number): Record<string, unknown> | undefined {
  switch (field) {
    case 'min':
    case 'max':
      return { digits };
    case 'quick':
      return { digits, max: CHANNEL_LIMITS.quickMax };
    case 'sort':
      return { min: CHANNEL_LIMITS.sortMin, max: CHANNEL_LIMITS.sortMax };
    case 'secret':
      return { min: SANDBOX_LIMITS.secretMin, max: SANDBOX_LIMITS.secretMax };
    default:
      return undefined;
  }
}

/** A Standard Schema issue: an i18n key on a field. */
interface Issue {
  message: string;
  path: [DraftField];
}

/**
 * `checkDraft` as a Standard Schema (what `useKitForm({ schema })` takes): each refusal is an issue
 * whose message is its i18n key; a draft that passes comes back as it is.
 */
export function channelDraftSchema(digits: number, creating: boolean) {
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'channel-draft',
      validate: (value: unknown): { value: ChannelDraft } | { issues: Issue[] } => {
        const draft = value as ChannelDraft;
        const checked = checkDraft(draft, digits, creating);
        if (checked.ok) return { value: draft };
        const issues = (Object.entries(checked.errors) as [DraftField, DraftError][]).map(
          ([field, e]): Issue => ({ message: draftErrorKey(field, e), path: [field] }),
        );
        return { issues };
      },
    },
  };
}

/** A 400 request.invalid's `fields` on the form: field → i18n key (an unknown reason reads as "format"). */
export function serverFieldErrors(fields: Readonly<Record<string, string>>): Partial<Record<DraftField, string>> {
  const out: Partial<Record<DraftField, string>> = {};
  for (const [key, reason] of Object.entries(fields)) {
    const field = draftFieldOf(key);
    if (field) out[field] ??= draftErrorKey(field, { reason: isChannelFieldReason(reason) ? reason : 'format' });
  }
  return out;
}
