import { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  AVATARS,
  CUSTOMER_TYPES,
  type CustomerType,
  ENCRYPTION_SCHEME,
  LOGIN_TYPES,
  REGISTER_CHANNELS,
  REGISTER_FIELDS,
  REGISTER_METHODS,
  SMS_PURPOSES,
  SOCIAL_CREDENTIAL_MAX,
} from './accounts.constants';
import { envelope } from './envelope';

export * from './accounts.constants';

/**
 * Accounts and sessions (issue 3): the shapes the browser and the server share. The server owns
 * them; the browser imports types only (zod stays out of the client bundle) plus the plain
 * constants. ADR 0006 records the rules behind them.
 */

// ---------------------------------------------------------------------------------------------------
// Customer types (ADR 0006). Every rule that depends on a type uses src/rules/customerType.ts.
// ---------------------------------------------------------------------------------------------------

export const customerTypeSchema = z.union(
  Object.values(CUSTOMER_TYPES).map((t) => z.literal(t)),
) as z.ZodType<CustomerType>;

// ---------------------------------------------------------------------------------------------------
// Field rules (spec §5). The browser and the server validate with the same functions
// (src/rules/accountValidation.ts); these are their limits.
// ---------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------
// Encryption of log-in and registration bodies (spec §7): `{ data }` plus the `Encryption` header.
// ---------------------------------------------------------------------------------------------------

/** GET /api/accounts/public-key */
export const publicKeySchema = z.object({
  scheme: z.literal(ENCRYPTION_SCHEME),
  keyId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** The RSA public key as a JWK (kty RSA, n, e), importable with WebCrypto. */
  jwk: z.object({ kty: z.literal('RSA'), n: z.string().min(1), e: z.string().min(1) }),
});
export type PublicKey = z.infer<typeof publicKeySchema>;
export const publicKeyResponseSchema = envelope(publicKeySchema);

/**
 * The encrypted body. `data` is `<keyId>.<wrappedKey>.<iv>.<ciphertext>`, each part base64url:
 * wrappedKey is the AES key under RSA-OAEP-256, iv is 12 bytes, ciphertext is AES-GCM of the UTF-8
 * JSON payload (tag appended, as WebCrypto produces it).
 */
export const encryptedBodySchema = z.object({
  data: z
    .string()
    .max(16_384)
    .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){3}$/),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Captcha
// ---------------------------------------------------------------------------------------------------

/** GET /api/accounts/captcha: a numeric, 6-long, single-use, expiring challenge. */
export const captchaSchema = z.object({
  id: z.string().min(1).max(64),
  /** `data:image/png;base64,...`: a 300 × 100 PNG, shown 44 px high */
  image: z.string().startsWith('data:image/'),
  length: z.number().int().min(1).max(16),
  expiresAt: z.number().int().describe('ms since epoch'),
});
export type Captcha = z.infer<typeof captchaSchema>;
export const captchaResponseSchema = envelope(captchaSchema);

/** A captcha answer, as sent with log-in, registration, SMS and feedback. */
export const captchaAnswerSchema = z.object({
  id: z.string().min(1).max(64),
  answer: z.string().max(16),
});

// ---------------------------------------------------------------------------------------------------
// SMS codes
// ---------------------------------------------------------------------------------------------------

export const countryDialingCodeSchema = z.string().regex(/^\+[1-9][0-9]{0,3}$/);

/** POST /api/accounts/sms-code */
export const smsCodeRequestSchema = z.object({
  purpose: z.enum(SMS_PURPOSES),
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: z.string().max(ACCOUNT_LIMITS.mobileMax),
  captcha: captchaAnswerSchema.optional(),
});
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;
export const smsCodeResponseSchema = envelope(
  z.object({ expirationTime: z.number().int().describe('ms since epoch; a resend is refused until then') }),
);

// ---------------------------------------------------------------------------------------------------
// Session
// ---------------------------------------------------------------------------------------------------

