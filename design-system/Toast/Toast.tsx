import { CircleAlert, CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../Dialog/DialogButton';
import * as styles from './Toast.css';
import { remainingAfter, resolveToastDuration, type ToastKind, type ToastRecord } from './toastLogic';
import { useToastStore } from './toastStore';

const subscribeNothing = () => () => {};

const icons = { success: CircleCheck, info: Info, error: CircleAlert, loading: LoaderCircle } satisfies Record<
  ToastKind,
  unknown
>;

/** Runs the auto-dismiss timer; pauses while `paused`, restarts when the toast is updated. */
function useAutoDismiss(toast: ToastRecord, paused: boolean, dismiss: (id: string) => void) {
  const total = resolveToastDuration(toast.kind, toast.duration);
  const remaining = useRef<number | null>(total);
  const seenVersion = useRef(toast.version);
  useEffect(() => {
    if (seenVersion.current !== toast.version) {
      seenVersion.current = toast.version;
      remaining.current = total;
    }
    const left = remaining.current;
    if (left === null || paused || toast.closing) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), left);
    return () => {
      clearTimeout(timer);
      remaining.current = remainingAfter(remaining.current, Date.now() - started);
    };
  }, [toast.id, toast.version, toast.closing, total, paused, dismiss]);
}

function ToastItem({ toast }: { toast: ToastRecord }) {
  const { t } = useTranslation('dsOverlays');
  const dismiss = useToastStore((s) => s.dismiss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(toast, hovered || focused, dismiss);
  const Icon = icons[toast.kind];
  return (
    <li
      className={styles.item({ kind: toast.kind })}
      data-state={toast.closing ? 'closed' : 'open'}
      data-kind={toast.kind}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.content} role={toast.kind === 'error' ? 'alert' : 'status'} aria-atomic="true">
        <Icon aria-hidden="true" className={styles.icon({ kind: toast.kind })} />
        <div className={styles.text}>
          <p className={styles.message}>{toast.message}</p>
          {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
        </div>
      </div>
      <CloseButton label={t('toast.dismiss')} className={styles.dismiss} onClick={() => dismiss(toast.id)} />
    </li>
  );
}

export interface ToasterProps {
  /** Landmark label; defaults to the translated "Notifications". */
  label?: string;
}

/**
 * Renders the toast stack. Mount once near the app root; call `toast.*` from anywhere.
 * Portalled to <body>, pinned to the top of the column below the header.
 */
export function Toaster({ label }: ToasterProps) {
  const { t } = useTranslation('dsOverlays');
  const toasts = useToastStore((s) => s.toasts);
  // Portals exist only in the browser: none in server HTML, and none while hydrating it.
  const canPortal = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!canPortal) return null;
  return createPortal(
    // data-modal-keep: a toast stays announced over an open dialog (design-system/Dialog/modalStack.ts).
    <section aria-label={label ?? t('toast.region')} className={styles.viewport} data-modal-keep="">
      <ol className={styles.list}>
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </ol>
    </section>,
    document.body,
  );
}
