import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { ErrorState } from '../../design-system/ErrorState';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { Spinner } from '../../design-system/Spinner';
import { DEPOSIT_POLL } from '../../src/api/contract/deposits.constants';
import { useDeposit } from '../../src/api/deposits';
import { ApiError } from '../../src/api/errors';
import { useSiteConfig } from '../../src/api/queries';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { formatDateTime } from '../../src/i18n/dates';
import { HOME } from '../../src/routes/table';
import { vars } from '../../themes/contract.css';
import { StatusHero } from '../Deposit/parts';

const DEPOSIT_PAGE = '/m/voucherCenter';

/**
 * /m/voucherCenter/result?deposit=<id>: where the payment gateway sends the player back, and where a
 * bank transfer's status is read. It shows the server's status, asking again while the gateway has
 * not answered; once the money is in, the wallet (the header's balance) is refreshed.
 * `cancelled=1` means the player left the gateway's page without paying: the order is closed.
 */
export default function DepositResult() {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('deposit');
  const [since] = useState(() => Date.now());
  const query = useDeposit(id, since, { abandon: params.get('cancelled') === '1' });
  const deposit = query.data;
  const siteCurrency = useSiteConfig().data?.currency;

  // The money is in: the header's balance and every wallet view read it again.
  const credited = deposit?.status === 'paid' || deposit?.status === 'confirmed';
  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ queryKey: walletKey });
  }, [credited, queryClient]);

  // Still waiting after the polling window: say so, and offer a refresh.
  const [slow, setSlow] = useState(false);
  const waiting = deposit?.status === 'created';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), Math.max(0, since + DEPOSIT_POLL.maxMs - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, since]);

  const again = () => navigate(DEPOSIT_PAGE);
  const play = () => navigate(HOME);

  if (!id || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Stack padding="md">
        <EmptyState
          icon={SearchX}
          title={t('deposit.result.notFound')}
          description={t('deposit.result.notFoundLead')}
          action={<Button onPress={again}>{t('deposit.result.again')}</Button>}
        />
      </Stack>
    );
  }
  if (!deposit && query.isPending) {
    return (
      <SkeletonGroup>
        <Stack padding="md">
          <Skeleton shape="rect" height={`calc(${vars.space.huge} * 4)`} />
          <Skeleton shape="rect" height={`calc(${vars.space.huge} * 2)`} />
        </Stack>
      </SkeletonGroup>
    );
  }
  if (!deposit) {
    return (
      <Stack padding="md">
        <ErrorState
          title={t('deposit.result.loadFailed')}
          description={messageOf(query.error)}
          retryLabel={t('deposit.retry')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }

  const time = formatDateTime(deposit.createdAt, i18n.language);
  const rows = [
    { label: t('deposit.result.method'), value: deposit.channelName },
    { label: t('deposit.result.time'), value: time },
    { label: t('deposit.result.order'), value: deposit.id.slice(0, 8).toUpperCase() },
    ...(deposit.reference ? [{ label: t('deposit.submitted.reference'), value: deposit.reference }] : []),
    ...(deposit.reason ? [{ label: t('deposit.result.reason'), value: deposit.reason }] : []),
  ];
  const retry = deposit.status === 'failed' || deposit.status === 'abandoned' || deposit.status === 'rejected';

  return (
    <Stack padding="md">
      <div aria-live="polite">
        <StatusHero
          status={deposit.status}
          title={t(`deposit.result.title.${deposit.status}`)}
          lead={slow && waiting ? t('deposit.result.slow') : t(`deposit.result.lead.${deposit.status}`)}
        >
          <Money
            symbol={
              siteCurrency?.code === deposit.currencyCode
                ? siteCurrency.symbol
                : symbolOf(deposit.currencyCode, i18n.language)
            }
            minor={deposit.amount}
            digits={deposit.minorUnitDigits}
            decimals="exact"
            size="xl"
            tone={credited ? 'positive' : 'neutral'}
          />
          {waiting && !slow ? <Spinner size="sm" tone="accent" label={t('deposit.status.created')} /> : null}
        </StatusHero>
      </div>
      <Card>
        <KeyValueList items={rows} />
      </Card>
      <Stack gap="sm">
        {waiting && slow ? (
          <Button fullWidth variant="secondary" loading={query.isFetching} onPress={() => void query.refetch()}>
            {t('deposit.result.refresh')}
          </Button>
        ) : null}
        {retry ? (
          <>
            <Button fullWidth onPress={again}>
              {t('deposit.result.again')}
            </Button>
            <Button fullWidth variant="secondary" onPress={play}>
              {t('deposit.result.play')}
            </Button>
          </>
        ) : (
          <>
            <Button fullWidth onPress={play}>
              {t('deposit.result.play')}
            </Button>
            <Button fullWidth variant="secondary" onPress={again}>
              {t('deposit.result.again')}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** The currency's symbol in this language (¥ for CNY), from Intl; the code when it has none. */
function symbolOf(currency: string, language: string): string {
  try {
    const part = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}
