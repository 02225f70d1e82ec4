import { and, eq, gt, isNull } from 'drizzle-orm';
import { ACCOUNT_LIMITS, type Captcha } from '../../../src/api/contract/accounts';
import { validateCaptcha } from '../../../src/rules/accountValidation';
import { captchas } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { captchaDataUrl } from './captcha-image';
import { hashCode, newId, randomDigits, safeEqual } from './crypto';
import type { RequestContext } from './device';
import { type AccountsDeps, isBlank, LIMITS } from './shared';

/** Image captchas: issued (limited per address), checked and used up once. */
export function createCaptchas(
  { db, now, hit }: Pick<AccountsDeps, 'db' | 'now' | 'hit'>,
  opts: {
    /** Outside production only: this captcha answer always passes. */
    captchaFixed?: string;
  },
) {
  const ms = () => now().getTime();

  /** Checks and uses up a captcha answer. CAPTCHA_FIXED (never in production) always passes. */
  async function verifyCaptcha(answer: { id: string; answer: string } | undefined): Promise<boolean> {
    if (!answer) return false;
    if (opts.captchaFixed !== undefined && safeEqual(answer.answer, opts.captchaFixed)) return true;
    if (validateCaptcha(answer.answer) !== null) return false;
    const [row] = await db
      .update(captchas)
      .set({ usedAt: now() })
      .where(and(eq(captchas.id, answer.id), isNull(captchas.usedAt), gt(captchas.expiresAt, now())))
      .returning({ answerHash: captchas.answerHash });
    return !!row && safeEqual(row.answerHash, hashCode(answer.id, answer.answer));
  }

  async function requireCaptcha(answer: { id: string; answer: string } | undefined, captchaRequired?: boolean) {
    const extra = captchaRequired ? { captchaRequired: true } : undefined;
    if (!answer || isBlank(answer.answer)) {
      throw new AppError(400, 'captcha.required', 'A captcha is required', undefined, extra);
    }
    if (!(await verifyCaptcha(answer))) {
      throw new AppError(400, 'captcha.invalid', 'The captcha is wrong, used or expired', undefined, extra);
    }
  }

  return {
    async captcha(ctx: RequestContext): Promise<Captcha> {
      await hit(`captcha:${ctx.ip}`, LIMITS.captchaPerIp);
      const id = newId();
      const answer = randomDigits(ACCOUNT_LIMITS.captchaLength);
      const expiresAt = ms() + LIMITS.captchaTtlMs;
      await db.insert(captchas).values({ id, answerHash: hashCode(id, answer), expiresAt: new Date(expiresAt) });
      return { id, image: captchaDataUrl(answer), length: answer.length, expiresAt };
    },

    requireCaptcha,
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
