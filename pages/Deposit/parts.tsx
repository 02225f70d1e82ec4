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
import { OutcomeHero } from '../../design-system/OutcomeHero';
import type { DepositStatus } from '../../src/api/contract/deposits.constants';
import * as css from './Deposit.css';

/** The pictures an operator can name for a channel (payment_channels.icon). */
const CHANNEL_ICONS: Record<string, LucideIcon> = { bank: Landmark, zap: Zap, wallet: Wallet, qr: QrCode };
export const channelIcon = (icon: string | null): LucideIcon => (icon && CHANNEL_ICONS[icon]) || CreditCard;

type Tone = keyof typeof css.tone;

/** How each status looks: its colour and picture. */
export const STATUS_LOOK: Record<DepositStatus, { tone: Tone; Icon: LucideIcon }> = {
  pending: { tone: 'caution', Icon: Clock },
  created: { tone: 'info', Icon: Hourglass },
  confirmed: { tone: 'positive', Icon: CircleCheck },
  paid: { tone: 'positive', Icon: CircleCheck },
  rejected: { tone: 'critical', Icon: CircleX },
  failed: { tone: 'critical', Icon: CircleX },
  abandoned: { tone: 'neutral', Icon: Ban },
};

/** The status as a small coloured pill. */
export function StatusPill({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('wallet');
  const { tone, Icon } = STATUS_LOOK[status];
  return (
    <span className={`${css.status} ${css.tone[tone]}`}>
      <Icon className={css.pillIcon} aria-hidden />
      {t(`deposit.status.${status}`)}
    </span>
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

/** Label and value rows (amount, method, time ...). */
export function Summary({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className={css.summary}>
      {rows.map((r) => (
        <div key={r.label} className={css.summaryRow}>
          <dt className={css.summaryLabel}>{r.label}</dt>
          <dd className={css.summaryValue}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
