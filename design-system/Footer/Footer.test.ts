import { describe, expect, it } from 'vitest';
import {
  affiliateHelpPath,
  capVendorLogos,
  FOOTER_VENDOR_LOGO_LIMIT,
  footerSocialLinks,
  helpTopicPath,
} from './Footer.rules';

describe('capVendorLogos', () => {
  it('keeps the first 22 in order', () => {
    const list = Array.from({ length: 30 }, (_, i) => `v${i}`);
    const capped = capVendorLogos(list);
    expect(FOOTER_VENDOR_LOGO_LIMIT).toBe(22);
    expect(capped).toHaveLength(22);
    expect(capped[0]).toBe('v0');
    expect(capped[21]).toBe('v21');
  });

  it('leaves shorter lists alone and does not mutate the input', () => {
    const list = ['a', 'b'];
    expect(capVendorLogos(list)).toEqual(['a', 'b']);
    expect(capVendorLogos(list)).not.toBe(list);
    expect(capVendorLogos([])).toEqual([]);
    expect(capVendorLogos(Array.from({ length: 22 }, (_, i) => i))).toHaveLength(22);
  });
});

describe('footerSocialLinks', () => {
  it('shows only supplied links, in footer order', () => {
    expect(
      footerSocialLinks({ TELEGRAM: 'https://t.me/x', INSTAGRAM: 'https://instagram.example/x', VIBER: '' }),
    ).toEqual([
      { type: 'INSTAGRAM', href: 'https://instagram.example/x' },
      { type: 'TELEGRAM', href: 'https://t.me/x' },
    ]);
  });

  it('ignores blank links and types the footer does not show', () => {
    expect(footerSocialLinks({ FACEBOOK: '   ', TELEGRAM_1: 'https://t.me/guide', LINE: 'x' })).toEqual([]);
    expect(footerSocialLinks(undefined)).toEqual([]);
    expect(footerSocialLinks({ YOUTUBE: null })).toEqual([]);
  });
});

describe('helpTopicPath', () => {
  it('points at the help center topic by position', () => {
    expect(helpTopicPath('/m/help', 0)).toBe('/m/help?i=0');
    expect(helpTopicPath('/x/help', 3)).toBe('/x/help?i=3');
    expect(affiliateHelpPath('/m/help')).toBe('/m/help?title=affiliate');
  });
});
