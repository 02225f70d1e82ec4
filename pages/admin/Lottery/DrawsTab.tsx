import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { DatePicker } from '../../../design-system/DatePicker';
import { FilterBar } from '../../../design-system/FilterBar';
import { Stack } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { type AdminDrawsQuery, lotteryAdminApi, lotteryAdminKeys } from '../../../src/admin/lotteryApi';
import type { AdminDraw } from '../../../src/api/contract/adminLottery';
import { DRAW_STATUSES, type DrawStatus } from '../../../src/api/contract/lottery';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { DrawBetsDialog } from './DrawBetsDialog';
import { DrawsTable } from './DrawsTable';
import { useLotteryGames } from './useLotteryGames';

/**
 * The draws tab: filter by game, status and day; open a draw's bets; void a draw that is not settled
 * yet, with a reason (every bet is refunded through the wallet, and it is audited).
 */
export function DrawsTab({ canVoid }: { canVoid: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const loadError = useLoadError();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const games = useLotteryGames();
  const [game, setGame] = useState('');
  const [status, setStatus] = useState<DrawStatus | ''>('');
  const [day, setDay] = useState<string | null>(null);
  const [betsOf, setBetsOf] = useState<AdminDraw | null>(null);
  const [voiding, setVoiding] = useState<AdminDraw | null>(null);
  const query: AdminDrawsQuery = {
    ...(game ? { game } : {}),
    ...(status ? { status } : {}),
    ...(day ? { day } : {}),
  };
  const draws = useInfiniteQuery({
    queryKey: lotteryAdminKeys.draws(query),
    queryFn: ({ pageParam }) => lotteryAdminApi.draws(query, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const names = new Map((games.data?.list ?? []).map((g) => [g.code, g.name]));
  const currency = games.data?.currency ?? { symbol: '', digits: 2 };
  const label = (d: AdminDraw) => `${names.get(d.gameCode) ?? d.gameCode} · ${d.number}`;

  return (
    <Stack gap="md">
      <FilterBar>
        <Select
          label={t('lottery.game')}
          options={[
            { value: '', label: t('lottery.allGames') },
            ...(games.data?.list ?? []).map((g) => ({ value: g.code, label: g.name })),
          ]}
          value={game}
          onChange={setGame}
        />
        <Select
          label={t('lottery.state')}
          options={[
            { value: '', label: t('lottery.allStatuses') },
            ...DRAW_STATUSES.map((s) => ({ value: s, label: t(`lottery.drawStatus.${s}`) })),
          ]}
          value={status}
          onChange={(v) => setStatus(v as DrawStatus | '')}
        />
        <DatePicker
          mode="date"
          label={t('lottery.day')}
          optional
          value={parseDateValue(day)}
          onChange={(d) => setDay(toDateValue(d))}
        />
        {day ? (
          <Button variant="ghost" icon={<X />} onPress={() => setDay(null)}>
            {t('lottery.anyDay')}
          </Button>
        ) : null}
      </FilterBar>
      <DrawsTable
        rows={draws.data?.pages.flatMap((p) => p.items)}
        currency={currency}
        names={names}
        loading={draws.isPending}
        error={loadError(draws)}
        loadMore={
          draws.isSuccess
            ? {
                hasMore: draws.hasNextPage,
                loading: draws.isFetchingNextPage,
                onLoadMore: () => void draws.fetchNextPage(),
              }
            : undefined
        }
        canVoid={canVoid}
        onBets={setBetsOf}
        onVoid={setVoiding}
      />
      {betsOf ? (
        <DrawBetsDialog draw={betsOf} title={label(betsOf)} currency={currency} onClose={() => setBetsOf(null)} />
      ) : null}
      {voiding ? (
        <ConfirmReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setVoiding(null);
          }}
          tone="critical"
          title={t('lottery.voidTitle', { draw: label(voiding) })}
          description={t('lottery.voidLead', { count: voiding.bets })}
          maxLength={500}
          minLength={3}
          confirmLabel={t('lottery.void')}
          label={t('queue.reason')}
          requiredMessage={t('queue.reasonRequired')}
          cancelLabel={t('queue.cancel')}
          errorMessage={message}
          onConfirm={async (reason) => {
            await lotteryAdminApi.voidDraw(voiding.id, reason);
            toast.success(t('lottery.voided', { draw: label(voiding) }));
            await queryClient.invalidateQueries({ queryKey: lotteryAdminKeys.all });
          }}
        />
      ) : null}
    </Stack>
  );
}
