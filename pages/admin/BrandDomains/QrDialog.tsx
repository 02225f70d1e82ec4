import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { QRCode } from '../../../design-system/QRCode';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { HOME } from '../../../src/routes/home';

/** The address a brand domain opens the player site's home at, over https (src/routes/home: the route table's home). */
export const brandHomeUrl = (host: string) => `https://${host}${HOME}`;

/**
 * A brand domain's QR code: scanned with a phone's camera it opens the brand's home page on that host,
 * so an operator can check the brand on a phone. The link is shown as text with Copy (the kit's QRCode).
 */
export function QrDialog({ host, brand, onClose }: { host: string; brand: string; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('brandDomains.qrTitle', { host })}
      description={t('brandDomains.qrLead', { brand })}
      footer={<Button onPress={onClose}>{t('brandDomains.qrDone')}</Button>}
    >
      <QRCode value={brandHomeUrl(host)} label={t('brandDomains.qrScan', { host })} />
    </Dialog>
  );
}
