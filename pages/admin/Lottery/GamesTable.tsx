import { ListChecks, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DataTable, type DataTableError } from '../../../design-system/DataTable';
import { Inline } from '../../../design-system/Layout';
import { useMoneyText } from '../../../design-system/Money';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminLotteryGame, AdminLotteryGames } from '../../../src/api/contract/adminLottery';
import { useScheduleText } from './format';

export interface GamesTableProps {
  data: AdminLotteryGames | undefined;
  loading: boolean;
  error?: DataTableError;
  canWrite: boolean;
  onEdit: (game: AdminLotteryGame) => void;
  onBetTypes: (game: AdminLotteryGame) => void;
}

/** The lottery's games: schedule, closing, limits, the next draw and how far its hash chain is used. */
export function GamesTable({ data, loading, error, canWrite, onEdit, onBetTypes }: GamesTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyText(data?.currency.symbol ?? '', data?.currency.digits ?? 2);
  const dateTime = useDateTime();
  const schedule = useScheduleText();
  const limit = (minor: number) => (minor === 0 ? t('lottery.noLimit') : money(minor));
  return (
    <DataTable<AdminLotteryGame>
      caption={t('lottery.tabs.games')}
      layout="auto"
      rows={data?.list}
      loading={loading}
      error={error}
      rowKey={(g) => g.code}
      rowLabel={(g) => g.name}
      empty={{ title: t('lottery.noGames') }}
      columns={[
        {
          id: 'name',
          header: t('lottery.game'),
          kind: 'lead',
          cell: (g) => (
            <span>
              {g.name}
              <Text as="span" tone="muted" size="sm">
                {' '}
                {g.code}
              </Text>
            </span>
          ),
        },
        {
          id: 'state',
          header: t('lottery.state'),
          card: 'head',
          cell: (g) =>
            g.enabled ? (
              <StatusBadge tone="positive">{t('lottery.enabled')}</StatusBadge>
            ) : (
              <StatusBadge tone="neutral">{t('lottery.disabled')}</StatusBadge>
            ),
        },
        { id: 'schedule', header: t('lottery.schedule'), cell: (g) => schedule(g) },
        {
          id: 'close',
          header: t('lottery.closeSeconds'),
          kind: 'end',
          cell: (g) => t('lottery.seconds', { count: g.closeSeconds }),
        },
        {
          id: 'stake',
          header: t('lottery.stakeRange'),
          kind: 'end',
          cell: (g) => `${money(g.limits.minStake)} – ${money(g.limits.maxStakePerBet)}`,
        },
        {
          id: 'perPlayer',
          header: t('lottery.limits.maxStakePerPlayer'),
          kind: 'end',
          cell: (g) => limit(g.limits.maxStakePerPlayer),
        },
        {
          id: 'payout',
          header: t('lottery.limits.maxPayoutPerDraw'),
          kind: 'end',
          cell: (g) => limit(g.limits.maxPayoutPerDraw),
        },
        {
          id: 'next',
          header: t('lottery.nextDraw'),
          cell: (g) => (g.next ? `${g.next.number} · ${dateTime(g.next.drawsAt)}` : t('lottery.none')),
        },
        {
          id: 'chain',
          header: t('lottery.chain'),
          kind: 'end',
          cell: (g) =>
            g.chain ? t('lottery.chainUsed', { used: g.chain.used, length: g.chain.length }) : t('lottery.none'),
        },
        {
          id: 'actions',
          header: t('lottery.actions'),
          kind: 'actions',
          cell: (g) => (
            <Inline gap="xs">
              <Button size="sm" variant="secondary" icon={<ListChecks />} onPress={() => onBetTypes(g)}>
                {t('lottery.betTypes')}
              </Button>
              {canWrite ? (
                <Button size="sm" variant="secondary" icon={<Pencil />} onPress={() => onEdit(g)}>
                  {t('lottery.edit')}
                </Button>
              ) : null}
            </Inline>
          ),
        },
      ]}
    />
  );
}
