import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyKey, resetEarly, startEarly, takeEarly } from './early';

const ok = (value: unknown) => new Response(JSON.stringify({ value }), { status: 200 });

describe('early requests (started while hydrating, taken by the query afterwards)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    resetEarly();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keys the URL with its query in a stable order, without empty values', () => {
    expect(earlyKey('/games/list', { pageNo: 1, gameType: 'RNG', gameName: '', language: 'en' })).toBe(
      '/api/games/list?gameType=RNG&language=en&pageNo=1',
    );
    expect(earlyKey('/games/vendors')).toBe('/api/games/vendors');
  });

  it('sends one request however often it is started, and the query takes its unwrapped answer', async () => {
    fetchMock.mockResolvedValue(ok({ games: ['a'] }));
    startEarly('/games/hot', { language: 'en', pageNo: 1 });
    startEarly('/games/hot', { pageNo: 1, language: 'en' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/games/hot?language=en&pageNo=1');
    const fallback = vi.fn(async () => ({ games: ['fresh'] }));
    await expect(takeEarly('/games/hot', { language: 'en', pageNo: 1 }, fallback)).resolves.toEqual({ games: ['a'] });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('is taken once: the next fetch of the same URL is a real one', async () => {
    fetchMock.mockResolvedValue(ok(1));
    startEarly('/games/vendors', { language: 'en' });
    await takeEarly('/games/vendors', { language: 'en' }, async () => 2);
    await expect(takeEarly('/games/vendors', { language: 'en' }, async () => 2)).resolves.toBe(2);
  });

  it('falls back to the client when the early request failed, so errors stay the client’s', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    startEarly('/games/list', { pageNo: 1 });
    await expect(takeEarly('/games/list', { pageNo: 1 }, async () => 'from client')).resolves.toBe('from client');
  });

  it('uses the client when nothing was started, and does nothing on the server', async () => {
    vi.stubGlobal('window', undefined);
    startEarly('/games/list', { pageNo: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(takeEarly('/games/list', { pageNo: 1 }, async () => 'client')).resolves.toBe('client');
  });
});
