import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { StatusBadge } from '../../design-system/StatusBadge';
import { toast } from '../../design-system/Toast';
import type { Contract, ContractOffer, DirectContracts } from '../../src/api/contract/agentContracts';
import { TiersDialog } from './TiersDialog';

type Direct = DirectContracts['members'][number];

export interface DirectsPanelProps {
  data: DirectContracts;
  onSubmit: (id: string | null, body: ContractOffer) => Promise<unknown>;
}

/** The upline's side: each direct sub-agent with its contract of this kind, and Offer / Revise. */
export function DirectsPanel({ data, onSubmit }: DirectsPanelProps) {
  const { t } = useTranslation('agent');
  const [editing, setEditing] = useState<{ member: Direct; revising: Contract | null } | null>(null);
  const status = (m: Direct) =>
    m.offer ? (
      <StatusBadge tone="pending">{t('contracts.status.offered')}</StatusBadge>
    ) : m.active ? (
      <StatusBadge tone="positive">{t('contracts.status.active')}</StatusBadge>
    ) : (
      <StatusBadge tone="neutral">{t('contracts.status.none')}</StatusBadge>
    );
  const columns: DataColumn<Direct>[] = [
    { id: 'username', header: t('contracts.directs.member'), kind: 'lead', cell: (m) => m.username },
    { id: 'status', header: t('contracts.directs.status'), card: 'head', cell: status },
    {
      id: 'actions',
      header: t('contracts.directs.actions'),
      kind: 'actions',
      cell: (m) => {
        const current = m.offer ?? m.active;
        return (
          <Button
            size="sm"
            variant={current ? 'secondary' : 'primary'}
            aria-label={t(current ? 'contracts.directs.reviseFor' : 'contracts.directs.offerFor', { name: m.username })}
            onPress={() => setEditing({ member: m, revising: current })}
          >
            {t(current ? 'contracts.directs.revise' : 'contracts.directs.offer')}
          </Button>
        );
      },
    },
  ];
  return (
    <Panel title={t('contracts.directs.title')} description={t('contracts.directs.lead')} level={2}>
      <DataTable<Direct>
        layout="cards"
        caption={t('contracts.directs.title')}
        columns={columns}
        rows={data.members}
        rowKey={(m) => m.id}
        rowLabel={(m) => m.username}
        empty={{
          size: 'compact',
          icon: UsersRound,
          title: t('contracts.directs.empty'),
          description: t('contracts.directs.emptyText'),
        }}
      />
      {editing ? (
        <TiersDialog
          kind={data.kind}
          member={editing.member}
          revising={editing.revising}
          currency={{ symbol: data.currencySymbol, digits: data.minorUnitDigits }}
          onSubmit={async (id, body) => {
            await onSubmit(id, body);
            toast.success(t(id ? 'contracts.revised' : 'contracts.offered'));
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Panel>
  );
}
