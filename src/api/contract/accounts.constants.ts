/**
 * Plain constants of the accounts contract, with no zod: the browser bundle imports these, while
 * the schemas in accounts.ts stay on the server (zod is not in the client bundle).
 */

export const CUSTOMER_TYPES = {
  player: 0,
  agent: 1,
  subAgent: 2,
  trial: 4,
  testPlayer: 40,
  testAgent: 41,
  testSubAgent: 42,
} as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[keyof typeof CUSTOMER_TYPES];

export const MEMBER_STATUSES = ['active', 'disabled', 'self_excluded'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * The head icons a member may pick (spec §8, head icon): keys, not pictures, so each app draws them
 * in its own art and the server stores a short, checked value.
 */
export const AVATARS = ['ace', 'crown', 'gem', 'rocket', 'flame', 'star', 'clover', 'dice'] as const;
export type Avatar = (typeof AVATARS)[number];

export const ACCOUNT_LIMITS = {
  usernameMin: 4,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 20,
  mobileMax: 20,
  smsCodeMax: 10,
  captchaLength: 6,
  emailMax: 100,
  nicknameMax: 30,
  affiliateCodeMax: 32,
} as const;

/** SMS code lifetime and resend wait: the 60 s countdown of spec §4. */
export const SMS_CODE_TTL_SECONDS = 60;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** RSA-OAEP (SHA-256) wraps a fresh AES-256-GCM key per request; the key encrypts the JSON payload. */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
export const ENCRYPTION_HEADER = 'encryption';
/** A standalone iOS home-screen app sends `Device: OTHERS` (spec §7). */
export const DEVICE_HEADER = 'device';
/** The browser's random device id (16–64 of A–Z a–z 0–9 _ -), kept in local storage: the bonus abuse guard. */
export const DEVICE_ID_HEADER = 'x-device-id';

export const SMS_PURPOSES = ['register', 'login', 'reset', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const LOGIN_TYPES = ['username', 'sms'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Spec §2: every registration field, each with a server-supplied required and enabled flag. */
export const REGISTER_FIELDS = [
  'countryDialingCode',
  'username',
  'password',
  'confirmPassword',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'captcha',
  'verificationCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const REGISTER_METHODS = ['username', 'mobile'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];
export const REGISTER_CHANNELS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

/**
 * One-click social log-in providers (docs/social-login.md), in the order the buttons show. Each is
 * offered when its white-label flag is on and the server has its credentials.
 */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
/** The white-label feature flag (FEATURE_KEYS) that switches each provider on for a brand. */
export const SOCIAL_FEATURE_FLAGS = { facebook: 'facebookLogin', google: 'googleLogin' } as const satisfies Record<
  SocialProviderId,
  string
>;
/** The credential the browser hands over: a Google ID token (JWT) or a Facebook user access token. */
export const SOCIAL_CREDENTIAL_MAX = 8192;
