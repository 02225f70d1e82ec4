import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert, UserRoundPen } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { Select } from '../../../design-system/Select';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { type AdjustmentResult, financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { ApiError } from '../../../src/api/errors';
import { newRequestId, parseStaffAmount } from '../../../src/rules/staffAmount';
import { vars } from '../../../themes/contract.css';
import { MemberMoney, MemberPills, MemberResults, MemberSearchForm } from '../Members/MemberSearch';
import * as css from '../shared/admin.css';
import { ErrorState, PageHeader, useErrorMessage } from '../shared/parts';

/** What the server accepts as a reason (adjustmentSchema in src/api/contract/adminFinance.ts). */
const REASON = { min: 3, max: 200 } as const;

type Account = 'cash' | 'bonus';
type Direction = 'credit' | 'debit';

interface Draft {
  account: Account;
  direction: Direction;
  amount: string;
  reason: string;
}

/** What the confirmation repeats, fixed when it opens: the same request id for every press of Confirm. */
interface Pending {
  member: StaffMemberSummary;
  account: Account;
  direction: Direction;
  minor: number;
  reason: string;
  clientRequestId: string;
}

const emptyDraft: Draft = { account: 'cash', direction: 'credit', amount: '', reason: '' };

/**
 * /admin/adjustments (finance): credit or debit a member's cash or bonus with a mandatory reason.
 * Pick the member (search, or `?member=<id>` from the member's page), fill the form, confirm in a
 * dialog that repeats what will happen; the new balance shows after. One request id per confirmed
 * form: a double click or a retry after a lost answer credits once.
 */
export default function AdjustmentsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const memberId = params.get('member');
  const q = params.get('q') ?? '';

  return (
    <div className={css.page}>
      <PageHeader title={t('nav.adjustments')} lead={t('adjust.lead')} />
      {memberId ? (
        <ChosenMember id={memberId} onChange={() => setParams(q ? { q } : {})} key={memberId} />
      ) : (
        <section className={css.card} aria-labelledby="adjust-pick-title">
          <h2 className={css.cardTitle} id="adjust-pick-title">
            {t('adjust.pickTitle')}
          </h2>
          <MemberSearchForm initial={q} onSearch={(next) => setParams({ q: next })} />
          <MemberResults
            q={q}
            action={(m) => (
              <Link className={css.linkButton} to={`?q=${encodeURIComponent(q)}&member=${m.id}`}>
                {t('adjust.choose')}
                <span className={css.visuallyHiddenInline}>{` ${m.username}`}</span>
              </Link>
            )}
          />
        </section>
      )}
    </div>
  );
}

