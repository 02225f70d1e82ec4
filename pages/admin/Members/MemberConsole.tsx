import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { membersApi, membersKeys } from '../../../src/admin/membersApi';
import { LinkedMembers } from './LinkedMembers';
import { MemberActions } from './MemberActions';
import { MemberLogins } from './MemberLogins';
import { MemberProfileView } from './MemberProfileView';
import { SummarySkeleton } from './MemberSummary';
import { NotesTags } from './NotesTags';

/**
 * The members console on a member's page (docs/admin.md "Members"): the actions the staff member's
 * role may take, then tabs for the profile, the log-ins, the linked accounts, and notes and tags.
 */
export function MemberConsole({ id }: { id: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const profile = useQuery({ queryKey: membersKeys.member(id), queryFn: () => membersApi.profile(id) });
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  if (!p) return <SummarySkeleton />;
  return (
    <>
      <MemberActions profile={p} />
      <Panel title={t('members.console.title')} gap="lg">
        <Tabs
          label={t('members.console.title')}
          items={[
            { value: 'profile', label: t('members.console.profile') },
            { value: 'logins', label: t('members.console.logins') },
            { value: 'linked', label: t('members.console.linked') },
            { value: 'notes', label: t('members.console.notes'), badge: p.notes.length || undefined },
          ]}
        >
          <TabPanel value="profile">
            <MemberProfileView profile={p} />
          </TabPanel>
          <TabPanel value="logins">
            <MemberLogins id={p.id} />
          </TabPanel>
          <TabPanel value="linked">
            <LinkedMembers id={p.id} />
          </TabPanel>
          <TabPanel value="notes">
            <NotesTags profile={p} />
          </TabPanel>
        </Tabs>
      </Panel>
    </>
  );
}
