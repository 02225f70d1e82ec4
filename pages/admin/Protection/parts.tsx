import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { LiftStatus } from '../../../src/admin/protectionApi';

/** A lift request's status in words and colour. */
export function LiftStatusBadge({ status }: { status: LiftStatus }) {
  const { t } = useTranslation(ADMIN_NS);
  const tone = status === 'pending' ? 'pending' : status === 'approved' ? 'positive' : 'neutral';
  return <StatusBadge tone={tone}>{t(`protection.lifts.statuses.${status}`)}</StatusBadge>;
}
