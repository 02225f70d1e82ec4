import { describe, expect, it } from 'vitest';
import { readSchedule, SCHEDULE_DEFAULTS } from './redRainSchedule';

const values = (over: Partial<typeof SCHEDULE_DEFAULTS>) => ({
  ...SCHEDULE_DEFAULTS,
  budget: '100',
  count: '10',
  minAmount: '1',
  maxAmount: '20',
  ...over,
});

describe('the schedule form', () => {
  it('reads a plan that holds into minor units', () => {
    expect(readSchedule(values({}), 2, 1_000_000)).toEqual({
      plan: { budget: 10_000, count: 10, minAmount: 100, maxAmount: 2_000 },
      errors: {},
    });
  });
  it('says which field is wrong, with the spec-style messages', () => {
    expect(readSchedule(values({ budget: '' }), 2, 1_000_000).errors).toEqual({ budget: 'validation.required' });
    expect(readSchedule(values({ budget: '9.99' }), 2, 1_000_000).errors).toEqual({
      budget: 'redrain:form.budgetBelowMin',
    });
    expect(readSchedule(values({ budget: '200.01' }), 2, 1_000_000).errors).toEqual({
      budget: 'redrain:form.budgetAboveMax',
    });
    expect(readSchedule(values({ count: '0' }), 2, 1_000_000).errors).toEqual({ count: 'redrain:form.countRange' });
    expect(readSchedule(values({ count: 'ten' }), 2, 1_000_000).errors).toEqual({ count: 'redrain:form.countRange' });
    expect(readSchedule(values({ maxAmount: '0.5' }), 2, 1_000_000).errors).toEqual({
      maxAmount: 'redrain:form.maxBelowMin',
    });
    expect(readSchedule(values({}), 2, 9_999).errors).toEqual({ budget: 'redrain:form.budgetAboveBalance' });
  });
});
