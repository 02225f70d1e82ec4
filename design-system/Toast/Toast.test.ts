import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pushToast,
  remainingAfter,
  resolveToastDuration,
  TOAST_EXIT_MS,
  TOAST_LIMIT,
  TOAST_LONG_MS,
  TOAST_SHORT_MS,
  type ToastRecord,
} from './toastLogic';
import { resetToasts, toast, useToastStore } from './toastStore';

const record = (id: string, extra: Partial<ToastRecord> = {}): ToastRecord => ({
  id,
  kind: 'info',
  message: id,
  version: 0,
  closing: false,
  ...extra,
});

describe('resolveToastDuration', () => {
  it('uses the spec durations: short 3 s by default, long 8 s', () => {
    expect(TOAST_SHORT_MS).toBe(3000);
    expect(TOAST_LONG_MS).toBe(8000);
    expect(resolveToastDuration('success')).toBe(3000);
    expect(resolveToastDuration('error', 'short')).toBe(3000);
    expect(resolveToastDuration('info', 'long')).toBe(8000);
  });

  it('takes the spec one-off numbers as milliseconds', () => {
    expect(resolveToastDuration('success', 1000)).toBe(1000);
    expect(resolveToastDuration('success', 1500)).toBe(1500);
    expect(resolveToastDuration('info', 2000)).toBe(2000);
  });

  it('keeps loading toasts until dismissed, unless given a duration', () => {
    expect(resolveToastDuration('loading')).toBeNull();
    expect(resolveToastDuration('loading', 9999)).toBe(9999);
  });

  it('persists for Infinity and never goes negative', () => {
    expect(resolveToastDuration('info', Number.POSITIVE_INFINITY)).toBeNull();
    expect(resolveToastDuration('info', -5)).toBe(0);
    expect(resolveToastDuration('info', Number.NaN)).toBe(3000);
  });
});

describe('pushToast', () => {
  it('appends newest last', () => {
    expect(pushToast([record('a')], record('b')).map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('drops the oldest live toasts beyond the limit', () => {
    const list = ['a', 'b', 'c'].map((id) => record(id));
    expect(TOAST_LIMIT).toBe(3);
    expect(pushToast(list, record('d')).map((t) => t.id)).toEqual(['b', 'c', 'd']);
  });

  it('does not count toasts that are already fading out', () => {
    const list = [record('a', { closing: true }), record('b'), record('c')];
    expect(pushToast(list, record('d')).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('remainingAfter', () => {
  it('subtracts elapsed time, floors at zero and keeps null', () => {
    expect(remainingAfter(3000, 1200)).toBe(1800);
    expect(remainingAfter(3000, 5000)).toBe(0);
    expect(remainingAfter(null, 100)).toBeNull();
  });
});

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('shows toasts of each kind and returns their ids', () => {
    const a = toast.success('Saved');
    const b = toast.error('Failed');
    expect(a).not.toBe(b);
    expect(useToastStore.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Failed'],
    ]);
  });

  it('updates a loading toast in place and bumps its version', () => {
    const id = toast.loading('Please wait');
    toast.update(id, { kind: 'success', message: 'Done' });
    const [only] = useToastStore.getState().toasts;
    expect(only).toMatchObject({ id, kind: 'success', message: 'Done', version: 1 });
  });

  it('replaces instead of stacking when an id is reused', () => {
    toast.info('One', { id: 'net' });
    toast.error('Two', { id: 'net' });
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id: 'net', kind: 'error', message: 'Two' });
  });

  it('fades a dismissed toast out, then removes it', () => {
    const id = toast.info('Bye');
    toast.dismiss(id);
    expect(useToastStore.getState().toasts[0]?.closing).toBe(true);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('dismisses everything when called without an id', () => {
    toast.info('a');
    toast.info('b');
    toast.dismiss();
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('ignores updates to unknown or closing toasts', () => {
    const id = toast.info('a');
    toast.dismiss(id);
    toast.update(id, { message: 'b' });
    toast.update('nope', { message: 'c' });
    expect(useToastStore.getState().toasts[0]?.message).toBe('a');
  });
});
