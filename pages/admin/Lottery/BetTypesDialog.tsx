import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../design-system/DataTable';
import { Dialog } from '../../../design-system/Dialog';
import { useMoneyText } from '../../../design-system/Money';
import { useLotteryLabels } from '../../../game-client/lottery/labels';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminLotteryGame } from '../../../src/api/contract/adminLottery';
import type { BetType } from '../../../src/api/contract/lottery';
import { oddsSummary, rtpText } from '../../../src/rules/lottery/odds';
import type { Currency } from './GameDialog';

/** A game's bet types with their odds, declared RTP and largest stake (read only: odds follow the RTP). */
export function BetTypesDialog({
  game,
  currency,
  onClose,
}: {
  game: AdminLotteryGame;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyText(currency.symbol, currency.digits);
  const labels = useLotteryLabels();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('lottery.betTypesTitle', { name: game.name })}
      description={t('lottery.betTypesLead')}
      size="lg"
      closeLabel={t('queue.cancel')}
    >
      <DataTable<BetType>
        caption={t('lottery.betTypes')}
        layout="auto"
        rows={game.betTypes}
        rowKey={(b) => b.code}
        rowLabel={(b) => labels.betType(b.code)}
        empty={{ title: t('lottery.none') }}
        columns={[
          { id: 'code', header: t('lottery.betType'), kind: 'lead', cell: (b) => labels.betType(b.code) },
          { id: 'group', header: t('lottery.group'), cell: (b) => labels.group(b.group) },
          { id: 'odds', header: t('lottery.odds'), kind: 'end', cell: (b) => oddsSummary(b.pick) },
          { id: 'rtp', header: t('lottery.rtp'), kind: 'end', cell: (b) => rtpText(b.rtp) },
          { id: 'max', header: t('lottery.maxStake'), kind: 'end', cell: (b) => money(b.maxStake) },
        ]}
      />
    </Dialog>
  );
}
