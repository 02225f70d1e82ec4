import { describe, expect, it } from 'vitest';
import {
  canDeposit,
  canOpenAgentHome,
  canUseMemberFeatures,
  canUseReferral,
  customerType,
  isAgentType,
  isRealAccount,
  isTestAccount,
  isTrial,
  needsAgentContractCheck,
  openedAccountType,
  showsReadStatus,
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

  it('the agent home admits types other than 0, 4 and 40 (anyone else is replaced to /m/home)', () => {
    expect(TYPES.filter(canOpenAgentHome)).toEqual([1, 2, 41, 42]);
    expect(canOpenAgentHome(undefined)).toBe(false);
  });

  it('home asks for pending contract requests for types other than 4, 40, 41 and 42', () => {
    expect(TYPES.filter(needsAgentContractCheck)).toEqual([0, 1, 2]);
    expect(needsAgentContractCheck(99)).toBe(false);
  });

  it('referral is unavailable to agents and trial accounts', () => {
    expect(TYPES.filter(canUseReferral)).toEqual([0, 40]);
  });

  it('read status shows for every type but 4 (type 4 always reads as read)', () => {
    expect(TYPES.filter((t) => !showsReadStatus(t))).toEqual([4]);
  });

  it('an agent opens players and sub-agents; test agents open test accounts; others open none', () => {
    expect(openedAccountType(1, 'player')).toBe(0);
    expect(openedAccountType(1, 'agent')).toBe(2);
    expect(openedAccountType(2, 'agent')).toBe(2);
    expect(openedAccountType(41, 'player')).toBe(40);
    expect(openedAccountType(42, 'agent')).toBe(42);
    for (const t of [0, 4, 40, undefined]) expect(openedAccountType(t, 'player')).toBeNull();
  });
});
