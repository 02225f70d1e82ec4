/** What the popup needs to know about the device (a subset of the app's Platform). */
export interface DownloadPlatform {
  ios: boolean;
  /** Real Safari on iOS; other iOS browsers cannot install apps or profiles. */
  iosSafari: boolean;
  /** iOS major.minor as a number (12.1), null when unknown or not iOS. */
  iosVersion: number | null;
}

/** The iOS app needs iOS 12.4 or later (spec §2). */
export const MIN_IOS_APP_VERSION = 12.4;

export type IosDownloadBlock = null | 'useSafari' | 'needsNewerIos';

/**
 * Whether an iOS download may proceed, for the iOS app (default) or the iOS profile.
 * - Not iOS: nothing blocks.
 * - The iOS app on a version below 12.4: 'needsNewerIos' (no browser can help).
 * - Any iOS download outside Safari: 'useSafari' ("Please use Safari for download App.").
 */
export function iosDownloadBlock(platform: DownloadPlatform, target: 'app' | 'profile' = 'app'): IosDownloadBlock {
  if (!platform.ios) return null;
  if (target === 'app' && platform.iosVersion !== null && platform.iosVersion < MIN_IOS_APP_VERSION) {
    return 'needsNewerIos';
  }
  if (!platform.iosSafari) return 'useSafari';
  return null;
}
