import { Globe2, Headset, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Inline, Stack } from '../../design-system/Layout';
import * as css from './SystemScreen.css';

export interface SystemScreenProps {
  kind: 'maintenance' | 'region';
  logo: ReactNode;
  location?: { ip: string; country: string | null };
  onRetry: () => void;
  retrying?: boolean;
  onCustomerService: () => void;
}

/** Full-screen states for system status 1 (maintenance) and 2 (region restricted). */
export function SystemScreen({ kind, logo, location, onRetry, retrying, onCustomerService }: SystemScreenProps) {
  const { t } = useTranslation();
  const maintenance = kind === 'maintenance';
  return (
    <main className={css.screen} data-system-status={maintenance ? 1 : 2}>
      <Inline justify="center">{logo}</Inline>
      <EmptyState
        icon={maintenance ? Wrench : Globe2}
        title={t(maintenance ? 'errors.system.maintenance' : 'errors.system.regionRestricted')}
        description={
          maintenance
            ? t('system.maintenanceBody')
            : t('system.regionBody', { ip: location?.ip ?? '—', country: location?.country ?? '—' })
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
