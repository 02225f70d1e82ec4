import { Ticket } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { ChipGroup } from '../../design-system/ChipGroup';
import { EmptyState } from '../../design-system/EmptyState';
import { ErrorState } from '../../design-system/ErrorState';
import { Stack } from '../../design-system/Layout';
import { LotteryTile, LotteryTileList } from '../../design-system/LotteryTile';
import { Pill } from '../../design-system/Pill';
import { useNow } from '../../game-client/lottery/useNow';
import type { Game } from '../../src/api/contract/games';
import { useGamePage } from '../../src/api/games';
import { lottoClock, useLotterySchedule } from '../../src/api/lotto';
import { clockFace, secondsUntil } from '../../src/rules/lottery/clock';
import { useOpenLottery } from './useOpenLottery';

type PlayType = 'trad' | 'ent';
const PLAY_TYPES = ['all', 'trad', 'ent'] as const;

/** Which games a lottery lobby lists: /m/lott the traditional, /m/elott the fast, /m/lottery by its playType. */
function lobbyOf(pathname: string, search: string) {
  const q = new URLSearchParams(search);
  const playType = q.get('playType');
  const prizeMode = q.get('prizeMode');
  if (pathname.startsWith('/m/lott') && !pathname.startsWith('/m/lottery'))
    return { types: ['LOTT'] as const, prizeMode: null, playType: null };
  if (pathname.startsWith('/m/elott')) return { types: ['ELOTT'] as const, prizeMode: null, playType: null };
  const pt: PlayType | null = playType === 'trad' || playType === 'ent' ? playType : null;
  const types =
    pt === 'trad' ? (['LOTT'] as const) : pt === 'ent' ? (['ELOTT'] as const) : (['ELOTT', 'LOTT'] as const);
  return { types, prizeMode, playType: pt };
}

/**
 * The lottery lobbies (/m/lott, /m/elott, /m/lottery; spec §2, §4, §7): the catalogue's lottery
 * games, each with the time to its next draw from the vendor's public schedule, ticking each second
 * on the server's clock and refreshed when a draw passes. A tap launches the game.
 */
export default function LotteryLobby() {
  const { t } = useTranslation('games');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const lobby = lobbyOf(pathname, search);
  const ent = useGamePage('list', { gameType: 'ELOTT' }, lobby.types.includes('ELOTT' as never));
  const trad = useGamePage('list', { gameType: 'LOTT' }, lobby.types.includes('LOTT' as never));
  const queries = lobby.types.map((type) => (type === 'ELOTT' ? ent : trad));
  const games = useMemo(() => queries.flatMap((q) => q.data?.games ?? []), [queries]);
  const loading = queries.some((q) => q.isPending);
  const failed = queries.find((q) => q.isError && !q.data);
  const schedule = useLotterySchedule();
  const now = useNow(lottoClock.now, 1000);
  const next = useMemo(() => new Map((schedule.data ?? []).map((row) => [row.gameCode, row.next])), [schedule.data]);
  const { open, launching } = useOpenLottery();

  // A draw shown has passed: ask for the schedule again (once per passing).
  const refetchedFor = useRef<number>(0);
  useEffect(() => {
    const passed = [...next.values()].map((n) => (n ? Date.parse(n.drawsAt) : Infinity)).filter((at) => at <= now);
    const latest = Math.max(0, ...passed);
    if (latest > refetchedFor.current && !schedule.isFetching) {
      refetchedFor.current = latest;
      void schedule.refetch();
    }
  }, [next, now, schedule]);

  const tile = (g: Game) => {
    const draw = next.get(g.gameCode);
    const seconds = draw ? secondsUntil(Date.parse(draw.drawsAt), now) : 0;
    const label = !schedule.data
      ? ''
      : !draw
        ? t('lottery.lobby.noDraw')
        : seconds > 0
          ? t('lottery.lobby.nextIn')
          : t('lottery.lobby.drawing');
    return (
      <li key={g.gameId}>
        <LotteryTile
          name={g.gameName}
          icon={g.iconUrl}
          busy={launching === g.nodeId}
          onPress={() => void open(g)}
          meta={
            <>
              {g.gameType === 'LOTT' ? <Pill tone="info">{t('lottery.lobby.house')}</Pill> : null}
              {lobby.prizeMode ? (
                <Pill tone="accent">{t('lottery.lobby.prizeMode', { mode: lobby.prizeMode })}</Pill>
              ) : null}
              {draw ? <span>{t('lottery.clock.draw', { number: draw.number })}</span> : null}
            </>
          }
          nextLabel={label}
          nextTime={draw && seconds > 0 ? clockFace(seconds) : undefined}
          nextTimeLabel={t('lottery.clock.seconds', { count: seconds })}
        />
      </li>
    );
  };

  return (
    <Stack padding="md">
      {pathname.startsWith('/m/lottery') ? (
        <ChipGroup
          label={t('lottery.lobby.playTypes')}
          layout="scroll"
          value={lobby.playType ?? 'all'}
          options={PLAY_TYPES.map((p) => ({ value: p, label: p === 'all' ? t('tabs.all') : t(`lottery.lobby.${p}`) }))}
          onChange={(p) => {
            const q = new URLSearchParams(search);
            if (p === 'all') q.delete('playType');
            else q.set('playType', p);
            navigate({ pathname, search: q.toString() }, { replace: true });
          }}
        />
      ) : null}
      {failed ? (
        <ErrorState onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : !loading && games.length === 0 ? (
        <EmptyState
          icon={Ticket}
          title={t('lottery.lobby.empty')}
          description={t('lottery.lobby.emptyBody')}
          action={
            pathname.startsWith('/m/elott') ? undefined : (
              <Button variant="secondary" onPress={() => navigate('/m/elott')}>
                {t('lottery.lobby.toElott')}
              </Button>
            )
          }
        />
      ) : (
        <LotteryTileList label={t('lottery.lobby.games')} loading={loading}>
          {games.map(tile)}
        </LotteryTileList>
      )}
    </Stack>
  );
}
