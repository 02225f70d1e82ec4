import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { channelKeys, channelsApi } from '../../../src/admin/channelsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { staffMayCall } from '../../../src/api/contract/access';
// Channel names and instructions are also in Chinese, whatever the reader's language.
import '../../../themes/fonts-cjk';
import { useStaff } from '../../../src/admin/hooks';
import { ChannelDetails } from './ChannelDetails';
import { ChannelForm } from './ChannelForm';
import { ChannelTable } from './ChannelTable';

type Editing = { mode: 'create' } | { mode: 'edit'; id: string };

/**
 * /admin/channels (finance, support): the deposit channels players choose from on /m/voucherCenter.
 * Everyone here sees every channel (enabled or not) with its range and status; support opens the
 * details read-only, finance and admin create channels and edit them in a dialog. There is no
 * delete: switching a channel off is how it is retired (docs/payments.md).
 */
export default function ChannelsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'POST /api/admin/finance/channels');
  const list = useQuery({ queryKey: channelKeys.all, queryFn: channelsApi.list });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const channel = (id: string) => list.data?.channels.find((c) => c.id === id);
  const shown = viewing ? channel(viewing) : undefined;
  const edited = editing?.mode === 'edit' ? channel(editing.id) : undefined;

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader
        title={t('nav.channels')}
        description={
          <>
            {mayEdit ? t('channels.lead') : t('channels.leadReadOnly')} {t('channels.retireNote')}
          </>
        }
        actions={
          mayEdit && list.data ? (
            <Button icon={<Plus />} onPress={() => setEditing({ mode: 'create' })}>
              {t('channels.new')}
            </Button>
          ) : null
        }
      />
      <ChannelTable
        data={list.data}
        loading={list.isPending}
        error={list.isError ? list.error : null}
        onRetry={() => void list.refetch()}
        mayEdit={mayEdit}
        onCreate={() => setEditing({ mode: 'create' })}
        onEdit={(id) => setEditing({ mode: 'edit', id })}
        onView={setViewing}
      />

      {list.data && editing && (editing.mode === 'create' || edited) ? (
        <ChannelForm
          key={editing.mode === 'edit' ? editing.id : 'new'}
          data={list.data}
          channel={edited ?? null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {list.data && shown ? <ChannelDetails data={list.data} channel={shown} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}
