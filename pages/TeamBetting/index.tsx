import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, usePeriodFilter } from '../../design-system/FilterBar';
import { Stack } from '../../design-system/Layout';
import { Select } from '../../design-system/Select';
import { TextField } from '../../design-system/TextField';
import { TEAM_BET_CATEGORIES } from '../../src/api/contract/teamReports';
import { useTeamBets } from '../../src/api/teamReports';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { overviewQuery } from '../TeamOverview';
import { BetsView } from './BetsView';

type Category = (typeof TEAM_BET_CATEGORIES)[number];

/**
 * /m/teamBetting (issue 21; docs/agents.md "Team betting"): the downline's real-money rounds, newest
 * first, 25 a page, filtered by member, game category, game and period, with totals over the filter.
 */
export default function TeamBetting() {
  const { t } = useTranslation('agent');
  const [member, setMember] = useState('');
  const [category, setCategory] = useState<Category>('ALL');
  const [game, setGame] = useState('');
  const [page, setPage] = useState(1);
  const period = usePeriodFilter({ initial: 'today', onChange: () => setPage(1) });
  const search = useDeferredValue(member.trim());
  const bets = useTeamBets({
    ...overviewQuery(period),
    ...(search ? { member: search } : {}),
    ...(category !== 'ALL' ? { category } : {}),
    ...(game ? { game: Number(game) } : {}),
    page,
  });
  const error = useLoadFailure(bets, t('retry'));
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Stack padding="md" gap="md">
      <FilterBar period={period}>
        <TextField
          label={t('bets.member')}
          type="search"
          value={member}
          maxLength={32}
          autoComplete="off"
          onChange={reset(setMember)}
        />
        <Select
          label={t('bets.category')}
          value={category}
          options={TEAM_BET_CATEGORIES.map((c) => ({ value: c, label: t(`bets.categories.${c}`) }))}
          onChange={(v) => {
            reset(setCategory)(v as Category);
            setGame('');
          }}
        />
        <Select
          label={t('bets.game')}
          value={game}
          options={[
            { value: '', label: t('bets.allGames') },
            ...(bets.data?.games ?? []).map((g) => ({ value: String(g.id), label: g.name })),
          ]}
          onChange={reset(setGame)}
        />
      </FilterBar>
      <BetsView data={bets.data} loading={bets.isPending} busy={bets.isFetching} error={error} onPage={setPage} />
    </Stack>
  );
}
