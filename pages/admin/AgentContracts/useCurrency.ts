import { useQuery } from '@tanstack/react-query';
import { agentContractsAdminApi, agentContractsAdminKeys } from '../../../src/admin/agentContractsApi';

/** The brand's currency, as the settlements list answers it (the tiers editor types amounts in it). */
export function useCurrency() {
  const q = useQuery({
    queryKey: agentContractsAdminKeys.settlements({}),
    queryFn: () => agentContractsAdminApi.settlements({}),
  });
  return q.data ? { symbol: q.data.currencySymbol, digits: q.data.minorUnitDigits } : null;
}
