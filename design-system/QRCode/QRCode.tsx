import { Copy } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { toast } from '../Toast';
import * as css from './QRCode.css';

/** The encoder loads with this module, only when a code is drawn in the browser. */
const QRCodeImpl = lazy(() => import('./QRCodeImpl'));

export const qrCodeSizes = ['md', 'sm'] as const;

export interface QRCodeProps {
  /** The link the code opens (absolute, e.g. https://aurum.example/m/home). */
  value: string;
  /** What scanning does, already translated ("Scan to open the site on your phone"): the code's accessible name. */
  label: string;
  size?: (typeof qrCodeSizes)[number];
  /** Show the link as text with a Copy button under the code (default true). */
  showLink?: boolean;
  /** Called after the link was copied (a toast says so already). */
  onCopied?: () => void;
  className?: string;
}

const noop = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/**
 * A QR code for a link, lazily drawn, themed from the tokens with a quiet zone, and the link itself
 * as text with a Copy button (a toast confirms). The code is an image named by `label`.
 */
export function QRCode({ value, label, size = 'md', showLink = true, onCopied, className }: QRCodeProps) {
  const { t } = useTranslation('dsViz');
  const inBrowser = useInBrowser();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('qr.copied'), { id: 'qr-copy' });
      onCopied?.();
    } catch {
      toast.error(t('qr.copyFailed'), { id: 'qr-copy' });
    }
  };
  const placeholder = <Skeleton className={css.svg} />;
  return (
    <div className={[css.root, className].filter(Boolean).join(' ')}>
      <div className={css.code({ size })} role="img" aria-label={label}>
        {inBrowser ? (
          <Suspense fallback={placeholder}>
            <QRCodeImpl value={value} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {showLink ? (
        <div className={css.linkRow}>
          <p className={css.link} data-testid="qr-link">
            {value}
          </p>
          <Button
            size="sm"
            variant="secondary"
            icon={<Copy />}
            onPress={() => void copy()}
            aria-label={t('qr.copyLink')}
          >
            {t('qr.copy')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
