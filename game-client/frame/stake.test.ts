import { describe, expect, it } from 'vitest';
import { canStep, initialStake, parseRememberedStake, stakeStorageKey, stepStake } from './stake';

const stakes = [20, 40, 100, 200, 400, 1000];

describe('stake selector', () => {
  it('steps up and down the list and stops at either end', () => {
    expect(stepStake(stakes, 20, 1)).toBe(40);
    expect(stepStake(stakes, 100, -1)).toBe(40);
    expect(stepStake(stakes, 1000, 1)).toBe(1000);
    expect(stepStake(stakes, 20, -1)).toBe(20);
  });
  it('falls back to the smallest stake for one the game does not offer', () => {
    expect(stepStake(stakes, 33, 1)).toBe(20);
    expect(initialStake(stakes, 33)).toBe(20);
    expect(initialStake(stakes, 200)).toBe(200);
    expect(initialStake(stakes, null)).toBe(20);
    expect(initialStake([], null)).toBe(0);
  });
  it('says whether a step is possible, as the selector disables its buttons', () => {
    expect(canStep(stakes, 20, -1)).toBe(false);
    expect(canStep(stakes, 20, 1)).toBe(true);
    expect(canStep(stakes, 1000, 1)).toBe(false);
    expect(canStep(stakes, 33, -1)).toBe(true);
    expect(canStep([50], 50, 1)).toBe(false);
  });
});

describe('remembered stake', () => {
  it('is kept per game', () => {
    expect(stakeStorageKey('lumen-lucky-sevens')).toBe('stake:lumen-lucky-sevens');
  });
  it('reads back only a positive whole number', () => {
    expect(parseRememberedStake('200')).toBe(200);
    expect(parseRememberedStake(null)).toBeNull();
    expect(parseRememberedStake('')).toBeNull();
    expect(parseRememberedStake('0')).toBeNull();
    expect(parseRememberedStake('1.5')).toBeNull();
    expect(parseRememberedStake('abc')).toBeNull();
    expect(parseRememberedStake('99999999999999999999')).toBeNull();
  });
});
