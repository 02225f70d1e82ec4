import type { CreateChannelInput, StaffChannel, UpdateChannelInput } from '../api/contract/adminChannels';
import {
  CHANNEL_CODE_PATTERN,
  CHANNEL_ICONS,
  CHANNEL_LIMITS,
  type ChannelFieldReason,
  type ChannelIcon,
  MANUAL_BANK_LIMITS,
  SANDBOX_LIMITS,
} from '../api/contract/adminChannels.constants';
import type { ChannelKind } from '../api/contract/wallet.constants';
import { parseStaffAmount, type StaffAmountError } from '../rules/staffAmount';
import { minorToMajorInput } from '../rules/withdrawal';

/**
 * The back office's channel form as data (pages/admin/Channels): what the editor types (text, amounts
 * in major units), the checks made before sending (the server's own rules, CHANNEL_LIMITS and the
 * adapters' lengths), the request body, and where a server refusal of a field lands on the form.
 * Amounts are converted with string arithmetic only (parseStaffAmount): never a float.
 */

export interface ChannelDraft {
  code: string;
  kind: ChannelKind;
  nameEn: string;
  nameZh: string;
  icon: ChannelIcon;
  /** Major units as typed, e.g. "100" or "99.50". */
  min: string;
  max: string;
  /** Quick amounts in minor units, in order. */
  quick: number[];
  enabled: boolean;
  sort: string;
  // manual_bank
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  instructionsEn: string;
  instructionsZh: string;
  // sandbox
  merchantId: string;
  /** Empty on an edit: keep the stored secret. */
  secret: string;
}

export type DraftField = keyof ChannelDraft;

/** A refusal of a field: the reason, and for amounts the parser's finer reason. */
export type DraftError =
  | { reason: ChannelFieldReason }
  | { reason: 'amountText'; amount: StaffAmountError }
  | { reason: 'secretLength' };

export type DraftErrors = Partial<Record<DraftField, DraftError>>;

export const DEFAULT_ICON: Record<ChannelKind, ChannelIcon> = { manual_bank: 'bank', sandbox: 'zap' };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function emptyDraft(kind: ChannelKind): ChannelDraft {
  return {
    code: '',
    kind,
    nameEn: '',
    nameZh: '',
    icon: DEFAULT_ICON[kind],
    min: '',
    max: '',
    quick: [],
    enabled: true,
    sort: '100',
    bankName: '',
    accountName: '',
    accountNumber: '',
    branch: '',
    instructionsEn: '',
    instructionsZh: '',
    merchantId: '',
    secret: '',
  };
}

/** The form for an existing channel (the secret stays empty: the server keeps it unless a new one is typed). */
export function draftOf(channel: StaffChannel, digits: number): ChannelDraft {
  const c = channel.config;
  const instructions = c.instructions;
  const inst =
    typeof instructions === 'string'
      ? { en: instructions, 'zh-CN': '' }
      : typeof instructions === 'object' && instructions !== null
        ? (instructions as Record<string, unknown>)
        : {};
  return {
    code: channel.code,
    kind: channel.kind,
    nameEn: channel.name.en,
    nameZh: channel.name['zh-CN'],
    icon: (CHANNEL_ICONS as readonly string[]).includes(channel.icon ?? '')
      ? (channel.icon as ChannelIcon)
      : DEFAULT_ICON[channel.kind],
    min: minorToMajorInput(channel.minAmount, digits),
    max: minorToMajorInput(channel.maxAmount, digits),
    quick: [...channel.quickAmounts].sort((a, b) => a - b),
    enabled: channel.enabled,
    sort: String(channel.sort),
    bankName: str(c.bankName),
    accountName: str(c.accountName),
    accountNumber: str(c.accountNumber),
    branch: str(c.branch),
    instructionsEn: str(inst.en),
    instructionsZh: str(inst['zh-CN']),
    merchantId: str(c.merchantId),
    secret: '',
  };
}

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

export interface CheckedDraft {
  min: number;
  max: number;
  sort: number;
}

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

function settingsOf(draft: ChannelDraft): Record<string, unknown> {
  if (draft.kind === 'manual_bank') {
    const instructions: Record<string, string> = {};
    if (draft.instructionsEn.trim()) instructions.en = draft.instructionsEn.trim();
    if (draft.instructionsZh.trim()) instructions['zh-CN'] = draft.instructionsZh.trim();
    return {
      bankName: draft.bankName.trim(),
      accountName: draft.accountName.trim(),
      accountNumber: draft.accountNumber.trim(),
      ...(draft.branch.trim() ? { branch: draft.branch.trim() } : {}),
      ...(Object.keys(instructions).length > 0 ? { instructions } : {}),
    };
  }
  return { merchantId: draft.merchantId.trim(), ...(draft.secret ? { webhookSecret: draft.secret } : {}) };
}

function editableOf(draft: ChannelDraft, checked: CheckedDraft) {
  return {
    name: { en: draft.nameEn.trim(), 'zh-CN': draft.nameZh.trim() },
    icon: draft.icon,
    minAmount: checked.min,
    maxAmount: checked.max,
    quickAmounts: [...draft.quick],
    enabled: draft.enabled,
    sort: checked.sort,
    config: settingsOf(draft),
  };
}

export const createBody = (draft: ChannelDraft, checked: CheckedDraft): CreateChannelInput => ({
  code: draft.code.trim(),
  kind: draft.kind,
  ...editableOf(draft, checked),
});

export const updateBody = (draft: ChannelDraft, checked: CheckedDraft, updatedAt: string): UpdateChannelInput => ({
  updatedAt,
  ...editableOf(draft, checked),
});

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

/** The order of the form: the first field with an error takes the focus. */
export const DRAFT_FIELD_ORDER: readonly DraftField[] = [
  'code',
  'kind',
  'nameEn',
  'nameZh',
  'icon',
  'min',
  'max',
  'quick',
  'enabled',
  'sort',
  'bankName',
  'accountName',
  'accountNumber',
  'branch',
  'instructionsEn',
  'instructionsZh',
  'merchantId',
  'secret',
];
