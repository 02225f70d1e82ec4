import { describe, expect, it, vi } from 'vitest';
import { runConfirmAction } from './confirmAction';

describe('runConfirmAction', () => {
  it('closes at once for a synchronous handler, without a pending state', async () => {
    const pending = vi.fn();
    await expect(runConfirmAction(() => undefined, pending)).resolves.toBe('close');
    expect(pending).not.toHaveBeenCalled();
  });

  it('is pending while the promise runs and closes when it resolves', async () => {
    const pending = vi.fn();
    let resolve!: () => void;
    const outcome = runConfirmAction(() => new Promise<void>((r) => (resolve = r)), pending);
    expect(pending).toHaveBeenLastCalledWith(true);
    resolve();
    await expect(outcome).resolves.toBe('close');
    expect(pending).toHaveBeenLastCalledWith(false);
  });

  it('stays open and reports the error when the promise rejects', async () => {
    const pending = vi.fn();
    const onError = vi.fn();
    const failure = new Error('network');
    await expect(runConfirmAction(() => Promise.reject(failure), pending, onError)).resolves.toBe('stay');
    expect(pending.mock.calls).toEqual([[true], [false]]);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('stays open when the handler throws synchronously', async () => {
    const onError = vi.fn();
    const outcome = runConfirmAction(
      () => {
        throw new Error('boom');
      },
      vi.fn(),
      onError,
    );
    await expect(outcome).resolves.toBe('stay');
    expect(onError).toHaveBeenCalledOnce();
  });
});
