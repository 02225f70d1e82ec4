import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { Select } from '../../../design-system/Select';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { CONTRACT_KINDS, type ContractKind } from '../../../src/api/contract/agentContracts';

export interface OfferTarget {
  member: { id: string; username: string };
  kind: ContractKind;
}

/** First step of an offer by the house: which top-level agent, and which kind of contract. */
export function OfferPicker({
  agents,
  onPick,
  onClose,
}: {
  agents: { id: string; username: string }[];
  onPick: (target: OfferTarget) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [memberId, setMemberId] = useState('');
  const [kind, setKind] = useState<ContractKind>('salary');
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('agentContracts.offerTitle')}
      description={t('agentContracts.offerLead')}
      submitLabel={t('agentContracts.next')}
      cancelLabel={t('queue.cancel')}
      onSubmit={() => {
        const member = agents.find((a) => a.id === memberId);
        if (!member) return setError(t('agentContracts.agentRequired'));
        onPick({ member, kind });
      }}
    >
      <Select
        label={t('agentContracts.agent')}
        placeholder={t('agentContracts.pickAgent')}
        options={agents.map((a) => ({ value: a.id, label: a.username }))}
        value={memberId}
        error={error}
        onChange={(v) => {
          setMemberId(v);
          setError(undefined);
        }}
      />
      <Select
        label={t('agentContracts.kind')}
        options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agentContracts.kinds.${k}`) }))}
        value={kind}
        onChange={(v) => setKind(v as ContractKind)}
      />
    </FormDialog>
  );
}
