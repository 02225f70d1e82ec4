import { describe, expect, it } from 'vitest';
import { greeting, memberDisplayName } from './memberName';

describe('memberDisplayName', () => {
  it('prefers the nickname over the account', () => {
    expect(memberDisplayName({ nickname: 'Lucky Lin', account: 'mec8e6a69c' })).toBe('Lucky Lin');
  });

  it('trims, and falls back to the account when the nickname is missing or blank', () => {
    expect(memberDisplayName({ nickname: '  Lin ', account: 'lin8812' })).toBe('Lin');
    expect(memberDisplayName({ nickname: ' ', account: 'lin8812' })).toBe('lin8812');
    expect(memberDisplayName({ nickname: null, account: 'lin8812' })).toBe('lin8812');
    expect(memberDisplayName({ account: 'lin8812' })).toBe('lin8812');
  });

  it('is null with nobody to name', () => {
    expect(memberDisplayName(undefined)).toBeNull();
    expect(memberDisplayName({ nickname: '', account: ' ' })).toBeNull();
  });
});

describe('greeting', () => {
  it('welcomes the first session of an account, by nickname', () => {
    expect(greeting({ userName: 'mec8e6a69c', nickname: 'Lucky Lin', firstTimeLogin: true })).toEqual({
      key: 'home.welcomeFirst',
      name: 'Lucky Lin',
    });
  });

  it('welcomes a return back, by the account name when there is no nickname', () => {
    expect(greeting({ userName: 'mec8e6a69c', nickname: null, firstTimeLogin: false })).toEqual({
      key: 'home.welcomeBack',
      name: 'mec8e6a69c',
    });
  });

  it('uses the account name for a session stored before nicknames were kept', () => {
    expect(greeting({ userName: 'demo', firstTimeLogin: true })).toEqual({ key: 'home.welcomeFirst', name: 'demo' });
  });
});
