import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES } from './games';
import { nextDraws } from './schedule';

const TZ = 'Asia/Shanghai';

describe('draw schedule in brand time', () => {
  it('numbers a 1-minute game by its slot of the brand-local day: 16:00 is 0961', () => {
    // 08:00 UTC = 16:00 in Shanghai.
    const [first, second] = nextDraws({ intervalSeconds: 60 }, new Date('2026-11-27T07:59:30Z'), 2, TZ);
    expect(first).toEqual({ number: '20261127-0961', drawsAt: new Date('2026-11-27T08:00:00Z') });
    expect(second).toEqual({ number: '20261127-0962', drawsAt: new Date('2026-11-27T08:01:00Z') });
  });

  it('crosses brand-local midnight: the last draw of the day, then 0001 of the next', () => {
    // 15:58 UTC = 23:58 in Shanghai.
    const draws = nextDraws({ intervalSeconds: 60 }, new Date('2026-11-27T15:58:00Z'), 3, TZ);
    expect(draws.map((d) => d.number)).toEqual(['20261127-1440', '20261128-0001', '20261128-0002']);
    expect(draws[1]!.drawsAt).toEqual(new Date('2026-11-27T16:00:00Z'));
    // A 5-minute game: 288 draws a day, and across a month end.
    const five = nextDraws({ intervalSeconds: 300 }, new Date('2026-11-30T15:54:00Z'), 2, TZ);
    expect(five.map((d) => d.number)).toEqual(['20261130-0288', '20261201-0001']);
  });

  it('never answers a draw at or before the moment asked', () => {
    const at = new Date('2026-11-27T08:00:00Z');
    expect(nextDraws({ intervalSeconds: 180 }, at, 1, TZ)[0]!.drawsAt).toEqual(new Date('2026-11-27T08:03:00Z'));
  });

  it('the daily draw at its brand-local time, numbered by its day', () => {
    // 18:30 Shanghai = 10:30 UTC.
    expect(nextDraws({ intervalSeconds: 86_400, dailyTime: '18:30' }, new Date('2026-11-27T10:29:59Z'), 2, TZ)).toEqual(
      [
        { number: '20261127', drawsAt: new Date('2026-11-27T10:30:00Z') },
        { number: '20261128', drawsAt: new Date('2026-11-28T10:30:00Z') },
      ],
    );
    // After it: tomorrow's (and a brand-local day that starts before UTC midnight).
    expect(
      nextDraws({ intervalSeconds: 86_400, dailyTime: '18:30' }, new Date('2026-11-27T17:00:00Z'), 1, TZ)[0]!.number,
    ).toBe('20261128');
  });

  it('the catalogue has the nine fast games and the daily one', () => {
    expect(LOTTERY_GAMES.map((g) => g.code)).toEqual([
      'lumen-5d-1m',
      'lumen-5d-3m',
      'lumen-5d-5m',
      'lumen-k3-1m',
      'lumen-k3-3m',
      'lumen-k3-5m',
      'lumen-11x5-1m',
      'lumen-11x5-3m',
      'lumen-11x5-5m',
      'lumen-vn-daily',
    ]);
  });
});
