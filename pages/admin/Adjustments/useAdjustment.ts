import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitForm } from '../../../design-system/Form';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { toast } from '../../../design-system/Toast';
import { type AdjustmentResult, financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { ApiError, errorKey } from '../../../src/api/errors';
import { newRequestId, parseStaffAmount } from '../../../src/rules/staffAmount';

/** What the server accepts as a reason (adjustmentSchema in src/api/contract/adminFinance.ts). */
export const REASON = { min: 3, max: 200 } as const;

export type Account = 'cash' | 'bonus';
export type Direction = 'credit' | 'debit';

export interface Draft {
  account: Account;
  direction: Direction;
  amount: string;
  reason: string;
}

/** What the confirmation repeats, fixed when it opens: the same request id for every press of Confirm. */
export interface Pending {
  member: StaffMemberSummary;
  account: Account;
  direction: Direction;
  minor: number;
  reason: string;
  clientRequestId: string;
}

export interface Done {
  pending: Pending;
  result: AdjustmentResult;
}

const emptyDraft: Draft = { account: 'cash', direction: 'credit', amount: '', reason: '' };

/**
 * The adjustment form's state: check the draft (amount parsed without floats), open the
 * confirmation with a request id, post it once. One request id per confirmed form: a double click
 * or a retry after a lost answer credits once.
 */
export function useAdjustment(member: StaffMemberSummary) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const digits = member.minorUnitDigits;
  // Messages are i18n keys (the kit translates them when they render, in the current language).
  const kit = useKitForm<Draft>({
    defaultValues: emptyDraft,
    rules: {
      amount: (v) => {
        const parsed = parseStaffAmount(String(v ?? ''), digits);
        return parsed.ok ? null : `${ADMIN_NS}:adjust.amountErrors.${parsed.error}`;
      },
      reason: (v) => {
        const reason = String(v ?? '').trim();
        if (!reason) return `${ADMIN_NS}:adjust.reasonRequired`;
        return reason.length < REASON.min || reason.length > REASON.max ? `${ADMIN_NS}:adjust.reasonLength` : null;
      },
    },
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  // The last confirmed attempt that got no success answer: confirming the very same adjustment again
  // (after a lost connection) reuses its request id, so the server answers the first result.
  const unsettled = useRef<{ key: string; id: string } | null>(null);
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const money = (minor: number) => `${member.currencySymbol}${formatMinor(minor, digits, lang, { decimals: digits })}`;

  const adjust = useMutation({
    mutationFn: (p: Pending) =>
      financeApi.adjust({
        memberId: p.member.id,
        account: p.account,
        direction: p.direction,
        amount: p.minor,
        reason: p.reason,
        clientRequestId: p.clientRequestId,
      }),
  });

  /** Checks the form (the kit focuses the first field in error); when it is right, opens the confirmation. */
  const review = kit.handleSubmit((draft) => {
    const parsed = parseStaffAmount(draft.amount, digits);
    if (!parsed.ok) return;
    const reason = draft.reason.trim();
    const key = JSON.stringify([member.id, draft.account, draft.direction, parsed.minor, reason]);
    const clientRequestId = unsettled.current?.key === key ? unsettled.current.id : newRequestId();
    setPending({
      member,
      account: draft.account,
      direction: draft.direction,
      minor: parsed.minor,
      reason,
      clientRequestId,
    });
  });

  /** The dialog closes; the form keeps what was typed and says what went wrong. */
  const showFailure = (err: unknown) => {
    const fields = err instanceof ApiError ? err.fields : {};
    if (fields.amount) kit.setFieldError('amount', `${ADMIN_NS}:adjust.amountErrors.format`, { focus: false });
    if (fields.reason) kit.setFieldError('reason', `${ADMIN_NS}:adjust.reasonLength`, { focus: false });
    const code = err instanceof ApiError ? err.code : 'unknown';
    kit.setFormError(
      code === 'request.invalid' && (fields.amount || fields.reason)
        ? `${ADMIN_NS}:adjust.fixFields`
        : code === 'auth.real_account_required'
          ? `${ADMIN_NS}:adjust.trialRefused`
          : errorKey(code),
    );
  };

  const confirm = async () => {
    if (!pending) return;
    unsettled.current = {
      key: JSON.stringify([pending.member.id, pending.account, pending.direction, pending.minor, pending.reason]),
      id: pending.clientRequestId,
    };
    setDone(null);
    kit.setFormError(null);
    try {
      const result = await adjust.mutateAsync(pending);
      unsettled.current = null;
      setDone({ pending, result });
      kit.form.setValue('amount', '');
      kit.form.setValue('reason', '');
      toast.success(t('adjust.doneToast'), { id: 'adjust-done' });
      await queryClient.invalidateQueries({ queryKey: financeKeys.member(member.id) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'finance', 'members'] });
    } catch (err) {
      showFailure(err);
    } finally {
      setPending(null);
    }
  };

  /** Closes the confirmation unless the adjustment is on its way. */
  const cancel = () => {
    if (!adjust.isPending) setPending(null);
  };

  return { kit, pending, done, money, review, confirm, cancel };
}

export type AdjustmentState = ReturnType<typeof useAdjustment>;
