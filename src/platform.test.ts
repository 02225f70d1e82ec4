import { describe, expect, it } from 'vitest';
import { isInstalled, isIosSafari, needsOldIosTips, parseIosVersion, parsePlatform } from './platform';

const iphone = (v: string, tail = 'Version/12.0 Mobile/15E148 Safari/604.1') =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${tail}`;
const chromeIos = iphone('16_0', 'CriOS/120.0 Mobile/15E148 Safari/604.1');
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('platform', () => {
  it('parses iOS versions', () => {
    expect(parseIosVersion(iphone('12_1'))).toBe(12.1);
    expect(parseIosVersion(iphone('17_4_1'))).toBe(17.4);
    expect(parseIosVersion(android)).toBeNull();
  });
  it('tells Safari from other iOS browsers (app download needs Safari)', () => {
    expect(isIosSafari(iphone('16_0'))).toBe(true);
    expect(isIosSafari(chromeIos)).toBe(false);
    expect(isIosSafari(android)).toBe(false);
  });
  it('gives old-iOS tips for 12.0-12.1 and 11 and lower only', () => {
    expect(needsOldIosTips(11.4)).toBe(true);
    expect(needsOldIosTips(12.0)).toBe(true);
    expect(needsOldIosTips(12.1)).toBe(true);
    expect(needsOldIosTips(12.2)).toBe(false);
    expect(needsOldIosTips(16)).toBe(false);
    expect(needsOldIosTips(null)).toBe(false);
  });
  it('is installed inside the app or as a PWA', () => {
    expect(isInstalled(parsePlatform(`${android} LumenApp/1.0`, { standalone: false, inAppFlag: false }))).toBe(true);
    expect(isInstalled(parsePlatform(android, { standalone: true, inAppFlag: false }))).toBe(true);
    expect(isInstalled(parsePlatform(android, { standalone: false, inAppFlag: true }))).toBe(true);
    expect(isInstalled(parsePlatform(android, { standalone: false, inAppFlag: false }))).toBe(false);
  });
});
