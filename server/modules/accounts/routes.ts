import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  affiliateCheckResponseSchema,
  affiliateCheckSchema,
  ageConfirmationResponseSchema,
  ageConfirmationSchema,
  bindEmailSchema,
  bindMobileSchema,
  captchaResponseSchema,
  changePasswordSchema,
  ENCRYPTION_HEADER,
  emailCodeRequestSchema,
  emailCodeResponseSchema,
  emailPasswordResetSchema,
  encryptedBodySchema,
  forgotPasswordSchema,
  loginHistoryResponseSchema,
  loginPayloadSchema,
  type MemberInfo,
  memberInfoResponseSchema,
  okResponseSchema,
  paymentPasswordSchema,
  phonePasswordPayloadSchema,
  publicKeyResponseSchema,
  registerPayloadSchema,
  registerRulesResponseSchema,
  type SessionInfoBody,
  sessionResponseSchema,
  setAvatarSchema,
  smsCodeRequestSchema,
  smsCodeResponseSchema,
} from '../../../src/api/contract/accounts';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { invalid } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { clearSessionCookie, type SessionCookieOptions, sessionOf, setSessionCookie } from './auth';
import { checkScheme, decryptBody, type KeyPair } from './crypto';
import { requestContext } from './device';
import { type AccountsService, zodFields } from './service';

export interface AccountsRoutesOptions {
  service: AccountsService;
  keys: KeyPair;
  production: boolean;
  cookie: SessionCookieOptions;
  /** A time-out or self-exclusion in force (docs/player-protection.md), shown in /me; omitted: none. */
  protectionState?: (memberId: string) => Promise<MemberInfo['protection']>;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
};

const ENCRYPTED_NOTE =
  'The body is `{ data }` encrypted to GET /api/accounts/public-key (RSA-OAEP-256 wrapping an AES-256-GCM key); the `Encryption` header must name the scheme. A missing or wrong header, or a body that does not decrypt, is 400 encryption.invalid; the decrypted payload failing its schema is 400 request.invalid with fields.';

