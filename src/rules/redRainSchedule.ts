import { moneyErrorKey, parseMoney } from './money';
import { checkRainPlan, type RainPlan } from './redRain';

/** The schedule form's fields, as typed (amounts in major units). */
export interface ScheduleValues {
  /** Seconds from now (one of START_OPTIONS). */
  startIn: string;
  /** Minutes the rain lasts (one of WINDOW_MINUTES). */
  window: string;
  budget: string;
  count: string;
  minAmount: string;
  maxAmount: string;
}

export const START_OPTIONS = [30, 60, 120, 300, 600, 1800, 3600] as const;
export const WINDOW_MINUTES = [1, 2, 3, 5, 10] as const;

export const SCHEDULE_DEFAULTS: ScheduleValues = {
  startIn: '300',
  window: '3',
  budget: '',
  count: '',
  minAmount: '',
  maxAmount: '',
};

type AmountField = 'budget' | 'minAmount' | 'maxAmount';
export type ScheduleErrors = Partial<Record<keyof ScheduleValues, string>>;

const form = (key: string) => `redrain:form.${key}`;

/**
 * Reads the form into a plan and the message key of each wrong field (the same checks as the
 * server's contract: count × min ≤ budget ≤ count × max), plus "more than your balance".
 */
export function readSchedule(
  v: ScheduleValues,
  digits: number,
  balance: number,
): { plan: RainPlan | null; errors: ScheduleErrors } {
  const errors: ScheduleErrors = {};
  const amounts: Partial<Record<AmountField, number>> = {};
  for (const name of ['budget', 'minAmount', 'maxAmount'] as const) {
    const parsed = parseMoney(v[name], { digits });
    if (parsed.ok) amounts[name] = parsed.minor;
    else errors[name] = moneyErrorKey(parsed.error);
  }
  const count = /^\d{1,4}$/.test(v.count.trim()) ? Number(v.count.trim()) : Number.NaN;
  if (v.count.trim() === '') errors.count = 'validation.required';
  else if (!Number.isInteger(count)) errors.count = form('countRange');
  if (Object.keys(errors).length > 0 || Number.isNaN(count)) {
    if (!errors.count && Number.isNaN(count)) errors.count = form('countRange');
    return { plan: null, errors };
  }
  const plan: RainPlan = {
    budget: amounts.budget!,
    count,
    minAmount: amounts.minAmount!,
    maxAmount: amounts.maxAmount!,
  };
  for (const [field, key] of Object.entries(checkRainPlan(plan))) errors[field as keyof ScheduleValues] = form(key);
  if (!errors.budget && plan.budget > balance) errors.budget = form('budgetAboveBalance');
  return { plan: Object.keys(errors).length > 0 ? null : plan, errors };
}