function ChosenMember({ id, onChange }: { id: string; onChange: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  // The member's summary comes with the first ledger page (the same call as the member's page).
  const loaded = useQuery({
    queryKey: financeKeys.memberLedger(id, 1),
    queryFn: () => financeApi.memberLedger(id, 1),
  });
  if (loaded.isPending) {
    return (
      <SkeletonGroup label={t('members.loadingMember')} className={css.card}>
        <Skeleton shape="text" lines={2} />
        <Skeleton height={`calc(${vars.size.touch} * 4)`} />
      </SkeletonGroup>
    );
  }
  if (loaded.isError) {
    return (
      <section className={css.card}>
        <ErrorState error={loaded.error} onRetry={() => void loaded.refetch()} compact />
        <div>
          <Button variant="secondary" onPress={onChange}>
            {t('adjust.changeMember')}
          </Button>
        </div>
      </section>
    );
  }
  return <AdjustForm member={loaded.data.member} onChangeMember={onChange} />;
}

function AdjustForm({ member, onChangeMember }: { member: StaffMemberSummary; onChangeMember: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<{ pending: Pending; result: AdjustmentResult } | null>(null);
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
      // The dialog closes; the form keeps what was typed and says what went wrong.
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
    } finally {
      setPending(null);
    }
  };

  const current = pending ? member.balances[pending.account] : 0;
  const after = pending ? current + (pending.direction === 'credit' ? pending.minor : -pending.minor) : 0;
  const accountName = (a: Account) => t(`ledger.accounts.${a}`);
  /** The account's name inside a sentence (lower case in English). */
  const accountWord = (a: Account) => t(`adjust.accountWords.${a}`);

  return (
    <>
      <section className={css.card} aria-labelledby="adjust-member-title">
        <div className={css.cardHeader}>
          <h2 className={css.cardTitle} id="adjust-member-title">
            {member.username}
            {member.nickname ? <span className={css.muted}> · {member.nickname}</span> : null}
          </h2>
          <Button variant="secondary" size="sm" icon={<UserRoundPen />} onPress={onChangeMember}>
            {t('adjust.changeMember')}
          </Button>
        </div>
        <MemberPills member={member} />
        <dl className={css.facts} data-testid="adjust-balances">
          <div className={css.fact}>
            <dt className={css.muted}>{accountName('cash')}</dt>
            <dd className={css.factValue}>
              <MemberMoney member={member} minor={member.balances.cash} />
            </dd>
          </div>
          <div className={css.fact}>
            <dt className={css.muted}>{accountName('bonus')}</dt>
            <dd className={css.factValue}>
              <MemberMoney member={member} minor={member.balances.bonus} />
            </dd>
          </div>
        </dl>
        <div>
          <Link className={css.linkButton} to={`/admin/members?member=${member.id}`}>
            {t('adjust.openLedger')}
          </Link>
        </div>
      </section>

      {done ? (
        <div className={css.notice.positive} role="status" data-testid="adjust-result">
          <CircleCheck className={css.noticeIcon} aria-hidden="true" />
          <div className={css.noticeText}>
            <span className={css.strong}>
              {t(done.pending.direction === 'credit' ? 'adjust.doneCredit' : 'adjust.doneDebit', {
                amount: money(done.pending.minor),
                account: accountWord(done.pending.account),
                username: done.pending.member.username,
              })}
            </span>
            <span>
              {t('adjust.newBalance', {
                account: accountWord(done.pending.account),
                balance: money(done.result.balances[done.pending.account]),
              })}
            </span>
            {done.result.replayed ? <span className={css.muted}>{t('adjust.replayed')}</span> : null}
          </div>
        </div>
      ) : null}

      <section className={css.card} aria-labelledby="adjust-form-title">
        <h2 className={css.cardTitle} id="adjust-form-title">
          {t('adjust.formTitle')}
        </h2>
        <form className={css.form} onSubmit={review} noValidate>
          <div className={css.fieldRow}>
            <Select
              label={t('adjust.account')}
              value={draft.account}
              onChange={(v) => set('account', v as Account)}
              options={[
                { value: 'cash', label: accountName('cash') },
                { value: 'bonus', label: accountName('bonus') },
              ]}
            />
            <Select
              label={t('adjust.direction')}
              value={draft.direction}
              onChange={(v) => set('direction', v as Direction)}
              options={[
                { value: 'credit', label: t('adjust.credit') },
                { value: 'debit', label: t('adjust.debit') },
              ]}
            />
          </div>
          <TextField
            ref={amountRef}
            label={t('adjust.amount')}
            hint={t('adjust.amountHint', { digits, symbol: member.currencySymbol })}
            prefix={member.currencySymbol}
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount}
            error={fieldErrors.amount}
            onChange={(v) => set('amount', v)}
          />
          <TextField
            ref={reasonRef}
            label={t('adjust.reason')}
            hint={t('adjust.reasonHint', REASON)}
            maxLength={REASON.max}
            autoComplete="off"
            value={draft.reason}
            error={fieldErrors.reason}
            onChange={(v) => set('reason', v)}
          />
          {formError ? (
            <div className={css.notice.critical} role="alert">
              <TriangleAlert className={css.noticeIcon} aria-hidden="true" />
              <span className={css.noticeText}>{formError}</span>
            </div>
          ) : null}
          <div className={css.actions}>
            <Button type="submit">{t('adjust.review')}</Button>
          </div>
        </form>
      </section>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !adjust.isPending) setPending(null);
        }}
        title={
          pending
            ? t(pending.direction === 'credit' ? 'adjust.confirmCredit' : 'adjust.confirmDebit', {
                amount: money(pending.minor),
                account: accountWord(pending.account),
                username: pending.member.username,
              })
            : ''
        }
        message={
          pending ? (
            <>
              {t('adjust.confirmBalance', {
                account: accountWord(pending.account),
                from: money(current),
                to: after < 0 ? t('adjust.belowZero') : money(after),
              })}
              <br />
              {t('adjust.confirmReason', { reason: pending.reason })}
            </>
          ) : null
        }
        confirmLabel={pending?.direction === 'debit' ? t('adjust.confirmDebitButton') : t('adjust.confirmCreditButton')}
        tone={pending?.direction === 'debit' ? 'critical' : 'default'}
        onConfirm={confirm}
      />
    </>
  );
}
