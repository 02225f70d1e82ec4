import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Stack } from '../../design-system/Layout';
import { Skeleton } from '../../design-system/Skeleton';
import { accountsApi } from '../../src/api/accounts';
import { useSiteConfig } from '../../src/api/queries';
import { ACCOUNT_QUERY_KEY, useSignIn } from '../../src/app/useAuth';
import { HOME, LOGIN } from '../../src/routes/table';
import { vars } from '../../themes/contract.css';
import { RegisterForm } from './RegisterForm';

type SessionInfo = Awaited<ReturnType<typeof accountsApi.register>>;

/** /m/register (spec §2 Registration): the operator's form, by username or by mobile number. */
export default function Register() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const config = useSiteConfig();
  const rules = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'register-rules'],
    queryFn: accountsApi.registerRules,
    staleTime: 5 * 60_000,
  });
  if (rules.isPending)
    return (
      <Stack gap="lg" padding="md">
        <Skeleton shape="rect" height={vars.space.huge} />
        <Skeleton shape="text" lines={6} />
      </Stack>
    );
  if (!rules.data)
    return (
      <Stack flex="fill" justifyContent="center" padding="lg">
        <EmptyState
          variant="error"
          title={tCommon('errors.loadFailed')}
          action={<Button onPress={() => void rules.refetch()}>{t('register.retry')}</Button>}
        />
      </Stack>
    );
  const done = (info: SessionInfo) => {
    signIn(info);
    navigate(HOME, { replace: true });
  };
  return (
    <RegisterForm
      rules={rules.data}
      currencySymbol={config.data?.currency.symbol ?? '¥'}
      onDone={done}
      onLogin={() => navigate(LOGIN)}
    />
  );
}
