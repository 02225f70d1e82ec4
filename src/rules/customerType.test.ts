import { describe, expect, it } from 'vitest';
import {
  canDeposit,
  canUseMemberFeatures,
  customerType,
  isAgentType,
  isRealAccount,
  isTestAccount,
  isTrial,
  needsAgentContractCheck,
} from './customerType';

const TYPES = [0, 1, 2, 4, 40, 41, 42];

describe('customer types (spec §6)', () => {
  it('keeps known types and treats anything else as trial (4)', () => {
    for (const t of TYPES) expect(customerType(t)).toBe(t);
    for (const t of [3, 5, 43, -1, 0.5, '0', null, undefined, Number.NaN]) expect(customerType(t)).toBe(4);
  });

  it('real accounts are 0, 1 and 2, and only they may deposit', () => {
    expect(TYPES.filter(isRealAccount)).toEqual([0, 1, 2]);
    expect(TYPES.filter(canDeposit)).toEqual([0, 1, 2]);
    expect(canDeposit(undefined)).toBe(false);
  });

  it('trial is 4; it is refused inbox, live chat, mark-read and the member centre', () => {
    expect(TYPES.filter(isTrial)).toEqual([4]);
    expect(TYPES.filter((t) => !canUseMemberFeatures(t))).toEqual([4]);
    expect(canUseMemberFeatures(99)).toBe(false);
  });

  it('test accounts are 40, 41 and 42', () => {
    expect(TYPES.filter(isTestAccount)).toEqual([40, 41, 42]);
  });

  it('the agent home is allowed for types other than 0, 4 and 40', () => {
    expect(TYPES.filter((t) => !isAgentType(t))).toEqual([0, 4, 40]);
  });

  it('the agent-contract check skips 4, 40, 41 and 42 (and players)', () => {
    expect(TYPES.filter(needsAgentContractCheck)).toEqual([1, 2]);
  });
});
