import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Stack } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { SkeletonRows } from '../../design-system/Skeleton';
import type { ContractKind } from '../../src/api/contract/agentContracts';
import { useDecideContract, useDirectContracts, useMyContract, useOfferContract } from '../../src/api/contracts';
import { isAccountRefused } from '../../src/api/errors';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { HOME } from '../../src/routes/table';
import { DirectsPanel } from './DirectsPanel';
import { MyContract } from './MyContract';
import { SettlementsPanel } from './SettlementsPanel';

/** The three contract pages share this one; the path names the kind (spec §2). */
const KIND_OF_PATH: Record<string, ContractKind> = {
  '/m/member/agent/getSalaryContract': 'salary',
  '/m/member/agent/getDevidendContract': 'dividend',
  '/m/member/agent/getHourContract': 'hourly',
};

/**
 * /m/member/agent/getSalaryContract, getDevidendContract, getHourContract (issue 21, ADR 0026): the
 * offer awaiting the agent (accept or refuse), its active contract and settlements (paid, owed); and,
 * as an upline, its direct sub-agents' contracts of the kind with Offer / Revise and what it paid.
 */
export default function AgentContract() {
  const kind = KIND_OF_PATH[useLocation().pathname] ?? 'salary';
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const mine = useMyContract(kind);
  const directs = useDirectContracts(kind);
  const decide = useDecideContract();
  const offer = useOfferContract();
  const failed = mine.isError ? mine : directs.isError ? directs : null;
  if (failed) {
    return (
      <Stack padding="md">
        <LoadFailure
          refused={isAccountRefused(failed.error)}
          message={messageOf(failed.error)}
          failedTitle={t('contracts.loadFailed')}
          homeLabel={t('contracts.home')}
          retryLabel={t('retry')}
          onHome={() => navigate(HOME)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      </Stack>
    );
  }
  if (!mine.data || !directs.data) {
    return (
      <Stack padding="md">
        <SkeletonRows rows={4} label={t('contracts.loading')} />
      </Stack>
    );
  }
  return (
    <Stack padding="md" gap="lg">
      <MyContract data={mine.data} onDecide={(id, decision) => decide.mutateAsync({ id, decision })} />
      <SettlementsPanel kind={kind} side="payee" />
      <DirectsPanel data={directs.data} onSubmit={(id, body) => offer.mutateAsync({ id, body })} />
      {directs.data.members.length > 0 ? <SettlementsPanel kind={kind} side="payer" /> : null}
    </Stack>
  );
}
