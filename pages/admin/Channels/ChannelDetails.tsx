import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { type KeyValueItem, KeyValueList } from '../../../design-system/KeyValueList';
import { Inline, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannel, StaffChannelList } from '../../../src/api/contract/adminChannels';
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
  const none = t('channels.details.none');
  const text = (v: unknown) => (typeof v === 'string' && v ? v : none);
  const mono = (v: unknown) => (
    <Text numeric wrap="anywhere">
      {text(v)}
    </Text>
  );
  const instructions =
    typeof c.instructions === 'object' && c.instructions !== null ? (c.instructions as Record<string, string>) : {};
  const Picture = pictureOf(channel.icon);
  const kindItems: KeyValueItem[] =
    channel.kind === 'manual_bank'
      ? [
          { id: 'bankName', label: t('channels.form.bankName'), value: text(c.bankName) },
          { id: 'accountName', label: t('channels.form.accountName'), value: text(c.accountName) },
          { id: 'accountNumber', label: t('channels.form.accountNumber'), value: mono(c.accountNumber) },
          { id: 'branch', label: t('channels.form.branch'), value: text(c.branch) },
          {
            id: 'instructionsEn',
            label: t('channels.form.instructionsEn'),
            value: typeof c.instructions === 'string' ? c.instructions : text(instructions.en),
          },
          { id: 'instructionsZh', label: t('channels.form.instructionsZh'), value: text(instructions['zh-CN']) },
        ]
      : [
          { id: 'merchantId', label: t('channels.form.merchantId'), value: mono(c.merchantId) },
          {
            id: 'secret',
            label: t('channels.details.secret'),
            value: c.secretSet ? t('channels.details.secretSet') : t('channels.details.secretMissing'),
          },
        ];
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
      <KeyValueList
        items={[
          { id: 'code', label: t('channels.details.code'), value: mono(channel.code) },
          {
            id: 'kind',
            label: t('channels.details.kind'),
            value: t(`channels.kinds.${channel.kind}`, { defaultValue: channel.kind }),
          },
          {
            id: 'names',
            label: t('channels.details.names'),
            value: (
              <Stack as="span" gap="xxs" minWidth={0}>
                <span lang="en">{channel.name.en}</span>
                <span lang="zh-CN">{channel.name['zh-CN']}</span>
              </Stack>
            ),
          },
          {
            id: 'icon',
            label: t('channels.details.icon'),
            value: (
              <Inline as="span" gap="md" wrap={false} minWidth={0}>
                <span className={own.channelIcon} aria-hidden="true">
                  <Picture />
                </span>
                {channel.icon ? t(`channels.icons.${channel.icon}`, { defaultValue: channel.icon }) : none}
              </Inline>
            ),
          },
          { id: 'range', label: t('channels.details.range'), value: <RangeText data={data} channel={channel} /> },
          {
            id: 'quick',
            label: t('channels.details.quick'),
            value:
              channel.quickAmounts.length > 0 ? (
                <Inline as="ul" gap="sm">
                  {channel.quickAmounts.map((q) => (
                    <li key={q} className={own.chipStatic}>
                      <ChannelMoney data={data} minor={q} />
                    </li>
                  ))}
                </Inline>
              ) : (
                none
              ),
          },
          { id: 'status', label: t('channels.details.status'), value: <StatusPills channel={channel} /> },
          { id: 'sort', label: t('channels.details.sort'), value: mono(String(channel.sort)) },
          ...kindItems,
          { id: 'updatedAt', label: t('channels.details.updatedAt'), value: dateTime(channel.updatedAt) },
        ]}
      />
    </Dialog>
  );
}
