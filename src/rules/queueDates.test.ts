import { describe, expect, it } from 'vitest';
import { dayKey, normalizeQueueDates, parseDayKey, pickQueueDate, queueDateBounds } from './queueDates';

const today = new Date(2026, 2, 15, 14, 30); // 15 March 2026, afternoon
const none = { from: '', to: '' };

describe('queue date filter', () => {
  it('writes and reads local days as YYYY-MM-DD, refusing impossible dates', () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(parseDayKey('2026-01-05')).toEqual(new Date(2026, 0, 5));
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', 'yesterday', '', null]) {
      expect(parseDayKey(bad)).toBeNull();
    }
  });

  it('sends the first day from 00:00 and the last day up to the next day 00:00 (exclusive)', () => {
    expect(queueDateBounds({ from: '2026-03-01', to: '2026-03-14' })).toEqual({
      from: new Date(2026, 2, 1).getTime(),
      to: new Date(2026, 2, 15).getTime(),
    });
    // Across a month end, and one end alone.
    expect(queueDateBounds({ from: '', to: '2026-02-28' })).toEqual({ to: new Date(2026, 2, 1).getTime() });
    expect(queueDateBounds({ from: '2026-03-01', to: '' })).toEqual({ from: new Date(2026, 2, 1).getTime() });
    expect(queueDateBounds(none)).toEqual({});
  });

  it('never lets a picked day pass today', () => {
    expect(pickQueueDate(none, 'to', new Date(2026, 2, 20), today)).toEqual({ from: '', to: '2026-03-15' });
    expect(pickQueueDate(none, 'from', new Date(2027, 0, 1), today)).toEqual({ from: '2026-03-15', to: '' });
  });

  it('moves the other end when the picked one crosses it', () => {
    const range = { from: '2026-03-05', to: '2026-03-10' };
    expect(pickQueueDate(range, 'from', new Date(2026, 2, 12), today)).toEqual({
      from: '2026-03-12',
      to: '2026-03-12',
    });
    expect(pickQueueDate(range, 'to', new Date(2026, 2, 1), today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(pickQueueDate(range, 'to', new Date(2026, 2, 14), today)).toEqual({ from: '2026-03-05', to: '2026-03-14' });
    // Picking today's future as the start drags the end to today too.
    expect(pickQueueDate(range, 'from', new Date(2026, 5, 1), today)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
  });

  it('has no longest span: years apart stay as picked', () => {
    expect(pickQueueDate({ from: '', to: '2026-03-01' }, 'from', new Date(2020, 0, 1), today)).toEqual({
      from: '2020-01-01',
      to: '2026-03-01',
    });
  });

  it('cleans dates read from the address: drops unreadable ones, clips to today, keeps the start before the end', () => {
    expect(normalizeQueueDates({ from: 'soon', to: '2026-03-10' }, today)).toEqual({ from: '', to: '2026-03-10' });
    expect(normalizeQueueDates({ from: '2026-03-01', to: '2030-01-01' }, today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    });
    expect(normalizeQueueDates({ from: '2026-03-12', to: '2026-03-10' }, today)).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
    });
  });
});
