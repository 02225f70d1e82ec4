import type { Db } from '../../db';
import { AppError } from '../../lib/errors';
import { verifyPassword } from './passwords';
import { createSecretGuards, paymentPasswordLocked } from './secret-guards';

/**
 * The payment-password check other modules use (a withdrawal), with the guess count and lock of the
 * accounts rules (secret-guards.ts, ADR 0010).
 */
export function createPaymentPasswordCheck(db: Db, now: () => Date) {
  const guards = createSecretGuards(db, now);
  return {
    /**
     * Checks the payment password, counted before it is checked: 400 withdraw.payment_password_invalid
     * with the tries left, 429 withdraw.payment_password_locked when locked or when the window's tries
     * are taken, without checking.
     */
    async check(memberId: string, hash: string, given: string) {
      const guessed = await guards.paymentPassword.guess(memberId, () => verifyPassword(hash, given));
      if ('refused' in guessed) throw paymentPasswordLocked(guessed.retryAt);
      if (guessed.right) return;
      if (guessed.after.lockedUntil) throw paymentPasswordLocked(guessed.after.lockedUntil);
      throw new AppError(400, 'withdraw.payment_password_invalid', 'The payment password is wrong', {
        paymentPassword: 'withdraw.payment_password_invalid',
        attemptsLeft: String(guards.paymentPassword.attemptsLeft(guessed.after)),
      });
    },
    /** Until when wrong guesses lock the payment password (null when they do not). */
    lockedUntil: (memberId: string) => guards.paymentPassword.lockedUntil(memberId),
  };
}

export type PaymentPasswordCheck = ReturnType<typeof createPaymentPasswordCheck>;
