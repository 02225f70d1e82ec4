import type { CreateChannelInput, StaffChannel, UpdateChannelInput } from '../api/contract/adminChannels';
import { CHANNEL_ICONS, type ChannelIcon } from '../api/contract/adminChannels.constants';
import type { ChannelKind } from '../api/contract/wallet.constants';
import { minorToMajorInput } from '../rules/withdrawal';

/**
 * The back office's channel form as data (pages/admin/Channels): what the editor types (text, amounts
 * in major units) and the request body made of it. The checks before sending, and where a server
 * refusal of a field lands on the form, are in channelChecks.ts. Amounts are converted with string
 * arithmetic only (parseStaffAmount): never a float.
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

/** The amounts and the order, read from the draft's text once it passed the checks (src/admin/channelChecks.ts). */
export interface CheckedDraft {
  min: number;
  max: number;
  sort: number;
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
