import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { Inline, Stack } from '../../../design-system/Layout';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannel, StaffChannelList } from '../../../src/api/contract/adminChannels';
import * as css from '../shared/admin.css';
import { useDateTime } from '../shared/parts';
import * as own from './Channels.css';
import { ChannelMoney, pictureOf, RangeText, StatusPills, useChannelName } from './parts';

/** Everything about a channel, read-only (support's view). */
export function ChannelDetails({
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
          <Stack as="span" gap="xxs" minWidth={0}>
            <span lang="en">{channel.name.en}</span>
            <span lang="zh-CN">{channel.name['zh-CN']}</span>
          </Stack>
        </Fact>
        <Fact label={t('channels.details.icon')}>
          <Inline as="span" gap="md" wrap={false} minWidth={0}>
            <span className={own.channelIcon} aria-hidden="true">
              <Picture />
            </span>
            {channel.icon
              ? t(`channels.icons.${channel.icon}`, { defaultValue: channel.icon })
              : t('channels.details.none')}
          </Inline>
        </Fact>
        <Fact label={t('channels.details.range')}>
          <RangeText data={data} channel={channel} />
        </Fact>
        <Fact label={t('channels.details.quick')}>
          {channel.quickAmounts.length > 0 ? (
            <Inline as="ul" gap="sm">
              {channel.quickAmounts.map((q) => (
                <li key={q} className={own.chipStatic}>
                  <ChannelMoney data={data} minor={q} />
                </li>
              ))}
            </Inline>
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
