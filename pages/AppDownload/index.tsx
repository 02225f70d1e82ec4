import { Download, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { useSiteConfig } from '../../src/api/queries';
import { hasDownloads } from '../../src/app/useBrand';
import { useInstalled } from '../../src/app/useInstalled';
import { useUi } from '../../src/stores/ui';
import * as layout from '../layout.css';

/** /m/app: get the app. Opens the download options; says so when already installed or none exist. */
export default function AppDownload() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const openPopup = useUi((s) => s.setDownloadPopup);
  const installed = useInstalled();
  const hasDownload = hasDownloads(config.data);
  return (
    <div className={layout.center}>
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
    </div>
  );
}
