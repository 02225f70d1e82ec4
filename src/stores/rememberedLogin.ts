import type { LoginType } from '../api/contract/accounts.constants';
import { local } from '../storage';

/**
 * The remembered log-in (spec §3): per log-in method, the username or mobile number, the dialling
 * code, and — only when "Remember password" was ticked — the password, encoded twice with a salt.
 * That encoding is obfuscation, not protection (ADR 0006): anyone with the device can decode it.
 * Nothing is stored unless the player asks.
 */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';
const SALT = 'lumen-play:';

export interface RememberedLogin {
  type: LoginType;
  username: string;
  countryDialingCode?: string;
  /** Decoded; present only when the player ticked "Remember password". */
  password?: string;
}

interface Stored {
  type: LoginType;
  username: string;
  countryDialingCode?: string;
  password?: string;
}

const toBase64 = (text: string) => {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary);
};
const fromBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

/** base64(salt + base64(password)): the spec's "encoded twice with a salt". */
export const encodeRememberedPassword = (password: string) => toBase64(SALT + toBase64(password));

export function decodeRememberedPassword(encoded: string): string | null {
  try {
    const outer = fromBase64(encoded);
    if (!outer.startsWith(SALT)) return null;
    return fromBase64(outer.slice(SALT.length));
  } catch {
    return null;
  }
}

function readAll(): Partial<Record<LoginType, Stored>> {
  const raw = local.get(REMEMBERED_LOGIN_KEY);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<LoginType, Stored>>) : {};
  } catch {
    return {};
  }
}

export function readRememberedLogin(type: LoginType): RememberedLogin | null {
  const entry = readAll()[type];
  if (!entry || typeof entry.username !== 'string') return null;
  const password = typeof entry.password === 'string' ? decodeRememberedPassword(entry.password) : null;
  return {
    type,
    username: entry.username,
    ...(typeof entry.countryDialingCode === 'string' ? { countryDialingCode: entry.countryDialingCode } : {}),
    ...(password !== null ? { password } : {}),
  };
}

/**
 * After a successful log-in: remembers the account for this method, with the password only when
 * `rememberPassword` is on; with it off, any stored password for the method is dropped.
 */
export function rememberLogin(entry: RememberedLogin, rememberPassword: boolean) {
  const all = readAll();
  all[entry.type] = {
    type: entry.type,
    username: entry.username,
    ...(entry.countryDialingCode ? { countryDialingCode: entry.countryDialingCode } : {}),
    ...(rememberPassword && entry.password ? { password: encodeRememberedPassword(entry.password) } : {}),
  };
  local.set(REMEMBERED_LOGIN_KEY, JSON.stringify(all));
}

/** After a password change: the remembered password for the username method follows the new one. */
export function updateRememberedPassword(username: string, password: string) {
  const all = readAll();
  const entry = all.username;
  if (!entry || entry.username !== username || !entry.password) return;
  entry.password = encodeRememberedPassword(password);
  local.set(REMEMBERED_LOGIN_KEY, JSON.stringify(all));
}
