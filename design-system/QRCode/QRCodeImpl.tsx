import { QRCodeSVG } from 'qrcode.react';
import * as css from './QRCode.css';

/**
 * The code itself, on qrcode.react. Only the lazy import in QRCode.tsx loads this module, in the
 * browser: pages without a code never download the encoder, and the server never imports it.
 * The colours are `currentColor` and the ground of the box around it (QRCode.css.ts), so the theme
 * decides them; `marginSize` 4 is the standard quiet zone.
 */
export default function QRCodeImpl({ value }: { value: string }) {
  return (
    <QRCodeSVG
      value={value}
      level="M"
      marginSize={4}
      fgColor="currentColor"
      bgColor="transparent"
      className={css.svg}
      aria-hidden="true"
      focusable="false"
      data-qr-code=""
    />
  );
}
