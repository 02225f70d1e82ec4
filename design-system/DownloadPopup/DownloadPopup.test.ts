import { describe, expect, it } from 'vitest';
import { iosDownloadBlock, MIN_IOS_APP_VERSION } from './DownloadPopup.rules';

const android = { ios: false, iosSafari: false, iosVersion: null };
const safari = (v: number | null) => ({ ios: true, iosSafari: true, iosVersion: v });
const chromeIos = (v: number | null) => ({ ios: true, iosSafari: false, iosVersion: v });

describe('iosDownloadBlock', () => {
  it('never blocks off iOS', () => {
    expect(iosDownloadBlock(android)).toBeNull();
    expect(iosDownloadBlock(android, 'profile')).toBeNull();
  });

  it('lets Safari on a recent iOS through', () => {
    expect(iosDownloadBlock(safari(17.4))).toBeNull();
    expect(iosDownloadBlock(safari(12.4))).toBeNull();
    expect(iosDownloadBlock(safari(17.4), 'profile')).toBeNull();
  });

  it('asks for Safari in other iOS browsers', () => {
    expect(iosDownloadBlock(chromeIos(17.4))).toBe('useSafari');
    expect(iosDownloadBlock(chromeIos(17.4), 'profile')).toBe('useSafari');
    expect(iosDownloadBlock(chromeIos(null))).toBe('useSafari');
  });

  it('needs iOS 12.4 or later for the app, in any browser', () => {
    expect(MIN_IOS_APP_VERSION).toBe(12.4);
    expect(iosDownloadBlock(safari(12.3))).toBe('needsNewerIos');
    expect(iosDownloadBlock(safari(11))).toBe('needsNewerIos');
    expect(iosDownloadBlock(chromeIos(12.1))).toBe('needsNewerIos');
  });

  it('does not apply the version floor to the profile', () => {
    expect(iosDownloadBlock(safari(11), 'profile')).toBeNull();
    expect(iosDownloadBlock(chromeIos(11), 'profile')).toBe('useSafari');
  });

  it('does not block an iOS device whose version is unknown, in Safari', () => {
    expect(iosDownloadBlock(safari(null))).toBeNull();
  });
});
