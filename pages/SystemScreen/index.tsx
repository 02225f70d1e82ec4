import { Globe2, Headset, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Inline, Stack } from '../../design-system/Layout';
import { useDates } from '../../src/i18n/dates';
import * as css from './SystemScreen.css';

export interface SystemScreenProps {
  kind: 'maintenance' | 'region';
  logo: ReactNode;
  location?: { ip: string; country: string | null };
  /** The operator's maintenance message, in the reader's language where the operator wrote one. */
  message?: string | null;
  /** When maintenance is expected to end (ISO 8601), shown in the reader's time zone. */
  until?: string | null;
  onRetry: () => void;
  retrying?: boolean;
  onCustomerService: () => void;
}

/** Full-screen states for system status 1 (maintenance) and 2 (region restricted). */
export function SystemScreen({
  kind,
  logo,
  location,
  message,
  until,
  onRetry,
  retrying,
  onCustomerService,
}: SystemScreenProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const maintenance = kind === 'maintenance';
  const body = maintenance ? (message ?? t('system.maintenanceBody')) : null;
  return (
    <main className={css.screen} data-system-status={maintenance ? 1 : 2}>
      <Inline justify="center">{logo}</Inline>
      <EmptyState
        icon={maintenance ? Wrench : Globe2}
        title={t(maintenance ? 'errors.system.maintenance' : 'errors.system.regionRestricted')}
        description={
          maintenance ? (
            <>
              <span data-maintenance-message>{body}</span>
              {until ? (
                <>
                  <br />
                  <span data-maintenance-until>{t('system.maintenanceUntil', { time: dates.dateTime(until) })}</span>
                </>
              ) : null}
            </>
          ) : (
            t('system.regionBody', { ip: location?.ip ?? '—', country: location?.country ?? '—' })
          )
        }
        action={
          <Stack gap="sm" width="full">
            <Button onPress={onRetry} loading={retrying} fullWidth>
              {t('system.retry')}
            </Button>
            <Button variant="ghost" icon={<Headset aria-hidden />} onPress={onCustomerService} fullWidth>
              {t('system.support')}
            </Button>
          </Stack>
        }
      />
    </main>
  );
}
