import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from './after-commit';
import type { Bus } from './bus';

/**
 * The domain events (ADR 0014). A push means "something changed, fetch again": events carry ids,
 * never amounts or statuses, so a stale or duplicated event can do no harm and nothing secret
 * crosses the bus. `memberId` says whose sockets get it; `announcement.published` goes to every
 * member of the brand, and so do `announcement.withdrawn` (unpublished: lists and counts drop it)
 * and `redrain.changed` (a rain's schedule or results moved; the page refetches).
 */
export type DomainEvent =
  | { type: 'balance.changed'; brand: string; memberId: string }
  | { type: 'withdrawal.status'; brand: string; memberId: string; withdrawalId: string }
  | { type: 'deposit.status'; brand: string; memberId: string; depositId: string }
  | { type: 'unread.changed'; brand: string; memberId: string }
  /** A reward was offered, claimed or expired, or a bonus grant changed without a ledger entry (review). */
  | { type: 'rewards.changed'; brand: string; memberId: string }
  | { type: 'announcement.published'; brand: string; announcementId: string }
  | { type: 'announcement.withdrawn'; brand: string; announcementId: string }
  /** A red-envelope rain was scheduled, grabbed from or closed (docs/red-rain.md): every member of the brand refetches. */
  | { type: 'redrain.changed'; brand: string; rainId: string }
  /**
   * Live chat (docs/chat.md). `chat.message`: a message the member may see (theirs or an agent's
   * reply); `chat.note`: an internal note, staff only; `chat.typing`: someone is typing (`from`);
   * `chat.read`: a side moved its read position; `chat.conversation`: status or assignment changed
   * (the console's queue). The member's live channel gets only `chat.message`, `chat.read` and staff
   * `chat.typing`; the staff channel (/api/admin/live) gets every chat event of its brands.
   */
  | { type: 'chat.message'; brand: string; conversationId: string; memberId: string }
  | { type: 'chat.note'; brand: string; conversationId: string; memberId: string }
  | { type: 'chat.typing'; brand: string; conversationId: string; memberId: string; from: 'member' | 'staff' }
  | { type: 'chat.read'; brand: string; conversationId: string; memberId: string }
  | { type: 'chat.conversation'; brand: string; conversationId: string; memberId: string };

export type DomainEventType = DomainEvent['type'];

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'balance.changed',
  'withdrawal.status',
  'deposit.status',
  'unread.changed',
  'rewards.changed',
  'announcement.published',
  'announcement.withdrawn',
  'redrain.changed',
  'chat.message',
  'chat.note',
  'chat.typing',
  'chat.read',
  'chat.conversation',
];

/** The events every member socket of the brand gets. */
export const isBrandWide = (
  e: DomainEvent,
): e is Extract<DomainEvent, { type: 'announcement.published' | 'announcement.withdrawn' | 'redrain.changed' }> =>
  e.type === 'announcement.published' || e.type === 'announcement.withdrawn' || e.type === 'redrain.changed';

/** The chat events (the staff channel delivers these). */
export const isChatEvent = (e: DomainEvent): e is Extract<DomainEvent, { conversationId: string }> =>
  e.type.startsWith('chat.');

/** Whether the member's own live channel carries this event (notes, the member's own typing and queue changes do not). */
export const memberSees = (e: DomainEvent): boolean =>
  e.type === 'chat.note' || e.type === 'chat.conversation'
    ? false
    : e.type === 'chat.typing'
      ? e.from === 'staff'
      : true;

const ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A message from the bus as a DomainEvent, or null (another version's event, garbage). */
export function parseDomainEvent(message: unknown): DomainEvent | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  const id = (k: string) => typeof m[k] === 'string' && ID.test(m[k] as string);
  if (!id('brand')) return null;
  switch (m.type) {
    case 'balance.changed':
    case 'unread.changed':
    case 'rewards.changed':
      return id('memberId') ? (m as DomainEvent) : null;
    case 'withdrawal.status':
      return id('memberId') && id('withdrawalId') ? (m as DomainEvent) : null;
    case 'deposit.status':
      return id('memberId') && id('depositId') ? (m as DomainEvent) : null;
    case 'announcement.published':
    case 'announcement.withdrawn':
      return id('announcementId') ? (m as DomainEvent) : null;
    case 'redrain.changed':
      return id('rainId') ? (m as DomainEvent) : null;
    case 'chat.message':
    case 'chat.note':
    case 'chat.read':
    case 'chat.conversation':
      return id('conversationId') && id('memberId') ? (m as DomainEvent) : null;
    case 'chat.typing':
      return id('conversationId') && id('memberId') && (m.from === 'member' || m.from === 'staff')
        ? (m as DomainEvent)
        : null;
    default:
      return null;
  }
}

export interface Events {
  /** The bus channel every node subscribes to once (`<BUS_CHANNEL_PREFIX>:events`). */
  readonly channel: string;
  /**
   * Publishes after `exec`'s transaction commits (now, when `exec` is the database or omitted: call
   * it after the autocommit write). Never throws: a bus failure is logged, the operation stands.
   */
  emit(exec: object | undefined, ...events: DomainEvent[]): void;
  /** Subscribes to every domain event (one bus subscription; callers fan out themselves). */
  subscribe(handler: (event: DomainEvent) => void): Promise<() => Promise<void>>;
}

export function createEvents(opts: { bus: Bus; prefix: string; log: FastifyBaseLogger }): Events {
  const channel = `${opts.prefix}:events`;
  const publish = (event: DomainEvent) => {
    opts.bus.publish(channel, event).catch((err: unknown) => {
      opts.log.warn({ err, event: event.type }, 'domain event not published');
    });
  };
  return {
    channel,
    emit(exec, ...events) {
      if (events.length === 0) return;
      afterCommit(exec, () => {
        for (const e of events) publish(e);
      });
    },
    subscribe(handler) {
      return opts.bus.subscribe(channel, (message) => {
        const event = parseDomainEvent(message);
        if (event) handler(event);
      });
    },
  };
}

/** The events of a posted ledger entry: `balance.changed` once per member whose accounts moved. */
export function balanceEvents(brand: string, memberIds: Iterable<string>): DomainEvent[] {
  return [...new Set(memberIds)].map((memberId) => ({ type: 'balance.changed', brand, memberId }));
}
