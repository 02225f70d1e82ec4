import type { BottomNavPaths } from './BottomNav';

/** Story fixture: the player site's tab paths (the app passes its route table's). */
export const storyBottomNavPaths: BottomNavPaths = {
  home: '/m/home',
  deposit: '/m/voucherCenter',
  share: '/m/inviteFriends',
  promotion: '/m/activity',
  member: '/m/member/home',
};
