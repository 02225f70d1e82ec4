import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { minutesSince, nextCheckAt, scheduleRealityChecks } from './realityCheck';

const MIN = 60_000;
const LOGIN = Date.parse('2026-11-27T10:00:00.000Z');

describe('nextCheckAt (every N minutes after the log-in)', () => {
  it('is log-in + N, then + 2N, strictly after the moment asked', () => {
    expect(nextCheckAt(LOGIN, 15, LOGIN)).toBe(LOGIN + 15 * MIN);
    expect(nextCheckAt(LOGIN, 15, LOGIN + 15 * MIN - 1)).toBe(LOGIN + 15 * MIN);
    expect(nextCheckAt(LOGIN, 15, LOGIN + 15 * MIN)).toBe(LOGIN + 30 * MIN);
    expect(nextCheckAt(LOGIN, 60, LOGIN + 61 * MIN)).toBe(LOGIN + 120 * MIN);
  });
  it('is null when checks are off', () => {
    expect(nextCheckAt(LOGIN, null, LOGIN)).toBeNull();
  });
});

describe('scheduleRealityChecks (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(LOGIN);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a check every 30 minutes after the log-in, the next only after Continue', () => {
    const onCheck = vi.fn();
    const onSessionEnd = vi.fn();
    const s = scheduleRealityChecks(
      { since: new Date(LOGIN).toISOString(), minutes: 30, endsAt: null },
      { onCheck, onSessionEnd },
    );
    vi.advanceTimersByTime(30 * MIN - 1);
    expect(onCheck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCheck).toHaveBeenCalledTimes(1);
    // Left open for 45 minutes: no second check piles up.
    vi.advanceTimersByTime(45 * MIN);
    expect(onCheck).toHaveBeenCalledTimes(1);
    // Continue at 75 min: the next is at 90 min (log-in rhythm), not 75 + 30.
    s.acknowledge();
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(onCheck).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onCheck).toHaveBeenCalledTimes(2);
    expect(onSessionEnd).not.toHaveBeenCalled();
    s.stop();
  });

  it('keeps the log-in rhythm after a reload (a page opened 20 minutes in checks at 30)', () => {
    vi.setSystemTime(LOGIN + 20 * MIN);
    const onCheck = vi.fn();
    scheduleRealityChecks(
      { since: new Date(LOGIN).toISOString(), minutes: 15, endsAt: null },
      { onCheck, onSessionEnd: vi.fn() },
    );
    vi.advanceTimersByTime(10 * MIN - 1);
    expect(onCheck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('ends the session at the session limit, and no check shows at or after it', () => {
    const onCheck = vi.fn();
    const onSessionEnd = vi.fn();
    const endsAt = new Date(LOGIN + 60 * MIN).toISOString();
    const s = scheduleRealityChecks(
      { since: new Date(LOGIN).toISOString(), minutes: 30, endsAt },
      { onCheck, onSessionEnd },
    );
    vi.advanceTimersByTime(30 * MIN);
    expect(onCheck).toHaveBeenCalledTimes(1);
    s.acknowledge();
    vi.advanceTimersByTime(30 * MIN - 1);
    expect(onSessionEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onCheck).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120 * MIN);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('ends at once a session already past its limit', () => {
    vi.setSystemTime(LOGIN + 61 * MIN);
    const onSessionEnd = vi.fn();
    scheduleRealityChecks(
      { since: new Date(LOGIN).toISOString(), minutes: 15, endsAt: new Date(LOGIN + 60 * MIN).toISOString() },
      { onCheck: vi.fn(), onSessionEnd },
    );
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('does nothing when checks are off and there is no limit, and nothing after stop', () => {
    const onCheck = vi.fn();
    const s = scheduleRealityChecks(
      { since: new Date(LOGIN).toISOString(), minutes: null, endsAt: null },
      { onCheck, onSessionEnd: vi.fn() },
    );
    vi.advanceTimersByTime(24 * 60 * MIN);
    expect(onCheck).not.toHaveBeenCalled();
    const t = scheduleRealityChecks(
      { since: new Date(LOGIN).toISOString(), minutes: 15, endsAt: null },
      { onCheck, onSessionEnd: vi.fn() },
    );
    t.stop();
    vi.advanceTimersByTime(60 * MIN);
    expect(onCheck).not.toHaveBeenCalled();
    s.stop();
  });

  it('counts whole minutes since the log-in', () => {
    expect(minutesSince(new Date(LOGIN).toISOString(), LOGIN + 61 * MIN + 59_000)).toBe(61);
  });
});
