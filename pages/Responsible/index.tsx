import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Stack, sprinkles } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { isAccountRefused } from '../../src/api/errors';
import { useProtection } from '../../src/api/protection';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { ProtectionBanner } from '../../src/app/ProtectionBanner';
import { TrialRefused } from '../../src/app/TrialRefused';
import { useWallet } from '../../src/app/useWallet';
import { HOME } from '../../src/routes/table';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { vars } from '../../themes/contract.css';
import { Breaks } from './Breaks';
import { Limits } from './Limits';

import { Statement } from './Statement';
import { TimeSettings } from './TimeSettings';

export const SECTIONS = ['limits', 'time', 'breaks', 'statement'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /m/member/responsible: responsible gaming (issue 19; docs/player-protection.md). Deposit, loss and
 * wager limits per day, week and month; the reality check and the session time limit; a time-out or
 * a self-exclusion; the account statement. `?tab=limits|time|breaks|statement` opens a section.
 * A trial account is asked to register instead (spec §6).
 */
export default function Responsible() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const type = useSessionInfo()?.type;
  const allowed = canUseMemberFeatures(type);
  const protection = useProtection(allowed);
  const wallet = useWallet();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Section | null;
  const section: Section = asked && SECTIONS.includes(asked) ? asked : 'limits';

  if (!allowed) return <TrialRefused />;
  const failed = protection.isError ? protection : wallet.isError ? wallet : null;
  if (failed) {
    return (
      <Stack padding="md">
        <LoadFailure
          refused={isAccountRefused(failed.error)}
          message={messageOf(failed.error)}
          failedTitle={t('protection.loadFailed')}
          homeLabel={t('withdraw.home')}
          retryLabel={t('withdraw.retry')}
          onHome={() => navigate(HOME)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      </Stack>
    );
  }
  if (!protection.data || !wallet.data) return <ResponsibleSkeleton />;
  const data = protection.data;
  const currency = { symbol: wallet.data.currencySymbol, digits: wallet.data.minorUnitDigits };
  const items = SECTIONS.map((value) => ({ value, label: t(`protection.tabs.${value}`) }));
  return (
    <Stack padding="md">
      <ProtectionBanner state={data.state} onDetails={() => setParams({ tab: 'breaks' }, { replace: true })} />
      <Tabs
        label={t('protection.title')}
        value={section}
        onValueChange={(v) => setParams({ tab: v }, { replace: true })}
        items={items}
      >
        <TabPanel value="limits">{section === 'limits' && <Limits protection={data} currency={currency} />}</TabPanel>
        <TabPanel value="time">{section === 'time' && <TimeSettings protection={data} />}</TabPanel>
        <TabPanel value="breaks">{section === 'breaks' && <Breaks protection={data} />}</TabPanel>
        <TabPanel value="statement">{section === 'statement' && <Statement currency={currency} />}</TabPanel>
      </Tabs>
    </Stack>
  );
}

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'md' });

function ResponsibleSkeleton() {
  return (
    <SkeletonGroup className={column}>
      <Skeleton shape="rect" height={vars.size.touch} />
      <Skeleton shape="rect" height={`calc(${vars.space.huge} * 3)`} />
      <Skeleton shape="rect" height={`calc(${vars.space.huge} * 3)`} />
    </SkeletonGroup>
  );
}
