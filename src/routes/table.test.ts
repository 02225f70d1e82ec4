import { describe, expect, it } from 'vitest';
import { findRoute, routes } from './table';

describe('lazy route pages', () => {
  it('name the module they load: the server links that module’s CSS when it renders the page', async () => {
    const lazy = routes.filter((r) => r.load);
    expect(lazy.map((r) => r.key).sort()).toEqual([
      'activity',
      'activityDetail',
      'agent',
      'agentDividend',
      'agentRebate',
      'agentRegister',
      'app',
      'baccarat',
      'benefits',
      'bingo',
      'changePsw',
      'chat',
      'depositResult',
      'dividendContract',
      'elott',
      'esportGames',
      'fairness',
      'feedback',
      'fishing',
      'fishingGames',
      'football',
      'forget',
      'gameList',
      'gameRecord',
      'help',
      'home',
      'hotGames',
      'hourContract',
      'inviteFriends',
      'liveGames',
      'login',
      'lott',
      'lottery',
      'lotto',
      'memberHome',
      'memberNotice',
      'message',
      'notice',
      'play',
      'poker',
      'pokerGames',
      'redRain',
      'register',
      'responsible',
      'rewardCenter',
      'salaryContract',
      'securityCenter',
      'set',
      'signIn',
      'slotGames',
      'sportGames',
      'teamBetting',
      'teamManage',
      'teamOverview',
      'teamPnl',
      'teamRebate',
      'trail',
      'transactionRecord',
      'voucherCenter',
      'webEmail',
      'withdraw',
    ]);
    for (const route of lazy) {
      expect(route.module, route.key).toMatch(/^pages\/[A-Za-z]+\/index\.tsx$/);
      const loaded = await route.load?.();
      const named = await import(/* @vite-ignore */ `../../${route.module}`);
      expect(loaded, route.key).toBe(named);
    }
  }, 60_000);

  it('name no module without a loader', () => {
    expect(routes.filter((r) => r.module && !r.load).map((r) => r.key)).toEqual([]);
  });
});

describe('findRoute', () => {
  it('matches a route with a parameter segment (the game window) after the exact paths', () => {
    expect(findRoute('/m/play/lumen-golden-dragon')?.key).toBe('play');
    expect(findRoute('/m/play/lumen-golden-dragon/')?.key).toBe('play');
    expect(findRoute('/m/play')).toBeUndefined();
    expect(findRoute('/m/play/a/b')).toBeUndefined();
    expect(findRoute('/m/gameList')?.key).toBe('gameList');
    expect(findRoute('/m/lotto/lumen-5d-1m')?.key).toBe('lotto');
    expect(findRoute('/m/lottery')?.key).toBe('lottery');
  });
});
