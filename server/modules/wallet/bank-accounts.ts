import { and, asc, count, eq } from 'drizzle-orm';
import type { BankAccount, BindBankAccount } from '../../../src/api/contract/withdrawals';
import { BANK_ACCOUNT_LIMITS } from '../../../src/api/contract/withdrawals.constants';
import {
  cleanPayeeName,
  compactDigits,
  maskAccountNumber,
  samePayee,
  validateAccountNumber,
  validateBankCode,
  validatePayeeName,
} from '../../../src/rules/withdrawal';
import type { Db } from '../../db';
import { bankAccounts, members } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';

type BankAccountRow = typeof bankAccounts.$inferSelect;

/** A bank account as members see it: never more than the last four digits of the number. */
export const toBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  bankCode: row.bankName,
  accountMasked: maskAccountNumber(row.accountLast4),
  last4: row.accountLast4,
  payeeName: row.payeeName,
  createdAt: row.createdAt.getTime(),
});

export const paymentPasswordUnset = () =>
  new AppError(403, 'withdraw.payment_password_unset', 'Set a payment password in the security centre first');

/**
 * Members' bank accounts for withdrawals. The full number is stored for paying a withdrawal; it is
 * never logged and never sent to a member (only `**** **** 1234`).
 */
export function createBankAccounts({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** The member's active accounts, oldest first. */
    async list(memberId: string): Promise<BankAccount[]> {
      const rows = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.memberId, memberId), eq(bankAccounts.active, true)))
        .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
      return rows.map(toBankAccount);
    },

    /** One of the member's active accounts, with its full number (for the withdrawal); null when not theirs. */
    async owned(memberId: string, id: string): Promise<BankAccountRow | null> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, id), eq(bankAccounts.memberId, memberId), eq(bankAccounts.active, true)));
      return row ?? null;
    },

    /**
     * Binds an account. Needs the payment password to be set (403 withdraw.payment_password_unset).
     * The payee must be the member's name: the first binding records it, later ones must match it
     * (400 bank.payee_mismatch). A number the member (or another member of the brand) already bound
     * is 409 bank.duplicate; more than BANK_ACCOUNT_LIMITS.perMember is 409 bank.limit.
     */
    async bind(member: { id: string; brand: string }, currencyCode: string, body: BindBankAccount) {
      const accountNumber = compactDigits(body.accountNumber);
      const payee = cleanPayeeName(body.payeeName);
      return db.transaction(async (tx) => {
        // The member row is locked: two bindings at once agree on the payee name and the count.
        const [m] = await tx
          .select({ payeeName: members.payeeName, paymentPasswordHash: members.paymentPasswordHash })
          .from(members)
          .where(eq(members.id, member.id))
          .for('update');
        if (!m?.paymentPasswordHash) throw paymentPasswordUnset();

        const fields: Record<string, string> = {};
        const bank = validateBankCode(body.bankName, currencyCode);
        if (bank) fields.bankName = bank;
        const number = validateAccountNumber(accountNumber);
        if (number) fields.accountNumber = number;
        const name = validatePayeeName(payee);
        if (name) fields.payeeName = name;
        if (Object.keys(fields).length > 0) throw invalid('The form has errors', fields);

        if (m.payeeName && !samePayee(m.payeeName, payee)) {
          throw new AppError(400, 'bank.payee_mismatch', "The payee name must be the member's name", {
            payeeName: 'bank.payee_mismatch',
          });
        }
        const [owned] = await tx
          .select({ n: count() })
          .from(bankAccounts)
          .where(and(eq(bankAccounts.memberId, member.id), eq(bankAccounts.active, true)));
        if ((owned?.n ?? 0) >= BANK_ACCOUNT_LIMITS.perMember) {
          throw new AppError(409, 'bank.limit', `At most ${BANK_ACCOUNT_LIMITS.perMember} bank accounts`);
        }
        const duplicate = () =>
          new AppError(409, 'bank.duplicate', 'This account number is already bound', {
            accountNumber: 'bank.duplicate',
          });
        const [elsewhere] = await tx
          .select({ id: bankAccounts.id })
          .from(bankAccounts)
          .innerJoin(members, eq(members.id, bankAccounts.memberId))
          .where(
            and(
              eq(members.brand, member.brand),
              eq(bankAccounts.accountNumber, accountNumber),
              eq(bankAccounts.active, true),
            ),
          )
          .limit(1);
        if (elsewhere) throw duplicate();

        const payeeName = m.payeeName ?? payee;
        if (!m.payeeName) {
          await tx.update(members).set({ payeeName, updatedAt: now() }).where(eq(members.id, member.id));
        }
        const [row] = await tx
          .insert(bankAccounts)
          .values({
            memberId: member.id,
            bankName: body.bankName,
            accountNumber,
            accountLast4: accountNumber.slice(-4),
            payeeName,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw duplicate();
        return toBankAccount(row);
      });
    },
  };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;
