import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContractAlert } from '../../design-system/ContractAlert';
import {
  type ContractKind,
  contractKinds,
  contractRequestField,
} from '../../design-system/ContractAlert/contractKinds';
import { usePendingContracts } from '../../src/api/contracts';

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
    <ContractAlert
      kind={kind}
      open
      onOpenChange={(open) => {
        if (!open) setDismissed(true);
      }}
      onCancel={() => setDismissed(true)}
      onGo={(k) => navigate(CONTRACT_PAGES[k])}
    />
  );
}
