import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../design-system/DataTable';
import { Dialog } from '../../../design-system/Dialog';
import { useMoneyText } from '../../../design-system/Money';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminLotteryGame } from '../../../src/api/contract/adminLottery';
import type { BetType } from '../../../src/api/contract/lottery';
import { oddsText, rtpText } from './format';
import type { Currency } from './GameDialog';

/** The odds of a bet type: one figure, or the range over its options (a sum's values differ). */
function oddsOf(b: BetType): string {
  if (b.pick.kind === 'numbers') return oddsText(b.pick.odds);
  const all = b.pick.options.map((o) => o.odds);
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  return lo === hi ? oddsText(lo) : `${oddsText(lo)} – ${oddsText(hi)}`;
}

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
        rowLabel={(b) => b.code}
        empty={{ title: t('lottery.none') }}
        columns={[
          { id: 'code', header: t('lottery.betType'), kind: 'lead', cell: (b) => b.code },
          { id: 'group', header: t('lottery.group'), cell: (b) => b.group },
          { id: 'odds', header: t('lottery.odds'), kind: 'end', cell: oddsOf },
          { id: 'rtp', header: t('lottery.rtp'), kind: 'end', cell: (b) => rtpText(b.rtp) },
          { id: 'max', header: t('lottery.maxStake'), kind: 'end', cell: (b) => money(b.maxStake) },
        ]}
      />
    </Dialog>
  );
}
