import { PAYMENT_PASSWORD_LIMIT } from '../../../src/api/contract/wallet.constants';
import type { Db } from '../../db';
import { AppError } from '../../lib/errors';
import { createGuessGuard, type GuessRule, type GuessState, type GuessTicket } from './limits';

/**
 * Where each secret is guessed, and how much (ADR 0010; docs/api.md, Accounts limits). Every place
 * that checks a secret goes through these guards, so each secret has one count and one lock:
 *
 * - the payment password: withdrawals and the payment-password change;
 * - a member's log-in password: log-in (and SMS log-in), the password change, and setting the
 *   first payment password with it;
 * - a staff member's password: the staff log-in.
 */
export const GUESS_RULES = {
  /** 5 wrong payment passwords in 15 minutes lock it for 15 minutes (withdrawing and changing it). */
  paymentPassword: {
    limit: PAYMENT_PASSWORD_LIMIT.attempts,
    windowMs: PAYMENT_PASSWORD_LIMIT.lockMinutes * 60_000,
    lockMs: PAYMENT_PASSWORD_LIMIT.lockMinutes * 60_000,
    // A burst of right ones (a double submit) waits for the places of those still being checked.
    waitMs: 10_000,
  },
  /** Wrong log-in passwords an account, or an address, may have in an hour before a captcha is needed. */
  withoutCaptcha: { limit: 3, windowMs: 60 * 60_000 },
  /** 10 wrong passwords for one account from one address in 15 minutes lock that pair (only) for 15 minutes. */
  pair: { limit: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} satisfies Record<string, GuessRule>;

const paymentKey = (memberId: string) => `paypw:${memberId}`;

/** The outcome of one guarded guess. */
export type Guessed = { right: true } | { right: false; after: GuessState } | { refused: true; retryAt: number };

/** The scope of a log-in password: member passwords (`pw`) or staff passwords (`staff-pw`). */
export type PasswordScope = 'pw' | 'staff-pw';

export interface PasswordGuess {
  scope: PasswordScope;
  /** The account: a member id, a staff username, or for an unknown name that name (so it is counted alike). */
  account: string;
  ip: string;
  /**
   * Where the form has a captcha: called when the guesses without one are used up (for the account
   * or the address). It throws captcha.required / captcha.invalid, or returns when the captcha is
   * right; the guess is then counted without the limit. Without it (a form with no captcha, such as
   * the password change) the guess is refused with 429 auth.locked until the window ends.
   */
  captcha?: () => Promise<void>;
  /**
   * Whether the address's count can ask for a captcha here (log-in forms). Elsewhere (a logged-in
   * change form) the address's count is only added to, so a shared address cannot stop its owner.
   */
  gateAddress: boolean;
}

/** The answer of a guarded log-in password guess that was checked. */
export interface PasswordOutcome {
  right: boolean;
  /** Wrong: whether the next try needs a captcha (the account's or the address's guesses are used up). */
  captchaRequired: boolean;
}

export const authLocked = (retryAt: number, captchaRequired = true) =>
  new AppError(429, 'auth.locked', 'Too many failed log-ins; try again later', undefined, {
    retryAt,
    captchaRequired,
  });

export const paymentPasswordLocked = (retryAt: number) =>
  new AppError(429, 'withdraw.payment_password_locked', 'Too many wrong payment passwords', undefined, { retryAt });

/** The guards of every secret, on the shared guess-guard table. */
export function createSecretGuards(db: Db, now: () => Date) {
  const guard = createGuessGuard(db, now);
  const rules = GUESS_RULES;
  const ms = () => now().getTime();

  const keys = (g: PasswordGuess) => ({
    account: `${g.scope}:${g.account}`,
    pair: `${g.scope}:${g.account}@${g.ip}`,
    address: `${g.scope}-ip:${g.ip}`,
  });

  return {
    paymentPassword: {
      /**
       * One payment-password guess (withdrawal, payment-password change). `check` verifies it and is
       * called only once the guess is counted; refused means it was not called.
       */
      async guess(memberId: string, check: () => Promise<boolean>): Promise<Guessed> {
        const rule = rules.paymentPassword;
        const r = await guard.reserve(paymentKey(memberId), rule);
        if (!r.ok) return { refused: true, retryAt: r.lockedUntil ?? ms() + rule.lockMs };
        const right = await check().catch(async (err: unknown) => {
          await guard.settle(r.ticket, false, rule);
          throw err;
        });
        const after = await guard.settle(r.ticket, right, rule);
        return right ? { right: true } : { right: false, after };
      },
      /** Until when wrong guesses lock the payment password (null when they do not). */
      async lockedUntil(memberId: string): Promise<number | null> {
        return (await guard.state(paymentKey(memberId), rules.paymentPassword)).lockedUntil;
      },
      /** Attempts left before the lock, after a wrong guess. */
      attemptsLeft: (after: GuessState) => Math.max(0, rules.paymentPassword.limit - after.counted),
    },

    password: {
      /**
       * One guess at a log-in password (member or staff), counted before `check` runs:
       * - the account and the address: 3 guesses each in an hour are allowed without a captcha;
       *   past that, `g.captcha` must pass (or, with no captcha on the form, 429 auth.locked until
       *   the window ends). The account as a whole is never locked;
       * - the account+address pair: 10 wrong in 15 minutes lock that pair (only) for 15 minutes,
       *   429 auth.locked; the owner at another address is not affected.
       * A right guess gives back its own places only. Throws the refusals as AppErrors.
       */
      async guess(g: PasswordGuess, check: () => Promise<boolean>): Promise<PasswordOutcome> {
        const k = keys(g);
        // A locked pair answers so at once (no captcha is asked for first).
        const pairState = await guard.state(k.pair, rules.pair);
        if (pairState.lockedUntil) throw authLocked(pairState.lockedUntil);
        const tickets: [GuessTicket, GuessRule][] = [];
        try {
          // The captcha step first: at most 3 guesses in flight per account get past it without a
          // captcha, so a burst never fills the pair's places with guesses that are then refused.
          const gate = rules.withoutCaptcha;
          const account = await guard.reserve(k.account, gate);
          const address = account.ok && g.gateAddress ? await guard.reserve(k.address, gate) : null;
          if (account.ok && (address === null || address.ok)) {
            tickets.push([account.ticket, gate]);
            if (address?.ok) tickets.push([address.ticket, gate]);
            else {
              const counted = await guard.count(k.address, gate);
              if (counted.ok) tickets.push([counted.ticket, gate]);
            }
          } else {
            if (account.ok) await guard.release(account.ticket);
            if (!g.captcha) {
              const refusal = !account.ok ? account : address && !address.ok ? address : null;
              throw authLocked(refusal?.windowEndsAt ?? ms() + gate.windowMs, false);
            }
            await g.captcha();
            for (const key of [k.account, k.address]) {
              const counted = await guard.count(key, gate);
              if (counted.ok) tickets.push([counted.ticket, gate]);
            }
          }
          const pair = await guard.reserve(k.pair, rules.pair);
          if (!pair.ok) throw authLocked(pair.lockedUntil ?? ms() + rules.pair.lockMs);
          tickets.unshift([pair.ticket, rules.pair]);
        } catch (err) {
          for (const [ticket] of tickets) await guard.release(ticket);
          throw err;
        }

        // A check that throws counts as a wrong guess: the guess was made.
        const settleAll = async (right: boolean) => {
          const after: GuessState[] = [];
          for (const [ticket, rule] of tickets) after.push(await guard.settle(ticket, right, rule));
          return after;
        };
        const right = await check().catch(async (err: unknown) => {
          await settleAll(false);
          throw err;
        });
        const [settledPair, ...settledGates] = await settleAll(right);
        if (right) return { right: true, captchaRequired: false };
        const locked = settledPair?.lockedUntil;
        if (locked) throw authLocked(locked);
        return {
          right: false,
          captchaRequired: settledGates.some((s) => s.counted >= rules.withoutCaptcha.limit),
        };
      },

      /** A new password (a reset by e-mail or SMS): the old one's counts no longer matter. */
      clear: (scope: PasswordScope, account: string) => guard.clear(`${scope}:${account}`),
    },

    /** Deletes guards untouched for a day (the clean-up job). */
    purge: (before: Date) => guard.purge(before),
  };
}

export type SecretGuards = ReturnType<typeof createSecretGuards>;
