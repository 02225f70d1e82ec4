import { Ban, CircleCheck, CircleX, Hourglass, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill, type PillTone } from '../Pill';

export const statusTones = ['pending', 'positive', 'critical', 'neutral', 'caution'] as const;
export type StatusTone = (typeof statusTones)[number];

/** Each status tone's colour and picture: the two always come together, with the text. */
export const STATUS_LOOK: Record<StatusTone, { pill: PillTone; Icon: LucideIcon }> = {
  pending: { pill: 'info', Icon: Hourglass },
  positive: { pill: 'positive', Icon: CircleCheck },
  critical: { pill: 'critical', Icon: CircleX },
  neutral: { pill: 'neutral', Icon: Ban },
  caution: { pill: 'caution', Icon: TriangleAlert },
};

export interface StatusBadgeProps {
  tone: StatusTone;
  /** The status in words ("Paid", "Rejected"); defaults to the tone's generic word. */
  children?: ReactNode;
  /** Another picture for this status (e.g. a clock for "waiting for review"). */
  icon?: LucideIcon;
  className?: string;
}

/**
 * A record's status: colour, icon and text together, so it never relies on colour alone.
 * Pages map their own statuses (deposit, withdrawal, job run) to one of five tones.
 */
export function StatusBadge({ tone, children, icon, className }: StatusBadgeProps) {
  const { t } = useTranslation('dsSurfaces');
  const look = STATUS_LOOK[tone];
  const Icon = icon ?? look.Icon;
  return (
    <Pill tone={look.pill} icon={<Icon />} className={className}>
      {children ?? t(`status.${tone}`)}
    </Pill>
  );
}
