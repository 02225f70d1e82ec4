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
import { formatMinor } from '../../design-system/Money';
import { StatusBadge, type StatusTone } from '../../design-system/StatusBadge';
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

/** A minor-unit amount as a person reads it: "¥1,000", or "¥100.50" when it has cents. */
export function useMoneyText(symbol: string, digits: number) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (minor: number) => {
    const cents = digits > 0 && minor % 10 ** digits !== 0;
    return `${symbol}${formatMinor(minor, digits, lang, { decimals: cents ? Math.min(2, digits) : 0 })}`;
  };
}

/** Each look's status tone in the kit's StatusBadge. */
const BADGE_TONE: Record<Tone, StatusTone> = {
  caution: 'caution',
  info: 'pending',
  positive: 'positive',
  critical: 'critical',
  neutral: 'neutral',
};

/** The status as a badge: colour, picture and words. */
export function StatusPill({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('wallet');
  const { tone, Icon } = STATUS_LOOK[status];
  return (
    <StatusBadge tone={BADGE_TONE[tone]} icon={Icon}>
      {t(`deposit.status.${status}`)}
    </StatusBadge>
  );
}

/** A deposit's outcome: its picture, title, status and what it means. */
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
    <section className={css.hero} aria-labelledby="deposit-outcome">
      <span className={`${css.heroIcon} ${css.tone[tone]}`} aria-hidden>
        <Icon />
      </span>
      <h2 id="deposit-outcome" className={css.heroTitle}>
        {title}
      </h2>
      <StatusPill status={status} />
      {children}
      <p className={css.note}>{lead}</p>
    </section>
  );
}
