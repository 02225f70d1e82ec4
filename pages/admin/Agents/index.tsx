import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../../design-system/Breadcrumb';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { DataTable } from '../../../design-system/DataTable';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Inline, Stack } from '../../../design-system/Layout';
import { Pill } from '../../../design-system/Pill';
import { PageHeader } from '../../../design-system/SectionHeader';
import { TextField } from '../../../design-system/TextField';
import { TextLink } from '../../../design-system/TextLink';
import { toast } from '../../../design-system/Toast';
import { agentsAdminApi, agentsAdminKeys } from '../../../src/admin/agentsApi';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { staffMayCall } from '../../../src/api/contract/access';
import type { AgentTreeQuery, TreeMember } from '../../../src/api/contract/teamReports';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { isAgentType } from '../../../src/rules/customerType';
import { MoveDialog } from './MoveDialog';

/**
 * /admin/agents (docs/agents.md "Back office: the agent tree"): find a member by username; its
 * uplines as a breadcrumb, its direct members 25 a page (type, team size, last log-in), down by a
 * name and up by the breadcrumb; admins move a member (and its subtree) under another upline.
 */
export default function AgentsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const message = useErrorMessage();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const [at, setAt] = useState<Partial<AgentTreeQuery>>({});
  const [search, setSearch] = useState('');
  const [moving, setMoving] = useState<TreeMember | null>(null);
  const query = useQuery({ queryKey: agentsAdminKeys.tree(at), queryFn: () => agentsAdminApi.tree(at) });
  const data = query.data;
  const canMove = !!staff && staffMayCall(staff.role, 'POST /api/admin/agents/move');
  const open = (id: string | null) => setAt(id ? { id } : {});
  const find = (e?: FormEvent) => {
    e?.preventDefault();
    const name = search.trim();
    setAt(name ? { username: name } : {});
  };
  const typeOf = (m: TreeMember) => (
    <Pill tone={isAgentType(m.type) ? 'accent' : 'neutral'}>
      {t(isAgentType(m.type) ? 'agents.agent' : 'agents.player')} · {m.type}
    </Pill>
  );
  const moveButton = (m: TreeMember) =>
    canMove ? (
      <Button size="sm" variant="secondary" onPress={() => setMoving(m)}>
        {t('agents.move')}
      </Button>
    ) : null;
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.agents')} description={t('agents.lead')} />
      <form onSubmit={find} aria-label={t('agents.search')}>
        <Inline gap="sm" align="end">
          <TextField label={t('agents.username')} type="search" value={search} onChange={setSearch} maxLength={64} />
          <Button type="submit">{t('agents.find')}</Button>
        </Inline>
      </form>
      <Breadcrumb
        label={t('agents.trail')}
        items={[
          { id: 'top', label: t('agents.top'), href: '/admin/agents', onPress: () => open(null) },
          ...(data?.member
            ? [...data.path, data.member].map((m) => ({
                id: m.id,
                label: m.username,
                href: '/admin/agents',
                onPress: () => open(m.id),
              }))
            : []),
        ]}
      />
      {data?.member ? (
        <Panel title={data.member.username} actions={moveButton(data.member)}>
          <KeyValueList
            divided
            items={[
              { id: 'type', label: t('agents.type'), value: typeOf(data.member) },
              { id: 'team', label: t('agents.teamSize'), value: data.member.teamSize },
              {
                id: 'login',
                label: t('agents.lastLogin'),
                value: data.member.lastLoginAt ? dateTime(data.member.lastLoginAt) : t('agents.never'),
              },
            ]}
          />
        </Panel>
      ) : null}
      <DataTable<TreeMember>
        caption={data?.member ? t('agents.directsOf', { name: data.member.username }) : t('agents.topLevel')}
        layout="auto"
        rows={data?.directs}
        loading={query.isPending}
        busy={query.isFetching}
        rowKey={(m) => m.id}
        rowLabel={(m) => m.username}
        error={query.isError ? { description: message(query.error), onRetry: () => void query.refetch() } : undefined}
        empty={{ title: t('agents.empty') }}
        columns={[
          {
            id: 'username',
            header: t('agents.username'),
            kind: 'lead',
            cell: (m) => (
              <TextLink href="/admin/agents" onPress={() => open(m.id)}>
                {m.username}
              </TextLink>
            ),
          },
          { id: 'type', header: t('agents.type'), cell: typeOf },
          { id: 'team', header: t('agents.teamSize'), kind: 'end', cell: (m) => m.teamSize },
          {
            id: 'login',
            header: t('agents.lastLogin'),
            cell: (m) => (m.lastLoginAt ? dateTime(m.lastLoginAt) : t('agents.never')),
          },
          ...(canMove
            ? [{ id: 'actions', header: t('agents.actions'), kind: 'actions' as const, cell: moveButton }]
            : []),
        ]}
        pagination={
          data && data.total > data.pageSize
            ? {
                page: data.page,
                pages: Math.ceil(data.total / data.pageSize),
                onPage: (page: number) => setAt({ ...at, page }),
              }
            : undefined
        }
      />
      <MoveDialog
        member={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          toast.success(t('agents.moved'));
          void queryClient.invalidateQueries({ queryKey: agentsAdminKeys.all });
        }}
      />
    </Stack>
  );
}
