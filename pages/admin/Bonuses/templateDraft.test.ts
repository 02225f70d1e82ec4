import { describe, expect, it } from 'vitest';
import type { BonusTemplate } from '../../../src/api/contract/adminBonus';
import { issueKey } from './issueKey';
import { draftOf, emptyDraft, fieldsFor, readDraft } from './templateDraft';

const code = () => ({ ...emptyDraft(), name: 'Lucky', trigger: 'code' as const, code: 'LUCKY888' });

describe('the bonus template draft', () => {
  it('reads a code template typed in major units into minor units, without floats', () => {
    const d = code();
    d.money.fixedAmount = '8.88';
    d.money.maxBet = '1,000';
    d.contributions = { default: '100', LIVE: '10', RNG: '' };
    const read = readDraft(d, 2);
    expect(read).toMatchObject({
      ok: true,
      input: {
        name: 'Lucky',
        trigger: 'code',
        code: 'LUCKY888',
        fixedAmount: 888,
        percent: null,
        maxBet: 100_000,
        depositNth: null,
        contributions: { default: 100, LIVE: 10 },
        wageringMultiple: 10,
        validDays: 7,
      },
    });
  });

  it('reads a deposit percent bonus with its cap, nth deposit and range; hidden fields are sent as null', () => {
    const d = { ...emptyDraft(), name: 'Welcome', trigger: 'deposit' as const, pays: 'percent' as const };
    d.percent = '120';
    d.money.maxAmount = '3000';
    d.money.fixedAmount = '5';
    d.money.minDeposit = '100';
    d.depositNth = '1';
    d.code = 'IGNORED';
    const read = readDraft(d, 2);
    expect(read).toMatchObject({
      ok: true,
      input: { percent: 120, maxAmount: 300_000, fixedAmount: null, minDeposit: 10_000, depositNth: 1, code: null },
    });
  });

  it('puts each problem on its field: required, decimals, range, code format', () => {
    const d = { ...code(), name: ' ', code: 'x' };
    d.money.fixedAmount = '1.234';
    expect(readDraft(d, 2)).toEqual({
      ok: false,
      errors: { name: 'required', code: 'codeFormat', fixedAmount: 'amountDecimals' },
    });
    const dep = { ...emptyDraft(), name: 'D', trigger: 'deposit' as const, pays: 'fixed' as const };
    dep.money.fixedAmount = '10';
    dep.money.minDeposit = '500';
    dep.money.maxDeposit = '100';
    expect(readDraft(dep, 2)).toEqual({ ok: false, errors: { maxDeposit: 'range' } });
  });

  it('shows the fields a trigger has', () => {
    expect(fieldsFor({ trigger: 'code', pays: 'percent' })).toMatchObject({
      code: true,
      fixedAmount: true,
      percent: false,
    });
    expect(fieldsFor({ trigger: 'deposit', pays: 'percent' })).toMatchObject({
      percent: true,
      fixedAmount: false,
      depositNth: true,
    });
  });

  it('turns a saved template back into a draft in major units', () => {
    const t = {
      id: 'x',
      name: 'Welcome',
      trigger: 'deposit',
      depositNth: 1,
      code: null,
      percent: 120,
      fixedAmount: null,
      maxAmount: 300_000,
      minDeposit: null,
      maxDeposit: null,
      wageringMultiple: 10,
      wageringBasis: 'bonus',
      contributions: { default: 100, LIVE: 10 },
      maxBet: 888,
      validDays: 7,
      conversionCap: null,
      forfeitOnWithdrawal: true,
      oncePerPerson: true,
      startsAt: null,
      endsAt: null,
      enabled: true,
      granted: 0,
      active: 0,
      updatedAt: '2026-11-27T00:00:00Z',
    } satisfies BonusTemplate;
    const d = draftOf(t, 2);
    expect(d).toMatchObject({
      pays: 'percent',
      percent: '120',
      depositNth: '1',
      contributions: { default: '100', LIVE: '10' },
    });
    expect(d.money).toMatchObject({ maxAmount: '3000', maxBet: '8.88', fixedAmount: '' });
    expect(readDraft(d, 2)).toMatchObject({ ok: true, input: { maxAmount: 300_000, maxBet: 888 } });
  });

  it('reads the server’s validation keys and nothing else', () => {
    expect(issueKey('validation.percentOrFixed')).toBe('percentOrFixed');
    expect(issueKey('Too small: expected number to be >=1')).toBe('invalid');
    expect(issueKey(undefined)).toBe('invalid');
  });
});
