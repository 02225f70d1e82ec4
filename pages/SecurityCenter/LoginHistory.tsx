import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Box, Inline, Stack } from '../../design-system/Layout';
import { SkeletonRows } from '../../design-system/Skeleton';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_QUERY_KEY } from '../../src/app/useAuth';
import { useDates } from '../../src/i18n/dates';
import * as css from './SecurityCenter.css';

/** The log-in history: when, from which device and which IP, newest first. */
export function LoginHistory() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const history = useQuery({ queryKey: [...ACCOUNT_QUERY_KEY, 'login-history'], queryFn: accountsApi.loginHistory });
  const when = useDates();
  if (history.isPending) return <SkeletonRows rows={5} lines={2} label={t('security.historyLoading')} />;
  if (history.isError) {
    return (
      <EmptyState
        variant="error"
        title={tCommon('errors.loadFailed')}
        action={<Button onPress={() => void history.refetch()}>{t('register.retry')}</Button>}
      />
    );
  }
  if (history.data.length === 0) return <EmptyState variant="noData" title={t('security.noHistory')} />;
  return (
    <Stack as="ul" gap="none" aria-label={t('security.history')}>
      {history.data.map((entry) => (
        <Stack as="li" key={`${entry.at}-${entry.ip}`} gap="xxs" paddingY="md" className={css.entry}>
          <Inline justify="between" align="start" gap="xxs" wrap={false}>
            <Box as="span" minWidth={0} className={css.when}>
              {when.dateTime(entry.at, { seconds: true })}
            </Box>
            <Box as="span" color="muted" className={css.small}>
              {entry.device}
            </Box>
          </Inline>
          <Box as="span" color="muted" className={css.ip}>
            {t('security.ip', { ip: entry.ip })}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
