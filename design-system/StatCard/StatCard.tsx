import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, type CardElevation } from '../Card';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as css from './StatCard.css';
import { type TrendDirection, trendTone } from './trend';

export * from './trend';

export interface StatTrend {
  direction: TrendDirection;
  /** What changed, in words ("+12% on last week"); read after "Up" / "Down" / "No change". */
  text: string;
  /** Which direction is good news (default up): it picks the colour. */
  goodWhen?: 'up' | 'down' | 'either';
}

export interface StatCardProps {
  /** What the figure counts ("Deposits today"). */
  label: string;
  /** The figure: a number, a Money ... */
  value?: ReactNode;
  trend?: StatTrend;
  /** A picture before the label (decorative). */
  icon?: ReactNode;
  /** Skeletons in place of the figure and trend, announced as loading. */
  loading?: boolean;
  elevation?: CardElevation;
  className?: string;
}

const TREND_ICON = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/** One figure with its label and, optionally, its trend: up, down or flat, said in words as well as colour. */
export function StatCard({ label, value, trend, icon, loading = false, elevation, className }: StatCardProps) {
  const { t } = useTranslation('dsSurfaces');
  const Icon = trend ? TREND_ICON[trend.direction] : null;
  return (
    <Card as="div" elevation={elevation} gap="sm" className={className}>
      <div className={css.top}>
        {icon ? (
          <span className={css.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <p className={css.label}>{label}</p>
      </div>
      {loading ? (
        <SkeletonGroup label={t('statLoading', { label })}>
          <Skeleton shape="text" lines={2} />
        </SkeletonGroup>
      ) : (
        <>
          <p className={css.figure}>{value}</p>
          {trend && Icon ? (
            <p className={css.trend({ tone: trendTone(trend.direction, trend.goodWhen) })}>
              <Icon className={css.trendIcon} aria-hidden="true" />
              <span className={css.visuallyHidden}>{t(`trend.${trend.direction}`)}: </span>
              <span>{trend.text}</span>
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
