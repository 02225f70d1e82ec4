import { describe, expect, it } from 'vitest';
import { routes } from './table';

describe('lazy route pages', () => {
  it('name the module they load: the server links that module’s CSS when it renders the page', async () => {
    const lazy = routes.filter((r) => r.load);
    expect(lazy.map((r) => r.key).sort()).toEqual([
      'app',
      'changePsw',
      'depositResult',
      'forget',
      'gameRecord',
      'home',
      'login',
      'memberHome',
      'register',
      'securityCenter',
      'set',
      'trail',
      'transactionRecord',
      'voucherCenter',
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
