import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Skeleton } from '../../design-system/Skeleton';
import type { useMemberInfo } from '../../src/app/useAuth';

type MemberQuery = ReturnType<typeof useMemberInfo>;

/** A section once the member's info is in: a skeleton while it loads, an error with a retry if it failed. */
export function Loaded({
  member,
  children,
}: {
  member: MemberQuery;
  children: (m: NonNullable<MemberQuery['data']>) => ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  if (member.data) return <>{children(member.data)}</>;
  if (member.isError) {
    return (
      <EmptyState
        variant="error"
        title={tCommon('errors.loadFailed')}
        action={<Button onPress={() => void member.refetch()}>{t('register.retry')}</Button>}
      />
    );
  }
  return <Skeleton shape="text" lines={4} />;
}

/** What is bound now (the mobile number or the e-mail), or "Not bound". */
export function Current({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation('accounts');
  return <KeyValueList items={[{ label, value: <strong>{value ?? t('security.notBound')}</strong> }]} />;
}
