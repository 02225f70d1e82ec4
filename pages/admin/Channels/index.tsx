import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, ScrollText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { EmptyState } from '../../../design-system/EmptyState';
import { channelKeys, channelsApi } from '../../../src/admin/channelsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { staffMayCall } from '../../../src/api/contract/access';
import type { StaffChannel, StaffChannelList } from '../../../src/api/contract/adminChannels';
// Channel names and instructions are also in Chinese, whatever the reader's language.
import '../../../themes/fonts-cjk';
import * as css from '../shared/admin.css';
import { DataTable, ErrorState, PageHeader, RowsSkeleton, useDateTime, useStaff } from '../shared/parts';
import { ChannelForm } from './ChannelForm';
import * as own from './Channels.css';
import { ChannelMoney, pictureOf, RangeText, StatusPills, useChannelName } from './parts';

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
    <div className={css.page}>
      <PageHeader
        title={t('nav.channels')}
        lead={
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
      {list.isPending ? (
        <RowsSkeleton label={t('channels.loading')} />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.channels.length === 0 ? (
        <EmptyState
          title={t('channels.empty')}
          description={mayEdit ? t('channels.emptyHint') : t('channels.emptyHintReadOnly')}
          action={
            mayEdit ? (
              <Button icon={<Plus />} onPress={() => setEditing({ mode: 'create' })}>
                {t('channels.new')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ChannelTable
            data={list.data}
            mayEdit={mayEdit}
            onEdit={(id) => setEditing({ mode: 'edit', id })}
            onView={setViewing}
          />
          {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} compact /> : null}
        </>
      )}

      {list.data && editing && (editing.mode === 'create' || edited) ? (
        <ChannelForm
          key={editing.mode === 'edit' ? editing.id : 'new'}
          data={list.data}
          channel={edited ?? null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {list.data && shown ? <ChannelDetails data={list.data} channel={shown} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

function ChannelTable({
  data,
  mayEdit,
  onEdit,
  onView,
}: {
  data: StaffChannelList;
  mayEdit: boolean;
  onEdit: (id: string) => void;
  onView: (id: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const nameOf = useChannelName();
  return (
    <DataTable
      caption={t('channels.caption')}
      rows={data.channels}
      rowKey={(c) => c.id}
      rowLabel={(c) => t('channels.rowLabel', { name: nameOf(c) })}
      columns={[
        {
          key: 'channel',
          label: t('channels.col.channel'),
          kind: 'lead',
          cell: (c) => {
            const Picture = pictureOf(c.icon);
            return (
              <span className={own.nameCell}>
                <span className={own.channelIcon} aria-hidden="true">
                  <Picture />
                </span>
                <span className={css.cellStack}>
                  <span>{nameOf(c)}</span>
                  <span className={`${css.muted} ${css.mono}`}>{c.code}</span>
                </span>
              </span>
            );
          },
        },
        {
          key: 'kind',
          label: t('channels.col.kind'),
          cell: (c) => t(`channels.kinds.${c.kind}`, { defaultValue: c.kind }),
        },
        {
          key: 'range',
          label: t('channels.col.range'),
          cell: (c) => <RangeText data={data} channel={c} />,
        },
        { key: 'status', label: t('channels.col.status'), cell: (c) => <StatusPills channel={c} /> },
        {
          key: 'sort',
          label: t('channels.col.sort'),
          kind: 'end',
          cell: (c) => <span className={css.mono}>{c.sort}</span>,
        },
        {
          key: 'actions',
          label: t('common.actions'),
          kind: 'actions',
          cell: (c) =>
            mayEdit ? (
              <Button
                size="sm"
                variant="secondary"
                icon={<Pencil />}
                aria-label={t('channels.actionLabel', { action: t('channels.edit'), name: nameOf(c) })}
                onPress={() => onEdit(c.id)}
              >
                {t('channels.edit')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                icon={<ScrollText />}
                aria-label={t('channels.actionLabel', { action: t('channels.view'), name: nameOf(c) })}
                onPress={() => onView(c.id)}
              >
                {t('channels.view')}
              </Button>
            ),
        },
      ]}
    />
  );
}

/** Everything about a channel, read-only (support's view). */
function ChannelDetails({
  data,
  channel,
  onClose,
}: {
  data: StaffChannelList;
  channel: StaffChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const nameOf = useChannelName();
  const dateTime = useDateTime();
  const c = channel.config;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : t('channels.details.none'));
  const instructions =
    typeof c.instructions === 'object' && c.instructions !== null ? (c.instructions as Record<string, string>) : {};
  const Picture = pictureOf(channel.icon);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('channels.details.title', { name: nameOf(channel) })}
      description={t(`channels.kindHints.${channel.kind}`, { defaultValue: '' })}
      footer={
        <Button variant="secondary" onPress={onClose}>
          {t('channels.details.close')}
        </Button>
      }
    >
      <dl className={own.details}>
        <Fact label={t('channels.details.code')}>
          <span className={css.mono}>{channel.code}</span>
        </Fact>
        <Fact label={t('channels.details.kind')}>
          {t(`channels.kinds.${channel.kind}`, { defaultValue: channel.kind })}
        </Fact>
        <Fact label={t('channels.details.names')}>
          <span className={css.cellStack}>
            <span lang="en">{channel.name.en}</span>
            <span lang="zh-CN">{channel.name['zh-CN']}</span>
          </span>
        </Fact>
        <Fact label={t('channels.details.icon')}>
          <span className={own.nameCell}>
            <span className={own.channelIcon} aria-hidden="true">
              <Picture />
            </span>
            {channel.icon
              ? t(`channels.icons.${channel.icon}`, { defaultValue: channel.icon })
              : t('channels.details.none')}
          </span>
        </Fact>
        <Fact label={t('channels.details.range')}>
          <RangeText data={data} channel={channel} />
        </Fact>
        <Fact label={t('channels.details.quick')}>
          {channel.quickAmounts.length > 0 ? (
            <ul className={own.chips}>
              {channel.quickAmounts.map((q) => (
                <li key={q} className={own.chipStatic}>
                  <ChannelMoney data={data} minor={q} />
                </li>
              ))}
            </ul>
          ) : (
            t('channels.details.none')
          )}
        </Fact>
        <Fact label={t('channels.details.status')}>
          <StatusPills channel={channel} />
        </Fact>
        <Fact label={t('channels.details.sort')}>
          <span className={css.mono}>{channel.sort}</span>
        </Fact>
        {channel.kind === 'manual_bank' ? (
          <>
            <Fact label={t('channels.form.bankName')}>{text(c.bankName)}</Fact>
            <Fact label={t('channels.form.accountName')}>{text(c.accountName)}</Fact>
            <Fact label={t('channels.form.accountNumber')}>
              <span className={css.mono}>{text(c.accountNumber)}</span>
            </Fact>
            <Fact label={t('channels.form.branch')}>{text(c.branch)}</Fact>
            <Fact label={t('channels.form.instructionsEn')}>
              {typeof c.instructions === 'string' ? c.instructions : text(instructions.en)}
            </Fact>
            <Fact label={t('channels.form.instructionsZh')}>{text(instructions['zh-CN'])}</Fact>
          </>
        ) : (
          <>
            <Fact label={t('channels.form.merchantId')}>
              <span className={css.mono}>{text(c.merchantId)}</span>
            </Fact>
            <Fact label={t('channels.details.secret')}>
              {c.secretSet ? t('channels.details.secretSet') : t('channels.details.secretMissing')}
            </Fact>
          </>
        )}
        <Fact label={t('channels.details.updatedAt')}>{dateTime(channel.updatedAt)}</Fact>
      </dl>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={own.detailRow}>
      <dt className={own.detailKey}>{label}</dt>
      <dd className={own.detailValue}>{children}</dd>
    </div>
  );
}
