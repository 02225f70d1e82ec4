import { Ban, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DataTable, type DataTableError } from '../../../design-system/DataTable';
import { Inline } from '../../../design-system/Layout';
import { useMoneyText } from '../../../design-system/Money';
import type { LoadMoreButtonProps } from '../../../design-system/Pager';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminDraw } from '../../../src/api/contract/adminLottery';
import { resultSummary } from '../../../src/rules/lottery/draw';
import type { Currency } from './GameDialog';
import { DRAW_TONE, voidable } from './status';

export interface DrawsTableProps {
  rows: AdminDraw[] | undefined;
  currency: Currency;
  /** Game names by code. */
  names: ReadonlyMap<string, string>;
  loading: boolean;
  error?: DataTableError;
  loadMore?: LoadMoreButtonProps;
  canVoid: boolean;
  onBets: (draw: AdminDraw) => void;
  onVoid: (draw: AdminDraw) => void;
}

/** Draws, newest first: when, status, result, and what rides on them (bets, stake, exposure, payout). */
export function DrawsTable({
  rows,
  currency,
  names,
  loading,
  error,
  loadMore,
  canVoid,
  onBets,
  onVoid,
}: DrawsTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyText(currency.symbol, currency.digits);
  const dateTime = useDateTime();
  return (
    <DataTable<AdminDraw>
      caption={t('lottery.tabs.draws')}
      layout="auto"
      rows={rows}
      loading={loading}
      error={error}
      loadMore={loadMore}
      rowKey={(d) => d.id}
      rowLabel={(d) => `${names.get(d.gameCode) ?? d.gameCode} ${d.number}`}
      empty={{ title: t('lottery.noDraws'), description: t('lottery.noDrawsHint') }}
      columns={[
        {
          id: 'draw',
          header: t('lottery.draw'),
          kind: 'lead',
          cell: (d) => `${names.get(d.gameCode) ?? d.gameCode} · ${d.number}`,
        },
        {
          id: 'status',
          header: t('lottery.state'),
          card: 'head',
          cell: (d) => <StatusBadge tone={DRAW_TONE[d.status]}>{t(`lottery.drawStatus.${d.status}`)}</StatusBadge>,
        },
        { id: 'at', header: t('lottery.drawsAt'), cell: (d) => dateTime(d.drawsAt) },
        {
          id: 'result',
          header: t('lottery.result'),
          cell: (d) =>
            d.result ? resultSummary(d.result) : d.status === 'void' ? (d.voidReason ?? '') : t('lottery.none'),
        },
        { id: 'bets', header: t('lottery.bets'), kind: 'end', cell: (d) => `${d.bets} / ${d.players}` },
        { id: 'stake', header: t('lottery.stake'), kind: 'end', cell: (d) => money(d.stake) },
        { id: 'exposure', header: t('lottery.exposure'), kind: 'end', cell: (d) => money(d.exposure) },
        { id: 'payout', header: t('lottery.payout'), kind: 'end', cell: (d) => money(d.payout) },
        {
          id: 'actions',
          header: t('lottery.actions'),
          kind: 'actions',
          cell: (d) => (
            <Inline gap="xs">
              <Button size="sm" variant="secondary" icon={<ListOrdered />} onPress={() => onBets(d)}>
                {t('lottery.bets')}
              </Button>
              {canVoid && voidable(d.status) ? (
                <Button size="sm" variant="critical" icon={<Ban />} onPress={() => onVoid(d)}>
                  {t('lottery.void')}
                </Button>
              ) : null}
            </Inline>
          ),
        },
      ]}
    />
  );
}
