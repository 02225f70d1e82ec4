import {
  Ban,
  CircleCheck,
  CircleX,
  Clock,
  CreditCard,
  Hourglass,
  Landmark,
  type LucideIcon,
  QrCode,
  Wallet,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeHero, type OutcomeTone } from '../../design-system/OutcomeHero';
import { StatusBadge, type StatusTone } from '../../design-system/StatusBadge';
import type { DepositStatus } from '../../src/api/contract/deposits.constants';

/** The pictures an operator can name for a channel (payment_channels.icon). */
const CHANNEL_ICONS: Record<string, LucideIcon> = { bank: Landmark, zap: Zap, wallet: Wallet, qr: QrCode };
export const channelIcon = (icon: string | null): LucideIcon => (icon && CHANNEL_ICONS[icon]) || CreditCard;

/** How each status looks: the outcome's tone, the badge's tone and the picture both share. */
export const STATUS_LOOK: Record<DepositStatus, { tone: OutcomeTone; badge: StatusTone; Icon: LucideIcon }> = {
  pending: { tone: 'caution', badge: 'caution', Icon: Clock },
  created: { tone: 'info', badge: 'pending', Icon: Hourglass },
  confirmed: { tone: 'positive', badge: 'positive', Icon: CircleCheck },
  paid: { tone: 'positive', badge: 'positive', Icon: CircleCheck },
  rejected: { tone: 'critical', badge: 'critical', Icon: CircleX },
  failed: { tone: 'critical', badge: 'critical', Icon: CircleX },
  abandoned: { tone: 'neutral', badge: 'neutral', Icon: Ban },
};

/** The status as a badge: colour, picture and words. */
export function StatusPill({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('wallet');
  const { badge, Icon } = STATUS_LOOK[status];
  return (
    <StatusBadge tone={badge} icon={Icon}>
      {t(`deposit.status.${status}`)}
    </StatusBadge>
  );
}

/** A deposit's outcome: its picture, title, status and what it means (here and on the result page). */
export function StatusHero({
  status,
  title,
  lead,
  children,
}: {
  status: DepositStatus;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  const { tone, Icon } = STATUS_LOOK[status];
  return (
    <OutcomeHero icon={Icon} tone={tone} title={title} status={<StatusPill status={status} />} lead={lead}>
      {children}
    </OutcomeHero>
  );
}
