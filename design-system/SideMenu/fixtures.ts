import type { SideMenuEntry } from './SideMenu';

/** Story fixtures shaped like the app's menuEntries() output, labels already translated. */
export function menuFixture(onCustomerService: () => void, onDownload: () => void): SideMenuEntry[] {
  return [
    { id: 'deposit', label: 'Deposit', icon: 'deposit', kind: 'link', to: '/m/voucherCenter' },
    { id: 'withdraw', label: 'Withdraw', icon: 'withdraw', kind: 'link', to: '/m/withdraw' },
    { id: 'gameRecord', label: 'Betting record', icon: 'record', kind: 'link', to: '/m/gameRecord' },
    { id: 'rewardCenter', label: 'Reward center', icon: 'reward', kind: 'link', to: '/m/rewardCenter' },
    { id: 'customerService', label: 'Customer service', icon: 'service', kind: 'action', onSelect: onCustomerService },
    { id: 'app', label: 'App', icon: 'app', kind: 'action', onSelect: onDownload },
    { id: 'vip', label: 'VIP', icon: 'vip', kind: 'link', to: '/m/member/benefits' },
    { id: 'referral', label: 'Refer a friend', icon: 'referral', kind: 'link', to: '/m/inviteFriends' },
    { id: 'promotions', label: 'All promotions', icon: 'promotions', kind: 'link', to: '/m/activity' },
    {
      id: 'promotion',
      label: 'Weekend reload bonus',
      icon: 'promotion',
      kind: 'link',
      to: '/m/activityDetail?id=42',
    },
    { id: 'slotGames', label: 'Slots', icon: 'game', kind: 'link', to: '/m/slot-games' },
    { id: 'liveGames', label: 'Live casino', icon: 'game', kind: 'link', to: '/m/live-games' },
    { id: 'feedback', label: 'Feedback', icon: 'feedback', kind: 'link', to: '/m/feedback' },
    { id: 'social.TELEGRAM', label: 'Telegram', icon: 'social', kind: 'external', href: 'https://t.example/lumen' },
  ];
}

/** The app's rule: a line after entry N when the count exceeds N (3, 6, 9, 12). */
export const dividersFor = (count: number) => [3, 6, 9, 12].filter((n) => count > n);

const bannerSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#2f4a9e"/><stop offset="1" stop-color="#7c4ddb"/></linearGradient></defs><rect width="300" height="100" fill="url(#g)"/><circle cx="250" cy="50" r="34" fill="#f2c04d"/><text x="20" y="45" font-family="sans-serif" font-size="22" font-weight="700" fill="#ffffff">Weekend</text><text x="20" y="72" font-family="sans-serif" font-size="16" fill="#ffffff">reload bonus</text></svg>`;
export const bannerImageUrl = `data:image/svg+xml,${encodeURIComponent(bannerSvg)}`;
