export type ConfirmOutcome = 'close' | 'stay';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Runs a confirm handler. A plain return closes the dialog at once (no loading flash);
 * a promise puts the dialog into its pending state until it settles: resolved closes, rejected stays open.
 * A handler that throws synchronously also keeps the dialog open.
 */
export async function runConfirmAction(
  action: () => unknown,
  onPending: (pending: boolean) => void,
  onError?: (error: unknown) => void,
): Promise<ConfirmOutcome> {
  let result: unknown;
  try {
    result = action();
  } catch (error) {
    onError?.(error);
    return 'stay';
  }
  if (!isThenable(result)) return 'close';
  onPending(true);
  try {
    await result;
    return 'close';
  } catch (error) {
    onError?.(error);
    return 'stay';
  } finally {
    onPending(false);
  }
}
