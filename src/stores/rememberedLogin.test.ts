import { beforeEach, describe, expect, it } from 'vitest';
import {
  decodeRememberedPassword,
  encodeRememberedPassword,
  REMEMBERED_LOGIN_KEY,
  readRememberedLogin,
  rememberLogin,
  updateRememberedPassword,
} from './rememberedLogin';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

describe('remembered log-in (spec §3)', () => {
  it('encodes the password twice with a salt, and decodes it back (any script)', () => {
    for (const pw of ['demo1234', 'pässwörd', '密码abc123', '']) {
      const encoded = encodeRememberedPassword(pw);
      expect(encoded).not.toContain(pw || '\u0000');
      expect(atob(encoded).startsWith('lumen-play:')).toBe(true);
      expect(decodeRememberedPassword(encoded)).toBe(pw);
    }
  });

  it('refuses to decode junk', () => {
    expect(decodeRememberedPassword('not base64!')).toBeNull();
    expect(decodeRememberedPassword(btoa('other-salt:xyz'))).toBeNull();
  });

  it('stores the password only when "Remember password" is ticked', () => {
    rememberLogin({ type: 'username', username: 'demo', password: 'demo1234' }, false);
    expect(readRememberedLogin('username')).toEqual({ type: 'username', username: 'demo' });
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain('demo1234');
    rememberLogin({ type: 'username', username: 'demo', password: 'demo1234' }, true);
    expect(readRememberedLogin('username')).toEqual({ type: 'username', username: 'demo', password: 'demo1234' });
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain('demo1234');
    // Unticking later drops the stored password.
    rememberLogin({ type: 'username', username: 'demo', password: 'demo1234' }, false);
    expect(readRememberedLogin('username')?.password).toBeUndefined();
  });

  it('keeps one entry per method, so switching tab reloads that method’s credentials', () => {
    rememberLogin({ type: 'username', username: 'demo', password: 'demo1234' }, true);
    rememberLogin({ type: 'sms', username: '13800138000', countryDialingCode: '+86' }, false);
    expect(readRememberedLogin('username')?.username).toBe('demo');
    expect(readRememberedLogin('sms')).toEqual({ type: 'sms', username: '13800138000', countryDialingCode: '+86' });
  });

  it('follows a password change for the same username only', () => {
    rememberLogin({ type: 'username', username: 'demo', password: 'old12345' }, true);
    updateRememberedPassword('someone', 'new12345');
    expect(readRememberedLogin('username')?.password).toBe('old12345');
    updateRememberedPassword('demo', 'new12345');
    expect(readRememberedLogin('username')?.password).toBe('new12345');
  });

  it('survives damaged storage', () => {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, '{broken');
    expect(readRememberedLogin('username')).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ username: { username: 5 } }));
    expect(readRememberedLogin('username')).toBeNull();
  });
});