/** /api/accounts/*: HTTP only. Parse (and decrypt), call the service, set the cookie, wrap in the envelope. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { service, keys, production, cookie, protectionState },
) => {
  const ctx = (request: FastifyRequest) =>
    requestContext(clientIp(request.ip, request.headers, { production }), request.headers);

  /** A log-in's answer, with a time-out or self-exclusion in force when there is one (docs/player-protection.md). */
  const withProtection = async (token: string, info: SessionInfoBody): Promise<SessionInfoBody> => {
    if (!protectionState) return info;
    const session = await service.resolveSession(token, { touch: false });
    const protection = session ? await protectionState(session.member.id) : null;
    return protection ? { ...info, protection } : info;
  };

  /** Decrypts `{ data }` and validates the payload with `schema`. */
  const decode = <T extends z.ZodType>(schema: T, data: string): z.infer<T> => {
    const parsed = schema.safeParse(decryptBody(data, keys));
    if (!parsed.success) throw invalid('The payload is invalid', zodFields(parsed.error));
    return parsed.data;
  };
  // The scheme header is checked before the body, so a wrong header is always encryption.invalid.
  const encrypted = {
    preValidation: async (request: FastifyRequest) => checkScheme(request.headers[ENCRYPTION_HEADER]),
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/public-key',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The RSA public key (JWK) that log-in, registration and phone-reset bodies are encrypted to',
        response: { 200: publicKeyResponseSchema, 500: apiErrorSchema },
      },
    },
    async () => ok(keys.publicKey),
  );

  app.get(
    '/captcha',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A new numeric, 6-digit, single-use captcha (SVG data URL), valid for 5 minutes',
        response: { 200: captchaResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.captcha(ctx(request))),
  );

  app.get(
    '/register-rules',
    {
      schema: {
        tags: ['accounts'],
        summary: "The brand's registration form: methods, default method, field rules, age limit",
        response: { 200: registerRulesResponseSchema, ...errors },
      },
    },
    async () => ok(await service.registerRules()),
  );

  app.post(
    '/sms-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit SMS code (valid 60 s; a resend is refused until expirationTime)',
        description: "Purpose 'bind' needs a logged-in real account.",
        body: smsCodeRequestSchema,
        response: { 200: smsCodeResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.sendSmsCode(request.body, ctx(request), await app.memberSession(request))),
  );

  app.post(
    '/affiliate/check',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether an invitation (affiliate) code is valid',
        body: affiliateCheckSchema,
        response: { 200: affiliateCheckResponseSchema, ...errors },
      },
    },
    async (request) => ok({ success: await service.checkAffiliate(request.body.code) }),
  );

  app.post(
    '/login',
    {
      ...encrypted,
      schema: {
        tags: ['accounts'],
        summary: 'Log in by username and password, or by mobile number and SMS code (purpose login)',
        description: ENCRYPTED_NOTE,
        body: encryptedBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payload = decode(loginPayloadSchema, request.body.data);
      const { token, info } = await service.login(payload, ctx(request));
      setSessionCookie(reply, token, cookie);
      return ok(await withProtection(token, info));
    },
  );

  app.put(
    '/register',
    {
      ...encrypted,
      schema: {
        tags: ['accounts'],
        summary: 'Register (username or mobile method) and log in',
        description: ENCRYPTED_NOTE,
        body: encryptedBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payload = decode(registerPayloadSchema, request.body.data);
      const { token, info } = await service.register(payload, ctx(request));
      setSessionCookie(reply, token, cookie);
      return ok(await withProtection(token, info));
    },
  );

  app.post(
    '/trial',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a trial (type 4) account and log it in',
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, info } = await service.trial(ctx(request));
      setSessionCookie(reply, token, cookie);
      return ok(info);
    },
  );

  app.post(
    '/age-confirmation',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['accounts'],
        summary:
          'Free play\'s age gate (issue 19): confirm the age by a birthday or by "I am {ageLimit} or older"; a trial account\'s game launch needs it',
        body: ageConfirmationSchema,
        response: { 200: ageConfirmationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.confirmAge(sessionOf(request).member, request.body)),
  );

  app.delete(
    '/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log out: revoke the session and clear the cookie (also fine when not logged in)',
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(await app.memberSession(request));
      clearSessionCookie(reply, cookie);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in member',
        response: { 200: memberInfoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok({ ...service.memberInfo(member), protection: (await protectionState?.(member.id)) ?? null });
    },
  );

  app.put(
    '/avatar',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['accounts'],
        summary: 'Pick a head icon (one of AVATARS); answers the member as /me now shows it',
        body: setAvatarSchema,
        response: { 200: memberInfoResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.setAvatar(sessionOf(request).member.id, request.body.avatar)),
  );

  app.post(
    '/password',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['accounts'],
        summary: "Change the password; the member's other sessions are revoked",
        body: changePasswordSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.changePassword(sessionOf(request), request.body, ctx(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/password/forgot',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a reset code when username and e-mail match; always answers ok',
        body: forgotPasswordSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.forgotPassword(request.body, ctx(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/password/email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the code from the reset e-mail; every session is revoked',
        body: emailPasswordResetSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.resetPasswordByEmail(request.body);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/password/phone',
    {
      ...encrypted,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with an SMS code (purpose reset); every session is revoked',
        description: ENCRYPTED_NOTE,
        body: encryptedBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.resetPasswordByPhone(decode(phonePasswordPayloadSchema, request.body.data));
      return ok({ ok: true as const });
    },
  );

  // Security centre ----------------------------------------------------------------------------------

  app.post(
    '/security/mobile',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['accounts'],
        summary: 'Bind or change the mobile number with an SMS code of purpose bind sent to it',
        body: bindMobileSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.bindMobile(sessionOf(request), request.body);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/security/email-code',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a 6-digit code to the address to bind (resend after 60 s, valid 10 minutes)',
        body: emailCodeRequestSchema,
        response: { 200: emailCodeResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.sendEmailCode(sessionOf(request), request.body.email)),
  );

  app.post(
    '/security/email',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['accounts'],
        summary: 'Bind or change the e-mail with the code mailed to it',
        body: bindEmailSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.bindEmail(sessionOf(request), request.body);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/security/payment-password',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['accounts'],
        summary: 'Set (with the log-in password) or change (with the old one) the 6-digit payment password',
        body: paymentPasswordSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.setPaymentPassword(sessionOf(request), request.body, ctx(request));
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/security/login-history',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['accounts'],
        summary: 'The latest 20 successful log-ins: time, IP, device',
        response: { 200: loginHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.loginHistory(sessionOf(request))),
  );
};
