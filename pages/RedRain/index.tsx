import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Stack } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { SkeletonRows } from '../../design-system/Skeleton';
import { toast } from '../../design-system/Toast';
import { isAccountRefused } from '../../src/api/errors';
import { useCurrentRain, useGrab } from '../../src/api/redRain';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { HOME } from '../../src/routes/table';
import { isAgentType } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { AgentArea } from './AgentArea';
import { RainStage } from './RainStage';

/**
 * /m/redRain: the red-envelope rain (issue 21; docs/red-rain.md). A member sees the countdown to its
 * team's (or the brand's) next rain, then the rain to tap, the envelope it won and the winners; the
 * live channel's redrain.changed refetches it. An agent also schedules rains and reads their results.
 */
export default function RedRain() {
  const { t } = useTranslation('redrain');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const agent = isAgentType(useSessionInfo()?.type);
  const current = useCurrentRain();
  const grab = useGrab();

  if (current.isError) {
    return (
      <Stack padding="md">
        <LoadFailure
          refused={isAccountRefused(current.error)}
          message={messageOf(current.error)}
          failedTitle={t('page.loadFailed')}
          homeLabel={t('page.home')}
          retryLabel={t('page.retry')}
          onHome={() => navigate(HOME)}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      </Stack>
    );
  }
  if (!current.data) {
    return (
      <Stack padding="md">
        <SkeletonRows rows={4} label={t('page.loading')} />
      </Stack>
    );
  }
  const data = current.data;
  // The server's clock minus this device's: the countdown starts the rain when the server does.
  const offsetMs = Date.parse(data.serverNow) - current.dataUpdatedAt;
  const justWon = grab.data && grab.variables === data.rain?.id ? grab.data.amount : null;
  const onGrab = () => {
    if (!data.rain || grab.isPending) return;
    grab.mutate(data.rain.id, { onError: (err) => toast.error(messageOf(err)) });
  };
  return (
    <Stack padding="md" gap="lg">
      <RainStage
        current={data}
        offsetMs={offsetMs}
        mine={data.mine ?? justWon}
        pending={grab.isPending}
        onGrab={onGrab}
        onPhaseChange={() => void current.refetch()}
        compact={agent}
      />
      {agent ? <AgentArea offsetMs={offsetMs} /> : null}
    </Stack>
  );
}
