// Values from the zod-free half of the contract: zod stays out of the browser bundle.
import { deviceId } from '../storage';
import { api } from './client';
import type {
  AgeConfirmation,
  Avatar,
  BindEmail,
  BindMobile,
  Captcha,
  ChangePassword,
  EmailPasswordReset,
  LoginHistoryEntry,
  LoginPayload,
  MemberInfo,
  PaymentPasswordChange,
  PublicKey,
  RegisterPayload,
  RegisterRules,
  SessionInfoBody,
  SmsCodeRequest,
} from './contract/accounts';
import { DEVICE_HEADER, DEVICE_ID_HEADER, ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from './contract/accounts.constants';
import { encryptBody } from './encryptBody';

/**
 * The account calls (spec §7 "Account"). Log-in, registration and the phone password reset send
 * `{ data }` encrypted under the server's public key, with the `Encryption` header; a standalone iOS
 * home-screen app also sends `Device: OTHERS`.
 */

let publicKey: Promise<PublicKey> | undefined;
function serverKey(): Promise<PublicKey> {
  publicKey ??= api<PublicKey>('/accounts/public-key').catch((err: unknown) => {
    publicKey = undefined;
    throw err;
  });
  return publicKey;
}

async function encryptedPost<T>(path: string, method: 'POST' | 'PUT', payload: unknown, standaloneIos: boolean) {
  const body = await encryptBody(payload, await serverKey());
  const headers: Record<string, string> = { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME };
  if (standaloneIos) headers[DEVICE_HEADER] = 'OTHERS';
  // The bonus abuse guard matches a second sign-up from the same browser (docs/bonuses.md).
  const device = path === '/accounts/register' ? deviceId() : null;
  if (device) headers[DEVICE_ID_HEADER] = device;
  return api<T>(path, { method, body, headers });
}

export const accountsApi = {
  captcha: () => api<Captcha>('/accounts/captcha'),
  registerRules: () => api<RegisterRules>('/accounts/register-rules'),
  smsCode: (request: SmsCodeRequest) =>
    api<{ expirationTime: number }>('/accounts/sms-code', { method: 'POST', body: request }),
  checkAffiliate: (code: string, domain: string) =>
    api<{ success: boolean }>('/accounts/affiliate/check', { method: 'POST', body: { code, domain } }),
  login: (payload: LoginPayload, standaloneIos = false) =>
    encryptedPost<SessionInfoBody>('/accounts/login', 'POST', payload, standaloneIos),
  register: (payload: RegisterPayload, standaloneIos = false) =>
    encryptedPost<SessionInfoBody>('/accounts/register', 'PUT', payload, standaloneIos),
  trial: () => api<SessionInfoBody>('/accounts/trial', { method: 'POST' }),
  /** Free play's age gate (issue 19): a birthday, or "I am {ageLimit} or older". */
  confirmAge: (body: AgeConfirmation) =>
    api<{ ageConfirmed: true }>('/accounts/age-confirmation', { method: 'POST', body }),
  logout: () => api<{ ok: true }>('/accounts/session', { method: 'DELETE' }),
  me: () => api<MemberInfo>('/accounts/me'),
  /** Picks a head icon; answers the member as /me now shows it. */
  setAvatar: (avatar: Avatar) => api<MemberInfo>('/accounts/avatar', { method: 'PUT', body: { avatar } }),
  changePassword: (body: ChangePassword) => api<{ ok: true }>('/accounts/password', { method: 'POST', body }),
  forgotPassword: (username: string, email: string) =>
    api<{ ok: true }>('/accounts/password/forgot', { method: 'POST', body: { username, email } }),
  phonePassword: (
    payload: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
    standaloneIos = false,
  ) => encryptedPost<{ ok: true }>('/accounts/password/phone', 'POST', payload, standaloneIos),
  emailPasswordReset: (body: EmailPasswordReset) =>
    api<{ ok: true }>('/accounts/password/email', { method: 'POST', body }),
  bindMobile: (body: BindMobile) => api<{ ok: true }>('/accounts/security/mobile', { method: 'POST', body }),
  emailCode: (email: string) =>
    api<{ expirationTime: number }>('/accounts/security/email-code', { method: 'POST', body: { email } }),
  bindEmail: (body: BindEmail) => api<{ ok: true }>('/accounts/security/email', { method: 'POST', body }),
  paymentPassword: (body: PaymentPasswordChange) =>
    api<{ ok: true }>('/accounts/security/payment-password', { method: 'POST', body }),
  loginHistory: () => api<LoginHistoryEntry[]>('/accounts/security/login-history'),
};