/**
 * What a log-in, registration or trial answers, and the browser keeps as MC_SESSION_INFO. The
 * token itself is only in the httpOnly session cookie.
 */
export const sessionInfoSchema = z.object({
  userName: z.string(),
  merchantCode: z.string(),
  type: customerTypeSchema,
  /** This session is the account's first (a sign-up, a trial, or the first log-in): greeted as a first visit. */
  firstTimeLogin: z.boolean(),
  /** The member's nickname, if any: the site shows it before the (often generated) account name. */
  nickname: z.string().nullable(),
  /**
   * Log-in and registration only, when a time-out or self-exclusion binds this person (any brand):
   * play and deposits are closed, withdrawals and history open (docs/player-protection.md).
   */
  protection: z.object({ state: z.enum(['timeout', 'excluded']), until: z.string().nullable() }).optional(),
});
export type SessionInfoBody = z.infer<typeof sessionInfoSchema>;
export const sessionResponseSchema = envelope(sessionInfoSchema);

/**
 * POST /api/accounts/social/:provider: the credential the provider's browser SDK returned (a Google
 * ID token, a Facebook user access token). The server verifies it with the provider.
 */
export const socialLoginSchema = z.object({
  credential: z.string().min(1).max(SOCIAL_CREDENTIAL_MAX),
  birthday: z
    .string()
    .max(10)
    .optional()
    .describe(
      "YYYY-MM-DD. The age gate (issue 19): a first sign-in (a sign-up) needs it, and it must make the person at least the brand's ageLimit; a linked identity does not",
    ),
});
export type SocialLogin = z.infer<typeof socialLoginSchema>;

