import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type ContractKind,
  contractKinds,
  contractRequestField,
} from '../../design-system/ContractAlert/contractKinds';
import { usePendingContracts } from '../../src/api/contracts';
import { preloadable } from '../../src/app/preloadable';

/** The dialog (Radix) loads only when a request is pending: it is not part of home's first view. */
const ContractAlert = preloadable(() =>
  import('../../design-system/ContractAlert/ContractAlert').then((m) => m.ContractAlert),
);

/** The contract pages Go opens (spec §2 Home, §4). */
export const CONTRACT_PAGES: Record<ContractKind, string> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly: '/m/member/agent/getHourContract',
};

/**
 * Home's agent-contract check (spec §2 Home, §4): a member whose type `needsAgentContractCheck`
 * admits is asked whether a request is pending; the first pending kind (salary, dividend, hourly)
 * raises the ContractAlert. Cancel dismisses it for this visit; Go opens the kind's page.
 */
export function ContractCheck() {
  const navigate = useNavigate();
  const pending = usePendingContracts();
  const [dismissed, setDismissed] = useState(false);
  const kind = contractKinds.find((k) => pending.data?.[contractRequestField[k]] === 1);
  if (!kind || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <ContractAlert
        kind={kind}
        open
        onOpenChange={(open) => {
          if (!open) setDismissed(true);
        }}
        onCancel={() => setDismissed(true)}
        onGo={(k) => navigate(CONTRACT_PAGES[k])}
      />
    </Suspense>
  );
}
