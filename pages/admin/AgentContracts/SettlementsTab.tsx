import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { FilterBar } from '../../../design-system/FilterBar';
import { Inline, Stack } from '../../../design-system/Layout';
import { useMoneyText } from '../../../design-system/Money';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { Text } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import {
  type AdminSettlementsQuery,
  agentContractsAdminApi,
  agentContractsAdminKeys,
} from '../../../src/admin/agentContractsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { CONTRACT_KINDS, type ContractKind, type RerunResult } from '../../../src/api/contract/agentContracts';
import { RerunDialog } from './RerunDialog';
import { RerunResultPanel } from './RerunResult';
import { SettlementsTable } from './SettlementsTable';

/** Settlements with paid and owed (owed only on a switch), the owed total, and a re-run of a period (finance). */
export function SettlementsTab({ canRerun }: { canRerun: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const loadError = useLoadError();
  const queryClient = useQueryClient();
  const [agent, setAgent] = useState('');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [owedOnly, setOwedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [rerunning, setRerunning] = useState(false);
  const [result, setResult] = useState<RerunResult | null>(null);
  const q = useDeferredValue(agent.trim());
  const query: AdminSettlementsQuery = {
    ...(q ? { agent: q } : {}),
    ...(kind ? { kind } : {}),
    ...(owedOnly ? { owedOnly: 'true' as const } : {}),
    ...(page > 1 ? { page } : {}),
  };
  const list = useQuery({
    queryKey: agentContractsAdminKeys.settlements(query),
    queryFn: () => agentContractsAdminApi.settlements(query),
  });
  const money = useMoneyText(list.data?.currencySymbol ?? '', list.data?.minorUnitDigits ?? 2);
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack gap="md">
      {canRerun ? (
        <Inline justify="end">
          <Button icon={<RotateCcw />} variant="secondary" onPress={() => setRerunning(true)}>
            {t('agentContracts.rerunPeriod')}
          </Button>
        </Inline>
      ) : null}
      <FilterBar>
        <TextField
          label={t('agentContracts.searchAgent')}
          type="search"
          value={agent}
          maxLength={60}
          onChange={filter(setAgent)}
        />
        <Select
          label={t('agentContracts.kind')}
          options={[
            { value: '', label: t('agentContracts.allKinds') },
            ...CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agentContracts.kinds.${k}`) })),
          ]}
          value={kind}
          onChange={filter((v: string) => setKind(v as ContractKind | ''))}
        />
        <Switch label={t('agentContracts.owedOnly')} checked={owedOnly} onChange={filter(setOwedOnly)} />
      </FilterBar>
      {result && list.data ? (
        <RerunResultPanel
          result={result}
          currency={{ symbol: list.data.currencySymbol, digits: list.data.minorUnitDigits }}
        />
      ) : null}
      {list.data ? (
        <Text tone="muted">{t('agentContracts.owedTotal', { amount: money(list.data.owedTotal) })}</Text>
      ) : null}
      <SettlementsTable data={list.data} loading={list.isPending} error={loadError(list)} onPage={setPage} />
      {rerunning ? (
        <RerunDialog
          onRun={async (body) => {
            const r = await agentContractsAdminApi.rerun(body);
            setResult(r);
            toast.success(t('agentContracts.rerunDone', { count: r.settled }));
            await queryClient.invalidateQueries({ queryKey: agentContractsAdminKeys.all });
          }}
          onClose={() => setRerunning(false)}
        />
      ) : null}
    </Stack>
  );
}
