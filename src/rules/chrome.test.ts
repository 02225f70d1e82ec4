import { describe, expect, it } from 'vitest';
import { findRoute, HOME_PATHS, routes } from '../routes/table';
import { backTarget, chromeFor, headerLead, showsBanner, showsFooter, showsHeader, titleKey } from './chrome';

// Spec §2 "Shell and layout": the header is hidden on these pages.
const specHeaderHidden = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/message',
  '/m/app',
  '/m/lottery',
  '/m/forget',
  '/m/agent',
  '/m/activity',
  '/m/gameList',
  '/m/activityDetail',
  '/m/notice',
  '/m/live-games',
  '/m/slot-games',
  '/m/sport-games',
  '/m/esport-games',
  '/m/fishing-games',
  '/m/poker-games',
  '/m/help',
  '/m/hot-games',
];
// ...and the footer on these.
const specFooterHidden = [
  '/m/login',
  '/m/register',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/lottery',
  '/m/forget',
  '/m/changePsw',
  '/m/app',
  '/m/notice',
  '/m/agent',
  '/m/help',
];
// Agent-area routes from the spec's route list.
const agentArea = [
  '/m/agent/team/overview',
  '/m/transaction/record',
  '/m/member/team',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/securityCenter',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

describe('route table', () => {
  it.each([...HOME_PATHS])('serves home at %s', (p) => {
    expect(findRoute(p)?.key).toBe('home');
  });
  it.each([
    ...specHeaderHidden,
    ...specFooterHidden,
    ...agentArea,
    '/m/member/home',
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/gameRecord',
    '/m/rewardCenter',
    '/m/feedback',
    '/m/webEmail',
    '/m/activity/signIn',
    '/m/inviteFriends',
    '/m/member/benefits',
    '/m/lott',
    '/m/elott',
    '/m/agentRegister',
    '/m/member/notice',
    '/m/set',
  ])('registers %s', (p) => {
    expect(findRoute(p)).toBeDefined();
  });
  it('does not know made-up paths', () => {
    expect(findRoute('/m/nope')).toBeUndefined();
    expect(findRoute('/admin')).toBeUndefined();
  });
  it('has unique keys and paths', () => {
    expect(new Set(routes.map((r) => r.key)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });
});

describe('header visibility', () => {
  it.each(specHeaderHidden)('hides the header on %s', (p) => expect(showsHeader(p)).toBe(false));
  it.each(agentArea)('hides the header on agent-area %s', (p) => expect(showsHeader(p)).toBe(false));
  it.each(['/m/home', '/m/member/home', '/m/webEmail', '/m/set', '/m/voucherCenter', '/m/changePsw'])(
    'shows the header on %s',
    (p) => expect(showsHeader(p)).toBe(true),
  );
});

describe('footer visibility', () => {
  it.each(specFooterHidden)('hides the footer on %s', (p) => expect(showsFooter(p)).toBe(false));
  it.each(['/m/webEmail', '/m/member/home', '/m/home', '/m/voucherCenter'])('shows the footer on %s', (p) =>
    expect(showsFooter(p)).toBe(true),
  );
});

describe('banner and header lead', () => {
  it.each([...HOME_PATHS])('shows banner and logo on home path %s', (p) => {
    expect(showsBanner(p)).toBe(true);
    expect(headerLead(p)).toBe('logo');
  });
  it.each(['/m/set', '/m/voucherCenter', '/m/member/home'])('no banner, back arrow on %s', (p) => {
    expect(showsBanner(p)).toBe(false);
    expect(headerLead(p)).toBe('back');
  });
  it('shows no back arrow on /m/changePsw', () => expect(headerLead('/m/changePsw')).toBe('none'));
});

describe('back target', () => {
  it.each([
    ['RNG', '/m/slot-games'],
    ['LIVE', '/m/live-games'],
    ['FISH', '/m/fishing-games'],
    ['PVP', '/m/poker-games'],
    ['SPORTS', '/m/sport-games'],
    ['ESPORTS', '/m/esport-games'],
  ])('from /m/gameList?gameType=%s goes to %s', (type, to) => {
    expect(backTarget('/m/gameList', `?gameType=${type}&vassalage=PG`)).toEqual({ kind: 'path', to });
  });
  it('from /m/chat goes to the launch backUrl when it is a path of this site, else back in history', () => {
    expect(backTarget('/m/chat', '?backUrl=%2Fm%2Fmessage')).toEqual({ kind: 'path', to: '/m/message' });
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', ''])
      expect(backTarget('/m/chat', `?backUrl=${encodeURIComponent(bad)}`)).toEqual({ kind: 'history' });
    expect(chromeFor('/m/chat')).toMatchObject({ header: false, footer: false, titleKey: 'title.chat' });
  });

  it('from /m/gameList without a known type goes home', () => {
    expect(backTarget('/m/gameList', '')).toEqual({ kind: 'path', to: '/m/home' });
  });
  it.each(['/m/fishing-games', '/m/poker-games', '/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget'])(
    'from %s goes to /m/home',
    (p) => expect(backTarget(p)).toEqual({ kind: 'path', to: '/m/home' }),
  );
  it.each(['/m/slot-games', '/m/set', '/m/notice', '/m/help'])('from %s goes back one step', (p) =>
    expect(backTarget(p)).toEqual({ kind: 'history' }),
  );
});

describe('titles', () => {
  it.each([
    ['/m/home', 'title.home'],
    ['/m/notice', 'title.notice'],
    ['/m/activity', 'title.activity'],
    ['/m/activityDetail', 'title.activityDetail'],
    ['/m/help', 'title.help'],
    ['/m/trail', 'title.trail'],
    ['/m/gameCenter', 'title.gameCenter'],
    ['/m/slotsCenter', 'title.slotsCenter'],
    ['/m/message', 'title.message'],
    ['/m/set', 'title.set'],
    ['/m/gameList', 'title.gameList'],
  ])('%s has title %s', (p, key) => expect(titleKey(p)).toBe(key));
  it('unknown paths fall back to the home title', () => expect(titleKey('/m/zzz')).toBe('title.home'));
});

describe('chromeFor', () => {
  it('keeps the floating shortcuts off money forms, where they would cover controls', () => {
    expect(chromeFor('/m/voucherCenter')).toMatchObject({ footer: true, floating: false });
    expect(chromeFor('/m/voucherCenter/result')).toMatchObject({ footer: true, floating: false });
    expect(chromeFor('/m/trail')).toMatchObject({ floating: false });
    expect(chromeFor('/m/member/home')).toMatchObject({ footer: true, floating: true });
  });
  it('shows the game window full screen, with none of the site chrome', () => {
    expect(chromeFor('/m/play/lumen-golden-dragon')).toMatchObject({
      immersive: true,
      header: false,
      footer: false,
      floating: false,
      banner: false,
    });
    expect(chromeFor('/m/slot-games').immersive).toBe(false);
    expect(chromeFor('/m/home').immersive).toBe(false);
  });
  it('shows the lottery window full screen too, and its lobbies without header or footer', () => {
    expect(chromeFor('/m/lotto/lumen-5d-1m')).toMatchObject({ immersive: true, header: false, footer: false });
    for (const lobby of ['/m/lott', '/m/elott', '/m/lottery']) {
      expect(chromeFor(lobby)).toMatchObject({ immersive: false, header: false, footer: false });
    }
  });
  it('combines the rules for one path', () => {
    expect(chromeFor('/m/gameList', '?gameType=FISH')).toEqual({
      immersive: false,
      header: false,
      footer: false,
      floating: false,
      banner: false,
      lead: 'back',
      back: { kind: 'path', to: '/m/fishing-games' },
      titleKey: 'title.gameList',
    });
  });
});
