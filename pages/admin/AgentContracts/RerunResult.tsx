import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { useMoneyText } from '../../../design-system/Money';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { RerunResult } from '../../../src/api/contract/agentContracts';

/** What the last re-run did: settlements made, ones that already existed, paid and owed. */
export function RerunResultPanel({
  result,
  currency,
}: {
  result: RerunResult;
  currency: { symbol: string; digits: number };
}) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyText(currency.symbol, currency.digits);
  return (
    <Panel
      title={t('agentContracts.resultTitle', {
        kind: t(`agentContracts.kinds.${result.kind}`),
        period: result.periodKey,
      })}
    >
      <KeyValueList
        layout="grid"
        items={[
          { id: 'settled', label: t('agentContracts.resultSettled'), value: String(result.settled) },
          { id: 'skipped', label: t('agentContracts.resultSkipped'), value: String(result.skipped) },
          { id: 'paid', label: t('agentContracts.paid'), value: money(result.paid) },
          { id: 'owed', label: t('agentContracts.owed'), value: money(result.owed) },
        ]}
      />
    </Panel>
  );
}
