import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Skeleton } from '../../../design-system/Skeleton';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { signinAdminApi, signinAdminKeys } from '../../../src/admin/signinApi';
import { staffMayCall } from '../../../src/api/contract/access';
import type { SigninSettings } from '../../../src/api/contract/signin';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { vars } from '../../../themes/contract.css';
import { SettingsForm } from './SettingsForm';

/**
 * /admin/signin (marketing edits; support and finance may look): the brand's daily sign-in, its
 * cycle, one reward a day, cash or bonus payout, make-up days and the time zone its days follow.
 * Saving is audited on the server (docs/signin-rewards.md).
 */
export default function SigninSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const dateTime = useDateTime();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: signinAdminKeys.settings, queryFn: signinAdminApi.get });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: SigninSettings) => signinAdminApi.save(body),
    onSuccess: (data) => {
      setServerErrors({});
      queryClient.setQueryData(signinAdminKeys.settings, data);
      toast.success(t('signin.saved'));
    },
    onError: (err) => {
      const text = message(err);
      if (err instanceof ApiError && err.code === 'signin.settings_invalid') {
        setServerErrors(Object.fromEntries(Object.keys(err.fields).map((k) => [k, text])));
      }
      toast.error(text);
    },
  });
  const canEdit = !!staff && staffMayCall(staff.role, 'PUT /api/admin/signin/settings');
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.signin')} description={t('signin.lead')} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Skeleton shape="rect" height={`calc(${vars.space.huge} * 6)`} />
      ) : (
        <>
          {query.data.updatedAt ? (
            <Text tone="muted" size="sm">
              {t('signin.updatedAt', { at: dateTime(query.data.updatedAt) })}
            </Text>
          ) : null}
          <SettingsForm
            key={query.data.updatedAt ?? 'new'}
            settings={query.data}
            canEdit={canEdit}
            busy={save.isPending}
            serverErrors={serverErrors}
            onSave={(body) => save.mutate(body)}
          />
        </>
      )}
    </Stack>
  );
}