/** The decrypted log-in payload (spec §3). For `sms`, `username` is the mobile number and `password` the code. */
export const loginPayloadSchema = z.object({
  type: z.enum(LOGIN_TYPES),
  username: z.string().max(64),
  password: z.string().max(64),
  countryDialingCode: countryDialingCodeSchema.optional(),
  captcha: captchaAnswerSchema.optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

// ---------------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------------

export const fieldRuleSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** GET /api/accounts/register-rules: the brand's registration form, as the operator configured it. */
export const registerRulesSchema = z.object({
  methods: z.array(z.enum(REGISTER_METHODS)).min(1),
  defaultMethod: z.enum(REGISTER_METHODS),
  fields: z.record(z.enum(REGISTER_FIELDS), fieldRuleSchema),
  ageLimit: z.number().int().min(18).max(21),
  mobileMinLength: z.number().int().min(4).max(20),
  countryDialingCodes: z.array(countryDialingCodeSchema).min(1),
  jackpot: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
});
export type RegisterRules = z.infer<typeof registerRulesSchema>;
export const registerRulesResponseSchema = envelope(registerRulesSchema);

/** The decrypted registration payload (spec §3). Disabled fields are ignored; birthday is YYYY-MM-DD. */
export const registerPayloadSchema = z.object({
  method: z.enum(REGISTER_METHODS),
  username: z.string().max(64).optional(),
  password: z.string().max(64),
  confirmPassword: z.string().max(64),
  countryDialingCode: countryDialingCodeSchema.optional(),
  mobileNum: z.string().max(ACCOUNT_LIMITS.mobileMax).optional(),
  verificationCode: z.string().max(ACCOUNT_LIMITS.smsCodeMax).optional(),
  captcha: captchaAnswerSchema.optional(),
  affiliateCode: z.string().max(ACCOUNT_LIMITS.affiliateCodeMax).optional(),
  recommenderId: z.string().max(64).optional(),
  paymentPassword: z.string().max(64).optional(),
  nickname: z.string().max(ACCOUNT_LIMITS.nicknameMax).optional(),
  payeeName: z.string().max(60).optional(),
  email: z.string().max(ACCOUNT_LIMITS.emailMax).optional(),
  idNumber: z.string().max(40).optional(),
  qqNum: z.string().max(40).optional(),
  facebook: z.string().max(100).optional(),
  wechat: z.string().max(100).optional(),
  line: z.string().max(100).optional(),
  whatsapp: z.string().max(100).optional(),
  zalo: z.string().max(100).optional(),
  birthday: z.string().max(10).optional(),
  ageConfirmed: z.literal(true),
  termsAccepted: z.literal(true),
  registerUrl: z.string().max(255),
  registerMethod: z.enum(REGISTER_CHANNELS),
  domain: z.string().max(255),
  type: z.literal(0),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** POST /api/accounts/affiliate/check: is this invitation (affiliate) code valid on this domain? */
export const affiliateCheckSchema = z.object({
  code: z.string().max(ACCOUNT_LIMITS.affiliateCodeMax),
  domain: z.string().max(255),
});
export const affiliateCheckResponseSchema = envelope(z.object({ success: z.boolean() }));

// ---------------------------------------------------------------------------------------------------
// Member
// ---------------------------------------------------------------------------------------------------

/** GET /api/accounts/me: the member info the spec shows (nickname, account, type, VIP label). */
export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** The picked head icon, or null: the app draws its default. */
  avatar: z.enum(AVATARS).nullable(),
  type: customerTypeSchema,
  clubLabel: z.object({ labelName: z.string() }),
  mobile: z.object({ countryDialingCode: countryDialingCodeSchema, number: z.string() }).nullable(),
  email: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  createdAt: z.number().int(),
  /**
   * A time-out or self-exclusion in force for this person (GET /api/accounts/me only;
   * docs/player-protection.md): play and deposits are closed, withdrawals and history stay open.
   */
  protection: z
    .object({ state: z.enum(['timeout', 'excluded']), until: z.string().nullable() })
    .nullable()
    .optional(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
export const memberInfoResponseSchema = envelope(memberInfoSchema);

/** PUT /api/accounts/avatar: pick a head icon. Setting the same one again is a no-op, so a retry is safe. */
export const setAvatarSchema = z.object({ avatar: z.enum(AVATARS) }).strict();
export type SetAvatar = z.infer<typeof setAvatarSchema>;

// ---------------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------------

/** POST /api/accounts/password: change it while logged in. `oldPassword` is required. */
export const changePasswordSchema = z.object({
  oldPassword: z.string().max(64),
  newPassword: z.string().max(64),
  confirmNewPassword: z.string().max(64),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** POST /api/accounts/password/forgot: by e-mail. The answer never says whether the account exists. */
export const forgotPasswordSchema = z.object({
  username: z.string().max(64),
  email: z.string().max(ACCOUNT_LIMITS.emailMax),
});

/** POST /api/accounts/password/phone: set a new password with an SMS code (encrypted body). */
export const phonePasswordPayloadSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: z.string().max(ACCOUNT_LIMITS.mobileMax),
  verificationCode: z.string().max(ACCOUNT_LIMITS.smsCodeMax),
  newPassword: z.string().max(64),
});

export const okResponseSchema = envelope(z.object({ ok: z.literal(true) }));

/**
 * POST /api/accounts/age-confirmation (issue 19, free play's age gate): a birthday (checked like the
 * registration's), or `confirmed` with the brand's ageLimit the player saw ("I am 18 or older").
 */
export const ageConfirmationSchema = z.union([
  z.object({ birthday: z.string().max(10) }).strict(),
  z.object({ confirmed: z.literal(true), ageLimit: z.number().int().min(18).max(21) }).strict(),
]);
export type AgeConfirmation = z.infer<typeof ageConfirmationSchema>;
export const ageConfirmationResponseSchema = envelope(z.object({ ageConfirmed: z.literal(true) }));

// ---------------------------------------------------------------------------------------------------
// Dev outbox (outside production only)
// ---------------------------------------------------------------------------------------------------

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  purpose: z.string(),
  body: z.string(),
  createdAt: z.number().int(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = envelope(z.array(outboxMessageSchema));

/**
 * GET /api/dev/ledger-check: the ledger invariant check (outside production, this machine only), so the
 * end-to-end tests can prove the books still balance after every scenario.
 */
export const devLedgerCheckSchema = z.object({
  ok: z.boolean(),
  accounts: z.int(),
  entries: z.int(),
  balanceMismatches: z.int(),
  unbalancedEntries: z.int(),
  unbalancedBooks: z.array(z.object({ brand: z.string(), currency: z.string(), total: z.string() })),
});
export const devLedgerCheckResponseSchema = envelope(devLedgerCheckSchema);

// ---------------------------------------------------------------------------------------------------
// Password reset by e-mail, security centre, staff (added with the server, issue 3)
// ---------------------------------------------------------------------------------------------------

/** POST /api/accounts/password/email: set a new password with the code from the reset e-mail. */
export const emailPasswordResetSchema = z.object({
  username: z.string().max(64),
  code: z.string().max(ACCOUNT_LIMITS.smsCodeMax),
  newPassword: z.string().max(64),
});
export type EmailPasswordReset = z.infer<typeof emailPasswordResetSchema>;

/** POST /api/accounts/security/mobile: bind or change the mobile number with an SMS code of purpose 'bind'. */
export const bindMobileSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: z.string().max(ACCOUNT_LIMITS.mobileMax),
  verificationCode: z.string().max(ACCOUNT_LIMITS.smsCodeMax),
});
export type BindMobile = z.infer<typeof bindMobileSchema>;

/** POST /api/accounts/security/email-code: send a code to the address to bind (same 60 s wait as SMS). */
export const emailCodeRequestSchema = z.object({ email: z.string().max(ACCOUNT_LIMITS.emailMax) });
/** Answers like the SMS code request: `expirationTime`. */
export const emailCodeResponseSchema = envelope(
  z.object({ expirationTime: z.number().int().describe('ms since epoch; a resend is refused until then') }),
);

/** POST /api/accounts/security/email: bind or change the e-mail with the code sent to it. */
export const bindEmailSchema = z.object({
  email: z.string().max(ACCOUNT_LIMITS.emailMax),
  verificationCode: z.string().max(ACCOUNT_LIMITS.smsCodeMax),
});
export type BindEmail = z.infer<typeof bindEmailSchema>;

/**
 * POST /api/accounts/security/payment-password: set it the first time with the log-in `password`,
 * change it with `oldPaymentPassword`. The payment password is 6 digits.
 */
export const paymentPasswordSchema = z.object({
  password: z.string().max(64).optional(),
  oldPaymentPassword: z.string().max(64).optional(),
  newPaymentPassword: z.string().max(64),
  confirmPaymentPassword: z.string().max(64),
});
export type PaymentPasswordChange = z.infer<typeof paymentPasswordSchema>;

/** GET /api/accounts/security/login-history: the latest successful log-ins, newest first. */
export const loginHistoryEntrySchema = z.object({
  at: z.number().int().describe('ms since epoch'),
  ip: z.string(),
  device: z.string().describe('OTHERS (iOS home-screen app), iOS, Android, Windows, macOS, Linux or Other'),
  method: z.enum(['password', 'sms', 'register', 'trial', 'social']),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistoryResponseSchema = envelope(z.array(loginHistoryEntrySchema));

export const STAFF_ROLES = ['admin', 'finance', 'support', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * POST /api/admin/session: staff log-in (its own cookie). `captcha` (GET /api/accounts/captcha) is
 * needed once an answer says `captchaRequired` (after 3 wrong passwords for the account or the address).
 */
export const staffLoginSchema = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  captcha: captchaAnswerSchema.optional(),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;
export const staffSessionSchema = z.object({ username: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionResponseSchema = envelope(staffSessionSchema);
