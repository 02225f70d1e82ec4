import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../../design-system/DataTable';
import type { StatusTone } from '../../../design-system/StatusBadge';
import type { QueueItem, QueueSource } from '../../../src/admin/queues';

/** The approve (withdrawals) or confirm (deposits) action: its button, its confirmation and its toast. */
export interface QueueApproval<T> {
  label: string;
  title: (item: T, amount: string) => string;
  message: (item: T, amount: string) => ReactNode;
  done: (item: T, amount: string) => string;
  call: (item: T) => Promise<unknown>;
}

/** The reject action: its dialog (the reason is required, up to `max` characters) and its toast. */
export interface QueueRejection<T> {
  title: (item: T, amount: string) => string;
  description: ReactNode;
  max: number;
  done: (item: T, amount: string) => string;
  call: (item: T, reason: string) => Promise<unknown>;
}

/** What a page's own buttons and dialogs may start. */
export interface QueueControls<T> {
  approve: (item: T) => void;
  reject: (item: T) => void;
}

/** How a status looks: the badge's tone and picture (its words are <section>.statuses.<status>). */
export interface StatusLook {
  tone: StatusTone;
  icon: LucideIcon;
}

export interface QueuePageProps<T extends QueueItem, S extends string> {
  source: QueueSource<T, S>;
  looks: Record<S, StatusLook>;
  /** The page's own columns, between the amount and the status. */
  columns: readonly DataColumn<T>[];
  /** More lines under the status (a deposit's flag). */
  statusNotes?: (item: T) => ReactNode;
  /** Whether the item can be acted on now (its status); the role's permission is the source's `actions`. */
  actionable: (item: T) => boolean;
  /** Buttons before approve (a withdrawal's pay details). */
  moreActions?: (item: T) => ReactNode;
  approval: QueueApproval<T>;
  rejection: QueueRejection<T>;
  /** After an approve or reject that settled the item (done, or done by someone else first). */
  onSettled?: () => void;
  /** The page's own dialogs. */
  dialogs?: (controls: QueueControls<T>) => ReactNode;
}
