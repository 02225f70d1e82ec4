import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { hotGamesApi, hotGamesKeys } from '../../../src/admin/hotGamesApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import type { HotGame, HotGames } from '../../../src/api/contract/adminHotGames';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { type PinEdit, useHotColumns } from './columns';

/**
 * /admin/hot-games (marketing; support reads): what makes a game hot on the player site
 * (docs/hot-games.md). Every game of the brand with its real turnover over the ranking window, its
 * rank and its pin; marketing pins a game (hot at once, whatever its turnover), moves a pin up or
 * down, and unpins it. Each edit is audited on the server and answers the whole list as it now stands.
 */
export default function HotGamesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'PUT /api/admin/games/hot/pins/:gameId');
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const dateTime = useDateTime();
  const list = useQuery({ queryKey: hotGamesKeys.all, queryFn: hotGamesApi.list, refetchOnWindowFocus: true });
  const edit = useMutation({
    mutationFn: ({ game, pin }: PinEdit) =>
      pin === null ? hotGamesApi.unpin(game.gameId) : hotGamesApi.pin(game.gameId, pin),
    onSuccess: (data: HotGames, { game, pin }) => {
      queryClient.setQueryData(hotGamesKeys.all, data);
      const moved = game.pin !== null && pin !== null;
      const key = pin === null ? 'hotGames.unpinned' : moved ? 'hotGames.moved' : 'hotGames.pinnedToast';
      toast.success(t(key, { name: game.gameName, n: pin }), { id: 'hot-game-edit' });
    },
    onError: (err) => toast.error(errorMessage(err), { id: 'hot-game-edit' }),
  });
  const data = list.data;
  const pinCount = data?.list.filter((g) => g.pin !== null).length ?? 0;
  const columns = useHotColumns({
    data,
    mayEdit,
    pinsFull: !!data && pinCount >= data.pinLimit,
    busy: edit.isPending,
    onEdit: edit.mutate,
  });

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader
        title={t('nav.hotGames')}
        description={data ? t('hotGames.lead', { top: data.top, days: data.windowDays }) : t('hotGames.leadLoading')}
      />
      {data ? (
        <Stack gap="xs">
          <Text tone="muted" size="sm">
            {data.rankedAt
              ? t('hotGames.rankedAt', { time: dateTime(data.rankedAt), count: data.refreshMinutes })
              : t('hotGames.notRanked')}
          </Text>
          <Text tone="muted" size="sm">
            {t(mayEdit ? 'hotGames.pinsUsed' : 'hotGames.pinsUsedReadOnly', { n: pinCount, limit: data.pinLimit })}
          </Text>
        </Stack>
      ) : null}
      <DataTable<HotGame>
        layout="auto"
        caption={t('nav.hotGames')}
        columns={columns}
        rows={data?.list}
        rowKey={(g) => String(g.gameId)}
        rowLabel={(g) => g.gameName}
        loading={list.isPending}
        loadingLabel={t('hotGames.loading')}
        skeletonRows={6}
        busy={list.isFetching || edit.isPending}
        error={loadError(list)}
        empty={{ title: t('hotGames.empty'), description: t('hotGames.emptyHint') }}
      />
    </Stack>
  );
}
