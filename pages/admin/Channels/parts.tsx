import { CreditCard, Landmark, type LucideIcon, QrCode, Wallet, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Inline, Stack } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { Pill } from '../../../design-system/Pill';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannel, StaffChannelList } from '../../../src/api/contract/adminChannels';

/** The pictures the player's deposit page draws for a channel (pages/Deposit/parts.tsx), by name. */
export const CHANNEL_ICON_PICTURES: Record<string, LucideIcon> = {
  bank: Landmark,
  zap: Zap,
  wallet: Wallet,
  qr: QrCode,
};
export const pictureOf = (icon: string | null): LucideIcon => (icon && CHANNEL_ICON_PICTURES[icon]) || CreditCard;

/** The channel's name in the reader's language (Chinese for zh-*, English otherwise). */
export function useChannelName() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (c: Pick<StaffChannel, 'name'>) => (lang.toLowerCase().startsWith('zh') ? c.name['zh-CN'] : c.name.en);
}

/** An amount of the brand's currency, exact to the minor unit (as the other finance pages show them). */
export function ChannelMoney({
  data,
  minor,
}: {
  data: Pick<StaffChannelList, 'currencySymbol' | 'minorUnitDigits'>;
  minor: number;
}) {
  return (
    <Money
      symbol={data.currencySymbol}
      minor={minor}
      digits={data.minorUnitDigits}
      decimals={data.minorUnitDigits}
      tone="neutral"
      size="sm"
    />
  );
}

/** "¥100.00 – ¥50,000.00". */
export function RangeText({ data, channel }: { data: StaffChannelList; channel: StaffChannel }) {
  return (
    <Inline as="span" gap="xs" align="baseline">
      <ChannelMoney data={data} minor={channel.minAmount} />
      <span>–</span>
      <ChannelMoney data={data} minor={channel.maxAmount} />
    </Inline>
  );
}

/** On or off, and why an enabled channel is still not offered. */
export function StatusPills({ channel }: { channel: StaffChannel }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack as="span" gap="xxs" minWidth={0}>
      <Pill tone={channel.enabled ? 'positive' : 'neutral'}>
        {channel.enabled ? t('channels.on') : t('channels.off')}
      </Pill>
      {channel.enabled && !channel.configValid ? <Pill tone="caution">{t('channels.configInvalid')}</Pill> : null}
      {channel.enabled && channel.configValid && !channel.offered ? (
        <Pill tone="info">{t('channels.testOnly')}</Pill>
      ) : null}
    </Stack>
  );
}
