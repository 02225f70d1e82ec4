import { describe, expect, it } from 'vitest';
import { dividerPositions, type MenuContext, menuEntries } from './sideMenu';

const allOn = Object.fromEntries(
  [
    'deposit',
    'withdraw',
    'gameRecord',
    'rewardCenter',
    'app',
    'vip',
    'referral',
    'promotions',
    'promotion',
    'hotGames',
    'slotGames',
  ].map((k) => [k, true]),
);
const base: MenuContext = {
  whitelabel: allOn,
  loggedIn: true,
  installed: false,
  memberHasVip: true,
  referralEnabled: true,
  featuredPromotionId: 'p1',
  social: {},
  customerService: [],
};
const ids = (ctx: Partial<MenuContext>) => menuEntries({ ...base, ...ctx }).map((e) => e.id);

describe('side menu entries', () => {
  it('lists every enabled entry, feedback and customer service', () => {
    expect(ids({})).toEqual([
      'deposit',
      'withdraw',
      'gameRecord',
      'rewardCenter',
      'customerService',
      'app',
      'vip',
      'referral',
      'promotions',
      'promotion',
      'hotGames',
      'slotGames',
      'feedback',
      'responsible',
    ]);
  });
  it('hides entries whose white-label flag is off, but always shows customer service, feedback and responsible gaming', () => {
    expect(ids({ whitelabel: {} })).toEqual(['customerService', 'feedback', 'responsible']);
    expect(ids({ whitelabel: { ...allOn, withdraw: false } })).not.toContain('withdraw');
  });
  it('hides the app entry when installed', () => {
    expect(ids({ installed: true })).not.toContain('app');
  });
  it('shows VIP only when the member has VIP', () => {
    expect(ids({ memberHasVip: false })).not.toContain('vip');
  });
  it("the featured promotion's entry opens its detail page, and shows only when one is featured", () => {
    const entry = menuEntries({ ...base, featuredPromotionId: '42' }).find((e) => e.id === 'promotion');
    expect(entry).toMatchObject({ kind: 'link', to: '/m/activityDetail?id=42', labelKey: 'menu.promotion' });
    expect(ids({ featuredPromotionId: null })).not.toContain('promotion');
    expect(ids({ featuredPromotionId: undefined })).not.toContain('promotion');
    expect(ids({ whitelabel: { ...allOn, promotion: false } })).not.toContain('promotion');
  });
  it('shows referral when logged out, or when the referral promotion is enabled', () => {
    expect(ids({ loggedIn: false, referralEnabled: false })).toContain('referral');
    expect(ids({ loggedIn: true, referralEnabled: false })).not.toContain('referral');
  });
  it('shows social links only when configured, and only FACEBOOK and YOUTUBE service channels', () => {
    const out = ids({
      social: { FACEBOOK: 'https://f.example', TELEGRAM_1: 'https://t.example/guide', INSTAGRAM: 'https://i.example' },
      customerService: [
        { csType: 'FACEBOOK', title: 'CS', url: 'https://f.example/cs' },
        { csType: 'YOUTUBE', title: 'CS', url: 'https://y.example' },
        { csType: '3', title: 'whatsapp', url: 'https://w.example' },
      ],
    });
    expect(out).toContain('social.FACEBOOK');
    expect(out).toContain('social.TELEGRAM_1');
    expect(out).not.toContain('social.INSTAGRAM');
    expect(out).not.toContain('social.TELEGRAM');
    expect(out).toContain('cs.FACEBOOK');
    expect(out).toContain('cs.YOUTUBE');
    expect(out).not.toContain('cs.3');
  });
});

describe('divider lines', () => {
  it.each([
    [0, []],
    [3, []],
    [4, [3]],
    [6, [3]],
    [7, [3, 6]],
    [10, [3, 6, 9]],
    [12, [3, 6, 9]],
    [13, [3, 6, 9, 12]],
    [30, [3, 6, 9, 12]],
  ])('with %i entries draws lines after %j', (count, expected) => {
    expect(dividerPositions(count)).toEqual(expected);
  });
});
