import { Check, Compass, Download, Ellipsis, Share, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../BottomSheet';
import * as css from './AddToHomeSheet.css';

export interface AddToHomeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** iOS 12.0–12.1, or 11 and lower (the app's needsOldIosTips()): show the older tips. */
  oldIos?: boolean;
  /** The MOBILECONFIG link; when set, a "Download profile" button shows. */
  mobileConfigUrl?: string;
  /** Told when the profile link is tapped (the browser still follows it). */
  onDownloadProfile?: () => void;
}

function Step({ glyph, children }: { glyph: ReactNode; children: ReactNode }) {
  return (
    <li className={css.step}>
      <span className={css.stepText}>{children}</span>
      <span className={css.glyph} aria-hidden="true">
        {glyph}
      </span>
    </li>
  );
}

/** Bottom sheet with add-to-home-screen tips (older iOS gets its own), plus the profile download when available. */
export function AddToHomeSheet({
  open,
  onOpenChange,
  oldIos = false,
  mobileConfigUrl,
  onDownloadProfile,
}: AddToHomeSheetProps) {
  const { t } = useTranslation('shell');
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('addToHome.title')}
      footer={
        mobileConfigUrl ? (
          <div className={css.profile}>
            <p className={css.profileHint}>{t('addToHome.profileHint')}</p>
            <a className={css.profileLink} href={mobileConfigUrl} onClick={onDownloadProfile}>
              <Download aria-hidden="true" />
              {t('addToHome.downloadProfile')}
            </a>
          </div>
        ) : undefined
      }
    >
      <p className={css.intro}>{t('addToHome.intro')}</p>
      {oldIos ? (
        <>
          <h3 className={css.subheading}>{t('addToHome.oldTitle')}</h3>
          <ol className={css.steps}>
            <Step glyph={<Compass />}>{t('addToHome.oldStep1')}</Step>
            <Step glyph={<Share />}>{t('addToHome.oldStep2')}</Step>
            <Step glyph={<Ellipsis />}>{t('addToHome.oldStep3')}</Step>
          </ol>
        </>
      ) : (
        <ol className={css.steps}>
          <Step glyph={<Share />}>{t('addToHome.step1')}</Step>
          <Step glyph={<SquarePlus />}>{t('addToHome.step2')}</Step>
          <Step glyph={<Check />}>{t('addToHome.step3')}</Step>
        </ol>
      )}
    </BottomSheet>
  );
}
