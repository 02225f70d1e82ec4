import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../design-system/StatusBadge';
import type { ActivityState, Promotion } from '../../src/api/contract/activities';
import { formatDate } from '../../src/i18n/dates';

/** The badge tone of each activity state (spec §3). */
const TONE: Record<ActivityState, StatusTone> = {
  Applying: 'pending',
  Process: 'pending',
  Issued: 'positive',
  Claimed: 'positive',
  Joined: 'positive',
  Rejected: 'critical',
  Closed: 'neutral',
};

/** A member's state for a promotion, as the spec's label. */
export function StateBadge({ state }: { state: ActivityState }) {
  const { t } = useTranslation('activities');
  return <StatusBadge tone={TONE[state]}>{t(`state.${state}`)}</StatusBadge>;
}

/** A YYYY-MM-DD day of the brand calendar in the site's date format (src/i18n/dates.ts), read as that day. */
const dayText = (day: string, lang: string) => formatDate(`${day}T00:00:00Z`, lang, { timeZone: 'UTC' });

/** "2026-11-01 – 2026-12-31", or "Long-term" when noExpiry is 1 (spec §3). */
export function PromotionDates({ promotion }: { promotion: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'> }) {
  const { t, i18n } = useTranslation('activities');
  if (promotion.noExpiry === 1 || !promotion.endDate) {
    return (
      <span>
        <time dateTime={promotion.startDate}>
          {t('list.from', { start: dayText(promotion.startDate, i18n.language) })}
        </time>
        {' · '}
        {t('list.longTerm')}
      </span>
    );
  }
  return (
    <time dateTime={promotion.startDate}>
      {t('list.dates', {
        start: dayText(promotion.startDate, i18n.language),
        end: dayText(promotion.endDate, i18n.language),
      })}
    </time>
  );
}

/** The promotion's first sequenced image (spec §2), or null. */
export const firstImage = (p: Pick<Promotion, 'announcementImages'>) =>
  [...p.announcementImages].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? null;
