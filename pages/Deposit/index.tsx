import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../design-system/EmptyState';
import { Columns, Stack, sprinkles } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { useDepositChannels } from '../../src/api/deposits';
import { isAccountRefused } from '../../src/api/errors';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { HOME } from '../../src/routes/table';
import { vars } from '../../themes/contract.css';
import { DepositForm } from './DepositForm';

/**
 * /m/voucherCenter: deposit. The player picks a channel, types or taps an amount within the
 * channel's range, and either transfers to the shown bank account and submits the reference (the
 * deposit waits for staff), or goes to the payment gateway's page. Only real accounts reach it (the
 * route's guard); the server refuses anyone else as well.
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const channels = useDepositChannels();

  if (channels.isPending) return <DepositSkeleton />;
  if (!channels.data) {
    return (
      <Stack padding="md">
        <LoadFailure
          refused={isAccountRefused(channels.error)}
          message={messageOf(channels.error)}
          failedTitle={t('deposit.loadFailed')}
          homeLabel={t('deposit.result.play')}
          retryLabel={t('deposit.retry')}
          onHome={() => navigate(HOME)}
          onRetry={() => void channels.refetch()}
          retrying={channels.isFetching}
        />
      </Stack>
    );
  }
  if (channels.data.channels.length === 0) {
    return (
      <Stack padding="md">
        <EmptyState variant="noData" title={t('deposit.empty.title')} description={t('deposit.empty.description')} />
      </Stack>
    );
  }
  return <DepositForm data={channels.data} />;
}

const METHOD_HEIGHT = `calc(${vars.space.huge} + ${vars.space.xl})`;
const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'md' });

function DepositSkeleton() {
  return (
    <SkeletonGroup className={column}>
      <Columns columns={2}>
        <Skeleton shape="rect" height={METHOD_HEIGHT} />
        <Skeleton shape="rect" height={METHOD_HEIGHT} />
      </Columns>
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="rect" height={vars.space.huge} />
      <Columns columns={4}>
        {[1, 2, 3, 4].map((k) => (
          <Skeleton key={k} shape="rect" height={vars.size.touch} />
        ))}
      </Columns>
      <Skeleton shape="rect" height={`calc(${vars.space.huge} * 3)`} />
    </SkeletonGroup>
  );
}
