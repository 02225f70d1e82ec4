import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../design-system/DataTable';
import { Dialog } from '../../../design-system/Dialog';
import { useMoneyText } from '../../../design-system/Money';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { useLotteryLabels } from '../../../game-client/lottery/labels';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { lotteryAdminApi, lotteryAdminKeys } from '../../../src/admin/lotteryApi';
import type { AdminDraw, AdminLotteryBet } from '../../../src/api/contract/adminLottery';
import { oddsText } from '../../../src/rules/lottery/odds';
import type { Currency } from './GameDialog';
import { BET_TONE } from './status';

/** One draw's bets, 25 at a time: who, what on, the stake, the odds and what it paid. */
export function DrawBetsDialog({
  draw,
  title,
  currency,
  onClose,
}: {
  draw: AdminDraw;
  title: string;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyText(currency.symbol, currency.digits);
  const dateTime = useDateTime();
  const loadError = useLoadError();
  const labels = useLotteryLabels();
  const bets = useInfiniteQuery({
    queryKey: lotteryAdminKeys.drawBets(draw.id),
    queryFn: ({ pageParam }) => lotteryAdminApi.drawBets(draw.id, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={t('lottery.betsLead', { count: draw.bets, players: draw.players })}
      size="lg"
      closeLabel={t('queue.cancel')}
    >
      <DataTable<AdminLotteryBet>
        caption={t('lottery.bets')}
        layout="auto"
        rows={bets.data?.pages.flatMap((p) => p.items)}
        loading={bets.isPending}
        error={loadError(bets)}
        loadMore={
          bets.isSuccess
            ? {
                hasMore: bets.hasNextPage,
                loading: bets.isFetchingNextPage,
                onLoadMore: () => void bets.fetchNextPage(),
              }
            : undefined
        }
        rowKey={(b) => b.id}
        rowLabel={(b) => `${b.username ?? b.id} ${b.betType}`}
        empty={{ title: t('lottery.noBets') }}
        columns={[
          {
            id: 'who',
            header: t('lottery.player'),
            kind: 'lead',
            cell: (b) => b.username ?? t('lottery.unknownPlayer'),
          },
          {
            id: 'status',
            header: t('lottery.state'),
            card: 'head',
            cell: (b) => <StatusBadge tone={BET_TONE[b.status]}>{t(`lottery.betStatus.${b.status}`)}</StatusBadge>,
          },
          {
            id: 'type',
            header: t('lottery.betType'),
            cell: (b) => `${labels.betType(b.betType)}: ${labels.selection(undefined, b.selection)}`,
          },
          { id: 'stake', header: t('lottery.stake'), kind: 'end', cell: (b) => money(b.stake) },
          { id: 'odds', header: t('lottery.odds'), kind: 'end', cell: (b) => oddsText(b.odds) },
          { id: 'payout', header: t('lottery.payout'), kind: 'end', cell: (b) => money(b.payout) },
          { id: 'placed', header: t('lottery.placedAt'), cell: (b) => dateTime(b.placedAt) },
        ]}
      />
    </Dialog>
  );
}
