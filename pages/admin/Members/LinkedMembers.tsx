import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../design-system/Button';
import { DataTable } from '../../../design-system/DataTable';
import { Inline } from '../../../design-system/Layout';
import { Pill } from '../../../design-system/Pill';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { memberStatusLabel } from '../../../src/admin/labels';
import { membersApi, membersKeys } from '../../../src/admin/membersApi';
import { useLinkTo } from './useLinkTo';

/** Members sharing a device, a log-in address, a bank account or the ID number; each opens that member. */
export function LinkedMembers({ id }: { id: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const { pathname } = useLocation();
  const linkTo = useLinkTo();
  const linked = useQuery({ queryKey: membersKeys.linked(id), queryFn: () => membersApi.linked(id) });
  const loadError = useLoadError();
  return (
    <DataTable
      caption={t('members.console.linked')}
      rows={linked.data}
      loading={linked.isPending}
      loadingLabel={t('members.console.loading')}
      skeletonRows={2}
      error={loadError(linked)}
      empty={{ size: 'compact', title: t('members.console.noLinked'), headingLevel: 3 }}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.username}
      columns={[
        { id: 'member', header: t('members.col.member'), kind: 'lead', cell: (m) => m.username },
        { id: 'status', header: t('members.col.status'), cell: (m) => memberStatusLabel(t, m.status) },
        {
          id: 'shared',
          header: t('members.console.shared'),
          cell: (m) => (
            <Inline as="span" gap="xs">
              {m.shared.map((s) => (
                <Pill key={s} tone="caution">
                  {t(`members.console.link.${s}`)}
                </Pill>
              ))}
            </Inline>
          ),
        },
        {
          id: 'open',
          header: t('common.actions'),
          kind: 'actions',
          cell: (m) => (
            <ButtonLink {...linkTo(`${pathname}?member=${m.id}`)} variant="secondary" size="sm">
              {t('members.open')}
              <Text visuallyHidden>{` ${m.username}`}</Text>
            </ButtonLink>
          ),
        },
      ]}
    />
  );
}
