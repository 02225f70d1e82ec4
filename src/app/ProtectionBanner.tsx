import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Callout, calloutActionClass } from '../../design-system/Callout';
import { useDates } from '../i18n/dates';

/** Where the responsible-gaming page lives, and its breaks section. */
export const RESPONSIBLE_PATH = '/m/member/responsible';
export const RESPONSIBLE_BREAKS = `${RESPONSIBLE_PATH}?tab=breaks`;

/**
 * While a time-out or self-exclusion is in force (issue 19): what it means (no play, no deposits;
 * withdrawals and history stay open) and until when, with a link to its details. Nothing otherwise.
 */
export function ProtectionBanner({
  state,
  onDetails,
}: {
  state: { state: 'timeout' | 'excluded'; until: string | null } | null | undefined;
  /** On the responsible-gaming page itself: switch to the breaks section instead of linking. */
  onDetails?: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  if (!state) return null;
  const until = state.until ? dates.dateTime(state.until) : null;
  return (
    <Callout
      tone="caution"
      icon={ShieldOff}
      title={t(state.state === 'excluded' ? 'protection.banner.excluded' : 'protection.banner.timeout')}
      action={
        onDetails ? (
          <button type="button" className={calloutActionClass} onClick={onDetails}>
            {t('protection.banner.details')}
          </button>
        ) : (
          <Link to={RESPONSIBLE_BREAKS} className={calloutActionClass}>
            {t('protection.banner.details')}
          </Link>
        )
      }
    >
      {until ? t('protection.banner.until', { time: until }) : t('protection.banner.permanent')}
    </Callout>
  );
}
