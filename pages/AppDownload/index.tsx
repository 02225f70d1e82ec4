import { Download, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Stack } from '../../design-system/Layout';
import { QRCode } from '../../design-system/QRCode';
import { useSiteConfig } from '../../src/api/queries';
import { hasDownloads } from '../../src/app/useBrand';
import { useClientValue } from '../../src/app/useClientValue';
import { useInstalled } from '../../src/app/useInstalled';
import { HOME } from '../../src/routes/table';
import { useUi } from '../../src/stores/ui';

/**
 * /m/app: get the app. Opens the download options; says so when already installed or none exist.
 * Outside the installed app, a QR code opens this site's home on a phone (the browser knows the address).
 */
export default function AppDownload() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const openPopup = useUi((s) => s.setDownloadPopup);
  const installed = useInstalled();
  const hasDownload = hasDownloads(config.data);
  const homeUrl = useClientValue(() => `${window.location.origin}${HOME}`, null);
  return (
    <Stack gap="xl" align="center" justifyContent="center" flex="fill" padding="lg">
      <EmptyState
        icon={Smartphone}
        title={installed ? t('app.installedTitle') : t('app.title')}
        description={installed ? t('app.installedBody') : hasDownload ? t('app.body') : t('app.none')}
        action={
          !installed && hasDownload ? (
            <Button icon={<Download aria-hidden />} onPress={() => openPopup(true)}>
              {t('app.options')}
            </Button>
          ) : undefined
        }
      />
      {!installed && homeUrl ? <QRCode value={homeUrl} label={t('app.scanLabel')} /> : null}
    </Stack>
  );
}
