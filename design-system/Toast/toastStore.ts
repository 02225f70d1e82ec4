import { create } from 'zustand';
import { pushToast, TOAST_EXIT_MS, type ToastDuration, type ToastKind, type ToastRecord } from './toastLogic';

export interface ToastOptions {
  /** Reuse an id to replace an existing toast instead of stacking a new one. */
  id?: string;
  duration?: ToastDuration;
  /** A second, smaller line. */
  description?: string;
}

export interface ToastPatch {
  kind?: ToastKind;
  message?: string;
  description?: string;
  duration?: ToastDuration;
}

interface ToastState {
  toasts: ToastRecord[];
  show: (kind: ToastKind, message: string, options?: ToastOptions) => string;
  update: (id: string, patch: ToastPatch) => void;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
  reset: () => void;
}

let counter = 0;
const exitTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, message, options = {}) => {
    const { id: wanted, duration, description } = options;
    if (wanted && get().toasts.some((t) => t.id === wanted && !t.closing)) {
      get().update(wanted, { kind, message, duration, description });
      return wanted;
    }
    counter += 1;
    const id = wanted ?? `toast-${counter}`;
    if (wanted) get().remove(wanted);
    set((s) => ({
      toasts: pushToast(s.toasts, { id, kind, message, description, duration, version: 0, closing: false }),
    }));
    return id;
  },
  update: (id, patch) =>
    set((s) => ({
      toasts: s.toasts.map((t) => (t.id === id && !t.closing ? { ...t, ...patch, version: t.version + 1 } : t)),
    })),
  dismiss: (id) => {
    const targets = get().toasts.filter((t) => !t.closing && (id === undefined || t.id === id));
    if (targets.length === 0) return;
    const ids = new Set(targets.map((t) => t.id));
    set((s) => ({ toasts: s.toasts.map((t) => (ids.has(t.id) ? { ...t, closing: true } : t)) }));
    for (const target of ids) {
      exitTimers.set(
        target,
        setTimeout(() => get().remove(target), TOAST_EXIT_MS),
      );
    }
  },
  remove: (id) => {
    clearTimeout(exitTimers.get(id));
    exitTimers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  reset: () => {
    for (const timer of exitTimers.values()) clearTimeout(timer);
    exitTimers.clear();
    counter = 0;
    set({ toasts: [] });
  },
}));

const show = (kind: ToastKind) => (message: string, options?: ToastOptions) =>
  useToastStore.getState().show(kind, message, options);

/**
 * Imperative toast API; works anywhere (no hook needed). Render `<Toaster />` once.
 * Each call returns the toast's id.
 */
export const toast = {
  success: show('success'),
  info: show('info'),
  error: show('error'),
  /** Persists until dismissed or updated (unless a duration is given). */
  loading: show('loading'),
  /** Change a toast in place, e.g. loading → success; its timer restarts. */
  update: (id: string, patch: ToastPatch) => useToastStore.getState().update(id, patch),
  /** Dismiss one toast, or all when no id is given. */
  dismiss: (id?: string) => useToastStore.getState().dismiss(id),
};

/** Clears every toast at once, without exit animation (tests and stories). */
export const resetToasts = () => useToastStore.getState().reset();
