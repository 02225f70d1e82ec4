import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { EmptyState } from '../../../design-system/EmptyState';
import { Stack } from '../../../design-system/Layout';
import { Spinner } from '../../../design-system/Spinner';
import { toast } from '../../../design-system/Toast';
import { agentContractsAdminApi, agentContractsAdminKeys } from '../../../src/admin/agentContractsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import {
  CONTRACT_KINDS,
  type ContractDefaults,
  type ContractKind,
  type ContractTerms,
} from '../../../src/api/contract/agentContracts';
import { TiersDialog } from '../../AgentContract/TiersDialog';
import { TiersTable } from '../../AgentContract/TiersTable';
import { useCurrency } from './useCurrency';

export interface DefaultsViewProps {
  defaults: ContractDefaults;
  currency: { symbol: string; digits: number };
  /** Save a kind's default tiers; absent for roles that may only look. */
  onSave?: (terms: ContractTerms) => Promise<unknown>;
}

/** Each kind's default tiers (they prefill the house's offers), with an editor for finance. */
export function DefaultsView({ defaults, currency, onSave }: DefaultsViewProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [editing, setEditing] = useState<ContractKind | null>(null);
  return (
    <Stack gap="lg">
      {CONTRACT_KINDS.map((kind) => {
        const terms = defaults[kind];
        return (
          <Panel
            key={kind}
            title={t(`agentContracts.kinds.${kind}`)}
            description={
              kind === 'dividend' && defaults.dividend
                ? t(`agentContracts.periods.${defaults.dividend.period}`)
                : undefined
            }
            action={onSave ? { label: t('agentContracts.edit'), onPress: () => setEditing(kind) } : undefined}
          >
            {terms ? (
              <TiersTable kind={kind} tiers={terms.tiers} currency={currency} />
            ) : (
              <EmptyState size="compact" title={t('agentContracts.noDefaults')} />
            )}
          </Panel>
        );
      })}
      {editing && onSave ? (
        <TiersDialog
          kind={editing}
          member={{ id: '', username: '' }}
          revising={null}
          prefill={defaults[editing]}
          currency={currency}
          labels={{
            title: t('agentContracts.defaultsTitle', { kind: t(`agentContracts.kinds.${editing}`) }),
            description: t('agentContracts.defaultsLead'),
            submit: t('agentContracts.save'),
          }}
          onSubmit={async (_id, body) => {
            const { memberId: _memberId, ...terms } = body;
            await onSave(terms as ContractTerms);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

/** The default tiers tab: loads them and the currency; finance saves (audited). */
export function DefaultsTab({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const q = useQuery({ queryKey: agentContractsAdminKeys.defaults, queryFn: agentContractsAdminApi.defaults });
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  if (!q.data || !currency) return <Spinner />;
  return (
    <DefaultsView
      defaults={q.data}
      currency={currency}
      onSave={
        canWrite
          ? async (terms) => {
              await agentContractsAdminApi.setDefaults(terms);
              toast.success(t('agentContracts.saved'));
              await queryClient.invalidateQueries({ queryKey: agentContractsAdminKeys.defaults });
            }
          : undefined
      }
    />
  );
}
