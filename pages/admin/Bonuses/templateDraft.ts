import {
  type BonusTemplate,
  CONTRIBUTION_CATEGORIES,
  type TemplateInput,
  templateInputSchema,
} from '../../../src/api/contract/adminBonus';
import { parseStaffAmount } from '../../../src/rules/staffAmount';
import { minorToMajorInput } from '../../../src/rules/withdrawal';
import { issueKey } from './issueKey';

/**
 * The template editor's draft: what staff type (amounts in major units, numbers as text), and its
 * reading into the contract's input (amounts in integer minor units, never through a float). Field
 * errors are i18n keys under `bonus.validation`.
 */

export type PaysKind = 'percent' | 'fixed';
export type MoneyKey = 'fixedAmount' | 'maxAmount' | 'minDeposit' | 'maxDeposit' | 'maxBet' | 'conversionCap';
export const MONEY_KEYS: readonly MoneyKey[] = [
  'fixedAmount',
  'maxAmount',
  'minDeposit',
  'maxDeposit',
  'maxBet',
  'conversionCap',
];

export interface TemplateDraft {
  name: string;
  trigger: TemplateInput['trigger'];
  /** A deposit bonus pays a percent of the deposit or a fixed amount; the others a fixed amount. */
  pays: PaysKind;
  depositNth: string;
  code: string;
  percent: string;
  money: Record<MoneyKey, string>;
  wageringMultiple: string;
  wageringBasis: TemplateInput['wageringBasis'];
  /** Percent per category as text; `default` always, a blank category takes the default. */
  contributions: Record<string, string>;
  validDays: string;
  forfeitOnWithdrawal: boolean;
  oncePerPerson: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  enabled: boolean;
}

export type DraftErrors = Partial<Record<string, string>>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function emptyDraft(): TemplateDraft {
  return {
    name: '',
    trigger: 'code',
    pays: 'fixed',
    depositNth: '',
    code: '',
    percent: '',
    money: { fixedAmount: '', maxAmount: '', minDeposit: '', maxDeposit: '', maxBet: '', conversionCap: '' },
    wageringMultiple: '10',
    wageringBasis: 'bonus',
    contributions: { default: '100' },
    validDays: '7',
    forfeitOnWithdrawal: true,
    oncePerPerson: true,
    startsAt: null,
    endsAt: null,
    enabled: true,
  };
}

export function draftOf(t: BonusTemplate, digits: number): TemplateDraft {
  const money = (n: number | null) => (n === null ? '' : minorToMajorInput(n, digits));
  const contributions: Record<string, string> = { default: text(t.contributions.default ?? 100) };
  for (const c of CONTRIBUTION_CATEGORIES)
    if (t.contributions[c] !== undefined) contributions[c] = text(t.contributions[c]);
  return {
    name: t.name,
    trigger: t.trigger,
    pays: t.percent !== null ? 'percent' : 'fixed',
    depositNth: text(t.depositNth),
    code: t.code ?? '',
    percent: text(t.percent),
    money: {
      fixedAmount: money(t.fixedAmount),
      maxAmount: money(t.maxAmount),
      minDeposit: money(t.minDeposit),
      maxDeposit: money(t.maxDeposit),
      maxBet: money(t.maxBet),
      conversionCap: money(t.conversionCap),
    },
    wageringMultiple: text(t.wageringMultiple),
    wageringBasis: t.wageringBasis,
    contributions,
    validDays: text(t.validDays),
    forfeitOnWithdrawal: t.forfeitOnWithdrawal,
    oncePerPerson: t.oncePerPerson,
    startsAt: t.startsAt ? new Date(t.startsAt) : null,
    endsAt: t.endsAt ? new Date(t.endsAt) : null,
    enabled: t.enabled,
  };
}

/** Which fields a trigger shows. */
export function fieldsFor(d: Pick<TemplateDraft, 'trigger' | 'pays'>) {
  const deposit = d.trigger === 'deposit';
  return {
    paysChoice: deposit,
    percent: deposit && d.pays === 'percent',
    maxAmount: deposit && d.pays === 'percent',
    fixedAmount: !deposit || d.pays === 'fixed',
    depositNth: deposit,
    depositRange: deposit,
    code: d.trigger === 'code',
  };
}

const INT = /^\d+$/;

/** Reads the draft; on success the input the server takes (checked by the contract's own schema). */
export function readDraft(
  d: TemplateDraft,
  digits: number,
): { ok: true; input: TemplateInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const show = fieldsFor(d);
  const int = (key: string, v: string, opts: { required: boolean; min: number; max: number }): number | null => {
    const s = v.trim();
    if (!s) {
      if (opts.required) errors[key] = 'required';
      return null;
    }
    const n = INT.test(s) ? Number(s) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < opts.min || n > opts.max) {
      errors[key] = 'wholeNumber';
      return null;
    }
    return n;
  };
  const money = (key: MoneyKey, shown: boolean, required = false): number | null => {
    const s = d.money[key];
    if (!shown || !s.trim()) {
      if (shown && required) errors[key] = 'required';
      return null;
    }
    const parsed = parseStaffAmount(s, digits);
    if (!parsed.ok) {
      errors[key] =
        parsed.error === 'required' ? 'required' : `amount${parsed.error[0]?.toUpperCase()}${parsed.error.slice(1)}`;
      return null;
    }
    return parsed.minor;
  };
  const name = d.name.trim();
  if (!name) errors.name = 'required';
  const contributions: Record<string, number> = {};
  for (const [k, v] of Object.entries(d.contributions)) {
    if (k !== 'default' && !v.trim()) continue;
    const n = int(`contributions.${k}`, v, { required: true, min: 0, max: 100 });
    if (n !== null) contributions[k] = n;
  }
  const code = d.code.trim();
  if (show.code && !code) errors.code = 'required';
  else if (show.code && !/^[A-Za-z0-9_-]{3,32}$/.test(code)) errors.code = 'codeFormat';
  const candidate = {
    name,
    trigger: d.trigger,
    depositNth: show.depositNth ? int('depositNth', d.depositNth, { required: false, min: 1, max: 100 }) : null,
    code: show.code ? code || null : null,
    percent: show.percent ? int('percent', d.percent, { required: true, min: 1, max: 1000 }) : null,
    fixedAmount: money('fixedAmount', show.fixedAmount, true),
    maxAmount: money('maxAmount', show.maxAmount),
    minDeposit: money('minDeposit', show.depositRange),
    maxDeposit: money('maxDeposit', show.depositRange),
    wageringMultiple: int('wageringMultiple', d.wageringMultiple, { required: true, min: 0, max: 200 }) ?? 0,
    wageringBasis: d.wageringBasis,
    contributions: { default: 100, ...contributions },
    maxBet: money('maxBet', true),
    validDays: int('validDays', d.validDays, { required: true, min: 1, max: 365 }) ?? 1,
    conversionCap: money('conversionCap', true),
    forfeitOnWithdrawal: d.forfeitOnWithdrawal,
    oncePerPerson: d.oncePerPerson,
    startsAt: d.startsAt ? d.startsAt.toISOString() : null,
    endsAt: d.endsAt ? d.endsAt.toISOString() : null,
    enabled: d.enabled,
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = templateInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'name';
      errors[key] ??= issueKey(issue.message);
    }
    return { ok: false, errors };
  }
  return { ok: true, input: parsed.data };
}
