import { ArrowDownToLine, ArrowUpFromLine, Coins, Scale, Trophy, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { FilterBar, usePeriodFilter } from '../../design-system/FilterBar';
import { Columns, Stack } from '../../design-system/Layout';
import { exactDecimals, Money } from '../../design-system/Money';
import { StatCard } from '../../design-system/StatCard';
import { useStatement } from '../../src/api/protection';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import type { Currency } from './parts';

/** The periods the statement offers: today, 7 days, 30 days and a custom range. */
export const STATEMENT_PRESETS = ['today', 'last7', 'last30', 'custom'] as const;

/**
 * The account statement: the net position over a period, for money (deposits − withdrawals) and for
 * play (wins − stakes), from the ledger (GET /api/protection/statement).
 */
export function Statement({ currency }: { currency: Currency }) {
  const { t } = useTranslation('wallet');
  const messageOf = useErrorMessage();
  const period = usePeriodFilter({ initial: 'today' });
  // The filter's end is the last millisecond of its last day; the statement's end is exclusive.
  const statement = useStatement(period.range.from, new Date(period.range.to.getTime() + 1));
  const s = statement.data;
  const loading = !s;
  const money = (minor: number | undefined, signed = false) =>
    minor === undefined ? undefined : (
      <Money
        symbol={currency.symbol}
        minor={minor}
        digits={currency.digits}
        decimals={exactDecimals(minor, currency.digits)}
        size="lg"
        signed={signed}
      />
    );

  return (
    <Stack>
      <FilterBar period={period} presets={STATEMENT_PRESETS} />
      {statement.isError ? (
        <EmptyState
          variant="error"
          title={messageOf(statement.error)}
          action={<Button onPress={() => void statement.refetch()}>{t('withdraw.retry')}</Button>}
        />
      ) : (
        <>
          <Panel title={t('protection.statement.money')} description={t('protection.statement.moneyLead')}>
            <Columns columns={2}>
              <StatCard
                label={t('protection.statement.deposits')}
                icon={<ArrowDownToLine />}
                value={money(s?.deposits)}
                loading={loading}
                elevation="outline"
              />
              <StatCard
                label={t('protection.statement.withdrawals')}
                icon={<ArrowUpFromLine />}
                value={money(s?.withdrawals)}
                loading={loading}
                elevation="outline"
              />
            </Columns>
            <StatCard
              label={t('protection.statement.depositNet')}
              icon={<Wallet />}
              value={money(s?.depositNet, true)}
              loading={loading}
              elevation="outline"
            />
          </Panel>
          <Panel title={t('protection.statement.play')} description={t('protection.statement.playLead')}>
            <Columns columns={2}>
              <StatCard
                label={t('protection.statement.stakes')}
                icon={<Coins />}
                value={money(s?.stakes)}
                loading={loading}
                elevation="outline"
              />
              <StatCard
                label={t('protection.statement.wins')}
                icon={<Trophy />}
                value={money(s?.wins)}
                loading={loading}
                elevation="outline"
              />
            </Columns>
            <StatCard
              label={t('protection.statement.gamingNet')}
              icon={<Scale />}
              value={money(s?.gamingNet, true)}
              loading={loading}
              elevation="outline"
            />
          </Panel>
        </>
      )}
    </Stack>
  );
}
