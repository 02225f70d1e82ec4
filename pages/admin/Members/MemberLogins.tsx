import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../design-system/DataTable';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { membersApi, membersKeys } from '../../../src/admin/membersApi';

/** The member's log-ins, newest first, 25 a page: when, from which address, the device and the method. */
export function MemberLogins({ id }: { id: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const logins = useQuery({
    queryKey: membersKeys.logins(id, page),
    queryFn: () => membersApi.logins(id, page),
    placeholderData: keepPreviousData,
  });
  const loadError = useLoadError();
  const data = logins.data;
  return (
    <DataTable
      caption={t('members.console.logins')}
      rows={data?.list}
      loading={logins.isPending}
      loadingLabel={t('members.console.loading')}
      skeletonRows={3}
      error={loadError(logins)}
      empty={{ size: 'compact', title: t('members.console.noLogins'), headingLevel: 3 }}
      rowKey={(r) => `${r.at}-${r.ip}-${r.device}`}
      rowLabel={(r) => dateTime(r.at)}
      pagination={
        data
          ? { page: data.pageNum, pages: data.totalPages, total: data.total, busy: logins.isFetching, onPage: setPage }
          : undefined
      }
      columns={[
        { id: 'at', header: t('members.console.when'), kind: 'lead', cell: (r) => dateTime(r.at) },
        { id: 'ip', header: t('members.console.ip'), cell: (r) => r.ip },
        { id: 'device', header: t('members.console.device'), cell: (r) => r.device },
        { id: 'method', header: t('members.console.method'), cell: (r) => r.method },
      ]}
    />
  );
}
