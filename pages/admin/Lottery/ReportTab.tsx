import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { DataTable } from '../../../design-system/DataTable';
import { DatePicker } from '../../../design-system/DatePicker';
import { FilterBar } from '../../../design-system/FilterBar';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Stack } from '../../../design-system/Layout';
import { useMoneyText } from '../../../design-system/Money';
import { Select } from '../../../design-system/Select';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { lotteryAdminApi, lotteryAdminKeys } from '../../../src/admin/lotteryApi';
import type { LotteryReportRow } from '../../../src/api/contract/adminLottery';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { defaultReportRange, REPORT_MAX_DAYS, reportRangeProblem } from './reportRange';
import { useLotteryGames } from './useLotteryGames';

/**
 * The draw report: per brand-local day and game, the draws (and how many were voided), the bets and
 * players, the stake, the payout and the house's gross gaming revenue, with the totals of the range.
 */
export function ReportTab() {
  const { t } = useTranslation(ADMIN_NS);
  const loadError = useLoadError();
  const games = useLotteryGames();
  // The report's days are the brand's: the range starts from the brand's today once the games tell it.
  const [picked, setRange] = useState<{ from: string; to: string } | null>(null);
  const range = picked ?? defaultReportRange(games.data?.today ?? toDateValue(new Date()));
  const [game, setGame] = useState('');
  const problem = reportRangeProblem(range.from, range.to);
  const query = { from: range.from, to: range.to, ...(game ? { game } : {}) };
  const report = useQuery({
    queryKey: lotteryAdminKeys.report(query),
    queryFn: () => lotteryAdminApi.report(query),
    enabled: problem === null && games.isSuccess,
  });
  const currency = games.data?.currency ?? { symbol: '', digits: 2 };
  const money = useMoneyText(currency.symbol, currency.digits);
  const names = new Map((games.data?.list ?? []).map((g) => [g.code, g.name]));
  const setDay = (key: 'from' | 'to') => (d: Date) => setRange({ ...range, [key]: toDateValue(d) });
  const totals = report.data?.totals;

  return (
    <Stack gap="md">
      <FilterBar>
        <DatePicker
          mode="date"
          label={t('lottery.from')}
          value={parseDateValue(range.from)}
          onChange={setDay('from')}
        />
        <DatePicker
          mode="date"
          label={t('lottery.to')}
          value={parseDateValue(range.to)}
          error={problem ? t(`lottery.range.${problem}`, { max: REPORT_MAX_DAYS }) : undefined}
          onChange={setDay('to')}
        />
        <Select
          label={t('lottery.game')}
          options={[
            { value: '', label: t('lottery.allGames') },
            ...(games.data?.list ?? []).map((g) => ({ value: g.code, label: g.name })),
          ]}
          value={game}
          onChange={setGame}
        />
      </FilterBar>
      {totals ? (
        <Panel title={t('lottery.totals')}>
          <KeyValueList
            layout="grid"
            items={[
              {
                id: 'draws',
                label: t('lottery.draws'),
                value: `${totals.draws} (${t('lottery.voidedCount', { count: totals.voided })})`,
              },
              { id: 'bets', label: t('lottery.bets'), value: `${totals.bets} / ${totals.players}` },
              { id: 'stake', label: t('lottery.stake'), value: money(totals.stake) },
              { id: 'payout', label: t('lottery.payout'), value: money(totals.payout) },
              { id: 'ggr', label: t('lottery.ggr'), value: money(totals.ggr) },
            ]}
          />
        </Panel>
      ) : null}
      <DataTable<LotteryReportRow>
        caption={t('lottery.tabs.report')}
        layout="auto"
        rows={problem ? [] : report.data?.rows}
        loading={problem === null && report.isPending}
        error={loadError(games.isError ? games : report)}
        rowKey={(r) => `${r.day}/${r.gameCode}`}
        rowLabel={(r) => `${r.day} ${names.get(r.gameCode) ?? r.gameCode}`}
        empty={{ title: t('lottery.noReport') }}
        columns={[
          { id: 'day', header: t('lottery.day'), kind: 'lead', cell: (r) => r.day },
          { id: 'game', header: t('lottery.game'), cell: (r) => names.get(r.gameCode) ?? r.gameCode },
          { id: 'draws', header: t('lottery.draws'), kind: 'end', cell: (r) => `${r.draws} / ${r.voided}` },
          { id: 'bets', header: t('lottery.bets'), kind: 'end', cell: (r) => `${r.bets} / ${r.players}` },
          { id: 'stake', header: t('lottery.stake'), kind: 'end', cell: (r) => money(r.stake) },
          { id: 'payout', header: t('lottery.payout'), kind: 'end', cell: (r) => money(r.payout) },
          { id: 'ggr', header: t('lottery.ggr'), kind: 'end', cell: (r) => money(r.ggr) },
        ]}
      />
    </Stack>
  );
}
