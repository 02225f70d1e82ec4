import type { BottomNavPaths } from '../../design-system/BottomNav';
import type { FooterPaths } from '../../design-system/Footer';
import type { SideMenuAuthPaths } from '../../design-system/SideMenu';
import { routes } from './table';

/** The path of the route with this key; a key the table does not have is a programming error. */
export function pathOf(key: string): string {
  const route = routes.find((r) => r.key === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  return route.path;
}

/** The bottom tab bar's five tabs (spec: Home, Deposit, Share, Promotion, Member centre). */
export const bottomNavPaths: BottomNavPaths = {
  home: pathOf('home'),
  deposit: pathOf('voucherCenter'),
  share: pathOf('inviteFriends'),
  promotion: pathOf('activity'),
  member: pathOf('memberHome'),
};

/** The footer's help-center topics and its complaints link. */
export const footerPaths: FooterPaths = {
  help: pathOf('help'),
  feedback: pathOf('feedback'),
  responsible: pathOf('responsible'),
  fairness: pathOf('fairness'),
};

/** The side menu's Log in, Register and Forgot password links. */
export const sideMenuAuthPaths: SideMenuAuthPaths = {
  login: pathOf('login'),
  register: pathOf('register'),
  forgot: pathOf('forget'),
};

/** The floating side bar's Invite and Sign-in actions. */
export const floatingPaths = { invite: pathOf('inviteFriends'), signIn: pathOf('signIn') };
