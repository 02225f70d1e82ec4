import { useTranslation } from 'react-i18next';
import { toast } from '../../design-system/Toast';
import { useRebateDownline, useSetRebateRates } from '../../src/api/agentRebates';
import { RatesDialog } from './RatesDialog';

/**
 * The rates dialog for one direct member by id (team manage's "Set rebate rates"): it reads the
 * member's rates and the agent's own, then saves through the same call as the game-service rebate page.
 */
export function SetRatesDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const found = useRebateDownline({ id: memberId, page: 1 });
  const save = useSetRebateRates();
  const member = found.data?.items[0];
  if (!found.data || !member) return null;
  return (
    <RatesDialog
      member={member}
      limit={found.data.myRates}
      onSave={async (rates) => {
        await save.mutateAsync({ id: member.id, rates });
        toast.success(t('rebate.saved', { name: member.username }));
      }}
      onClose={onClose}
    />
  );
}
