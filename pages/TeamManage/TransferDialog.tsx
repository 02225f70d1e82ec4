import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../design-system/FormDialog';
import { MoneyField, moneyErrorKey, parseMoney } from '../../design-system/MoneyField';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import type { TeamMember } from '../../src/api/contract/agent';
import { useAgentTransfer } from '../../src/api/teamReports';
import { useErrorMessage } from '../../src/api/useErrorMessage';

/**
 * Transfer to a direct member (docs/agents.md "Transfers to downline"): an amount from the agent's
 * cash and an optional note. One request id per dialog, so a double tap or a retry moves it once.
 */
export function TransferDialog({
  member,
  currency,
  onClose,
}: {
  member: TeamMember | null;
  currency: { symbol: string; digits: number };
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const tc = useTranslation().t;
  const errorMessage = useErrorMessage();
  const transfer = useAgentTransfer();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [shown, setShown] = useState(false);
  const close = () => {
    setText('');
    setNote('');
    setShown(false);
    setRequestId(crypto.randomUUID());
    transfer.reset();
    onClose();
  };
  const parsed = parseMoney(text, { digits: currency.digits });
  const fieldError = shown && !parsed.ok ? tc(moneyErrorKey(parsed.error)) : undefined;
  const submit = async () => {
    setShown(true);
    if (!member || !parsed.ok) return;
    await transfer.mutateAsync({ requestId, memberId: member.id, amount: parsed.minor, ...(note ? { note } : {}) });
    toast.success(t('transfer.done', { name: member.username }));
    close();
  };
  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('transfer.title', { name: member?.username ?? '' })}
      description={t('transfer.lead')}
      submitLabel={t('transfer.submit')}
      busy={transfer.isPending}
      error={transfer.error ? errorMessage(transfer.error) : undefined}
      onSubmit={submit}
    >
      <MoneyField
        label={t('transfer.amount')}
        currencySymbol={currency.symbol}
        digits={currency.digits}
        value={text}
        required
        error={fieldError}
        onChange={setText}
      />
      <TextField label={t('transfer.note')} value={note} maxLength={200} onChange={setNote} optional />
    </FormDialog>
  );
}
