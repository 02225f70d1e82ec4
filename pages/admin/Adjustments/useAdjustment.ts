import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { toast } from '../../../design-system/Toast';
import { type AdjustmentResult, financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { ApiError } from '../../../src/api/errors';
import { newRequestId, parseStaffAmount } from '../../../src/rules/staffAmount';
import { useErrorMessage } from '../shared/parts';

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
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  // The last confirmed attempt that got no success answer: confirming the very same adjustment again
  // (after a lost connection) reuses its request id, so the server answers the first result.
  const unsettled = useRef<{ key: string; id: string } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const digits = member.minorUnitDigits;
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

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (fieldErrors[key]) setFieldErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Checks the form; when it is right, opens the confirmation with a fresh request id. */
  const review = (e?: FormEvent) => {
    e?.preventDefault();
    setFormError(null);
    const errors: Partial<Record<keyof Draft, string>> = {};
    const parsed = parseStaffAmount(draft.amount, digits);
    if (!parsed.ok) errors.amount = t(`adjust.amountErrors.${parsed.error}`, { digits });
    const reason = draft.reason.trim();
    if (!reason) errors.reason = t('adjust.reasonRequired');
    else if (reason.length < REASON.min || reason.length > REASON.max) errors.reason = t('adjust.reasonLength', REASON);
    setFieldErrors(errors);
    if (errors.amount) amountRef.current?.focus();
    else if (errors.reason) reasonRef.current?.focus();
    if (!parsed.ok || errors.reason) return;
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
  };

  /** The dialog closes; the form keeps what was typed and says what went wrong. */
  const showFailure = (err: unknown) => {
    const fields = err instanceof ApiError ? err.fields : {};
    const next: Partial<Record<keyof Draft, string>> = {};
    if (fields.amount) next.amount = t('adjust.amountErrors.format', { digits });
    if (fields.reason) next.reason = t('adjust.reasonLength', REASON);
    setFieldErrors(next);
    const code = err instanceof ApiError ? err.code : '';
    setFormError(
      code === 'request.invalid' && (fields.amount || fields.reason)
        ? t('adjust.fixFields')
        : code === 'auth.real_account_required'
          ? t('adjust.trialRefused')
          : errorMessage(err),
    );
  };

  const confirm = async () => {
    if (!pending) return;
    unsettled.current = {
      key: JSON.stringify([pending.member.id, pending.account, pending.direction, pending.minor, pending.reason]),
      id: pending.clientRequestId,
    };
    setDone(null);
    try {
      const result = await adjust.mutateAsync(pending);
      unsettled.current = null;
      setDone({ pending, result });
      setDraft((d) => ({ ...d, amount: '', reason: '' }));
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

  return { draft, fieldErrors, formError, pending, done, amountRef, reasonRef, money, set, review, confirm, cancel };
}

export type AdjustmentState = ReturnType<typeof useAdjustment>;
