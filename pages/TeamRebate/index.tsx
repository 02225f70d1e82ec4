import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../design-system/FilterBar';
import { Stack } from '../../design-system/Layout';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import { useRebateDownline, useSetRebateRates } from '../../src/api/agentRebates';
import type { RebateMember } from '../../src/api/contract/agentRebates';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { DownlineRates, MyRates } from './parts';
import { RatesDialog } from './RatesDialog';

/**
 * /m/member/teamRebate, "Game-service rebate" (issue 21; the spec's backedit): the agent's direct
 * members with their rebate rates per game category, and a form to set a member's, with the agent's
 * own rate as each limit. Only the agent's direct members are listed (the server's scope).
 */
export default function TeamRebate() {
  const { t } = useTranslation('agent');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RebateMember | null>(null);
  const q = useDeferredValue(search.trim());
  const downline = useRebateDownline({ page, ...(q ? { q } : {}) });
  const error = useLoadFailure(downline, t('retry'));
  const save = useSetRebateRates();
  return (
    <Stack padding="md" gap="md">
      <MyRates rates={downline.data?.myRates} loading={downline.isPending} />
      <FilterBar>
        <TextField
          label={t('manage.search')}
          type="search"
          value={search}
          maxLength={32}
          autoComplete="off"
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
      </FilterBar>
      <DownlineRates
        data={downline.data}
        loading={downline.isPending}
        busy={downline.isFetching}
        error={error}
        onPage={setPage}
        onEdit={setEditing}
      />
      {editing && downline.data ? (
        <RatesDialog
          member={editing}
          limit={downline.data.myRates}
          onSave={async (rates) => {
            await save.mutateAsync({ id: editing.id, rates });
            toast.success(t('rebate.saved', { name: editing.username }));
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
