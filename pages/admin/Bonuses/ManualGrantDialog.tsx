import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { MoneyField } from '../../../design-system/MoneyField';
import { Select } from '../../../design-system/Select';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { bonusAdminApi, bonusAdminKeys } from '../../../src/admin/bonusApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { FORFEIT_REASON_MAX } from '../../../src/api/contract/adminBonus';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { newRequestId, parseStaffAmount } from '../../../src/rules/staffAmount';
import { minorToMajorInput } from '../../../src/rules/withdrawal';
import { issueKey } from './issueKey';

type Field = 'username' | 'templateId' | 'amount' | 'reason';

/**
 * A manual grant with a template's terms (wagering, max bet, validity): member, template, amount in
 * major units, reason. One request id per opening, so a double submit or a retry grants once.
 */
export function ManualGrantDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const templates = useQuery({ queryKey: bonusAdminKeys.templates, queryFn: bonusAdminApi.templates });
  const [requestId] = useState(newRequestId);
  const [username, setUsername] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const symbol = templates.data?.currencySymbol ?? '';
  const digits = templates.data?.currencyDigits ?? 2;
  const err = (key: Field) => (errors[key] ? t(`bonus.validation.${errors[key]}`) : undefined);

  const grant = useMutation({
    mutationFn: bonusAdminApi.grant,
    onSuccess: async (g) => {
      await queryClient.invalidateQueries({ queryKey: bonusAdminKeys.all });
      toast.success(
        t(g.status === 'review' ? 'bonus.grants.grantedReview' : 'bonus.grants.granted', { username: g.username }),
        {
          id: 'bonus-granted',
        },
      );
      onClose();
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? Object.entries(e.fields) : [];
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map(([k, v]) => [k.replace(/^body\./, ''), issueKey(v)])));
        setFormError(undefined);
        return;
      }
      setFormError(errorMessage(e));
    },
  });

  const submit = () => {
    setFormError(undefined);
    const next: Partial<Record<Field, string>> = {};
    const parsed = parseStaffAmount(amount, digits);
    if (!username.trim()) next.username = 'required';
    if (!templateId) next.templateId = 'required';
    if (!parsed.ok)
      next.amount =
        parsed.error === 'required' ? 'required' : `amount${parsed.error[0]?.toUpperCase()}${parsed.error.slice(1)}`;
    if (!reason.trim()) next.reason = 'required';
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.ok) return;
    return grant
      .mutateAsync({ requestId, username: username.trim(), templateId, amount: parsed.minor, reason: reason.trim() })
      .catch(() => undefined);
  };

  const list = templates.data?.list ?? [];
  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('bonus.grants.manualTitle')}
      description={t('bonus.grants.manualLead')}
      submitLabel={t('bonus.grants.grant')}
      cancelLabel={t('queue.cancel')}
      busy={grant.isPending}
      error={formError}
      onSubmit={submit}
    >
      <TextField
        label={t('bonus.grants.member')}
        value={username}
        autoComplete="off"
        error={err('username')}
        onChange={setUsername}
      />
      <Select
        label={t('bonus.grants.template')}
        placeholder={t('bonus.grants.chooseTemplate')}
        options={list.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
        value={templateId}
        error={err('templateId')}
        onChange={(id) => {
          setTemplateId(id);
          const fixed = list.find((tpl) => tpl.id === id)?.fixedAmount;
          if (!amount && fixed) setAmount(minorToMajorInput(fixed, digits));
        }}
      />
      <MoneyField
        label={t('bonus.grants.amount')}
        currencySymbol={symbol}
        digits={digits}
        value={amount}
        error={err('amount')}
        onChange={setAmount}
      />
      <TextAreaField
        label={t('queue.reason')}
        value={reason}
        rows={3}
        maxLength={FORFEIT_REASON_MAX}
        error={err('reason')}
        onChange={setReason}
      />
    </FormDialog>
  );
}
