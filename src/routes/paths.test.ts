import { describe, expect, it } from 'vitest';
import { HOME } from './home';
import { bottomNavPaths, floatingPaths, footerPaths, pathOf, sideMenuAuthPaths } from './paths';
import { findRoute } from './table';

describe('the shell widgets’ paths come from the route table', () => {
  it('resolves a key to its path and refuses an unknown key', () => {
    expect(pathOf('voucherCenter')).toBe('/m/voucherCenter');
    expect(() => pathOf('nope')).toThrow(/no route nope/);
  });
  it('gives the bottom tabs, footer, side menu and floating bar the routes the spec names', () => {
    expect(bottomNavPaths).toEqual({
      home: '/m/home',
      deposit: '/m/voucherCenter',
      share: '/m/inviteFriends',
      promotion: '/m/activity',
      member: '/m/member/home',
    });
    expect(footerPaths).toEqual({
      help: '/m/help',
      feedback: '/m/feedback',
      responsible: '/m/member/responsible',
      fairness: '/m/fairness',
    });
    expect(sideMenuAuthPaths).toEqual({ login: '/m/login', register: '/m/register', forgot: '/m/forget' });
    expect(floatingPaths).toEqual({ invite: '/m/inviteFriends', signIn: '/m/activity/signIn' });
    for (const path of [
      ...Object.values(bottomNavPaths),
      ...Object.values(footerPaths),
      ...Object.values(sideMenuAuthPaths),
      ...Object.values(floatingPaths),
    ]) {
      expect(findRoute(path)?.path).toBe(path);
    }
  });

  it('names the home the back office links to without the route table: the same path as the table', () => {
    expect(pathOf('home')).toBe(HOME);
  });
});
