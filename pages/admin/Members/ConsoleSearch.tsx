import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DataTable } from '../../../design-system/DataTable';
import { FilterBar } from '../../../design-system/FilterBar';
import { Inline, Stack } from '../../../design-system/Layout';
import { Pill } from '../../../design-system/Pill';
import { Select } from '../../../design-system/Select';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { customerTypeLabel, memberStatusLabel } from '../../../src/admin/labels';
import { membersApi, membersKeys } from '../../../src/admin/membersApi';
import { MEMBER_SEARCH_FIELDS, type MemberRow, type MemberSearchField } from '../../../src/api/contract/adminMembers';
import * as own from './Members.css';

export const searchField = (v: string | null): MemberSearchField =>
  (MEMBER_SEARCH_FIELDS as readonly string[]).includes(v ?? '') ? (v as MemberSearchField) : 'username';

/** "Search by" (username, mobile, e-mail, ID number, IP, agent) and the value, in the kit's filter bar. */
export function ConsoleSearchForm({
  by: initialBy,
  q: initial,
  onSearch,
}: {
  by: MemberSearchField;
  q: string;
  onSearch: (by: MemberSearchField, q: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [by, setBy] = useState(initialBy);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(initial), [initial]);
  useEffect(() => setBy(initialBy), [initialBy]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return setError(t('members.searchRequired'));
    setError(null);
    onSearch(by, q);
  };
  return (
    <form onSubmit={submit} aria-label={t('members.searchFormLabel')} noValidate>
      <Stack gap="md">
        <FilterBar>
          <Select
            label={t('members.searchBy')}
            value={by}
            onChange={(v) => setBy(searchField(v))}
            options={MEMBER_SEARCH_FIELDS.map((f) => ({ value: f, label: t(`members.by.${f}`) }))}
          />
          <TextField
            className={own.searchField}
            label={t(`members.by.${by}`)}
            value={text}
            maxLength={60}
            autoComplete="off"
            enterKeyHint="search"
            error={error}
            onChange={(v) => {
              setText(v);
              if (error) setError(null);
            }}
          />
        </FilterBar>
        <Inline>
          <Button type="submit" icon={<Search />}>
            {t('members.search')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The members a search finds, 25 a page: who, type, status and VIP level; `action` opens one. */
export function ConsoleResults({
  by,
  q,
  page,
  onPage,
  action,
}: {
  by: MemberSearchField;
  q: string;
  page: number;
  onPage: (page: number) => void;
  action: (m: MemberRow) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const found = useQuery({
    queryKey: membersKeys.search(by, q, page),
    queryFn: () => membersApi.search(by, q, page),
    placeholderData: keepPreviousData,
  });
  const loadError = useLoadError();
  const data = found.data;
  return (
    <DataTable
      caption={t('members.resultsCaption', { q })}
      rows={data?.list}
      loading={found.isPending}
      loadingLabel={t('members.searching')}
      skeletonRows={3}
      error={loadError(found)}
      empty={{
        size: 'compact',
        title: t('members.noMatch', { q }),
        description: t('members.noMatchHint'),
        headingLevel: 2,
      }}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.username}
      pagination={
        data
          ? { page: data.pageNum, pages: data.totalPages, total: data.total, busy: found.isFetching, onPage }
          : undefined
      }
      columns={[
        {
          id: 'member',
          header: t('members.col.member'),
          kind: 'lead',
          cell: (m) => (
            <Stack as="span" gap="xxs" minWidth={0}>
              <span>{m.username}</span>
              {m.nickname ? (
                <Text tone="muted" size="sm" weight="regular">
                  {m.nickname}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        { id: 'type', header: t('members.col.type'), cell: (m) => customerTypeLabel(t, m.customerType) },
        {
          id: 'status',
          header: t('members.col.status'),
          cell: (m) => (
            <StatusBadge tone={m.status === 'active' ? 'positive' : 'caution'}>
              {memberStatusLabel(t, m.status)}
            </StatusBadge>
          ),
        },
        { id: 'vip', header: t('members.col.vip'), cell: (m) => <Pill tone="info">{m.vipLabel}</Pill> },
        { id: 'actions', header: t('common.actions'), kind: 'actions', cell: action },
      ]}
    />
  );
}
