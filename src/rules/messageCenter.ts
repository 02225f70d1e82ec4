import { canUseMemberFeatures } from './customerType';

/**
 * Spec §2 Message center: a Telegram link, announcements and the inbox with their unread badges, live
 * chat (only with the white-label flag CBS3) with its badge, and the affiliate service link.
 * Inbox and announcements need a session, else log in; a trial account (type 4) is refused the inbox
 * and chat with the offline toast `free_reject`, and nothing navigates.
 */
export type MessageEntryId = 'telegram' | 'notice' | 'inbox' | 'chat' | 'affiliate';

/** What tapping an entry does for this person. */
export type MessageEntryAction = 'open' | 'login' | 'refuse';

export interface MessageEntry {
  id: MessageEntryId;
  action: MessageEntryAction;
  /** The unread count on the entry (announcements, inbox and chat only). */
  count?: number;
}

export interface MessageCenterContext {
  /** The session's customer type, or undefined for a visitor. */
  sessionType: number | undefined;
  /** The brand's Telegram link (its TELEGRAM social link or customer-service channel), if any. */
  telegram: boolean;
  /** The white-label flag CBS3. */
  liveChat: boolean;
  unread: { announcements: number; inbox: number; chat: number };
}

export function messageCenterEntries(ctx: MessageCenterContext): MessageEntry[] {
  const signedIn = ctx.sessionType !== undefined;
  const member = signedIn && canUseMemberFeatures(ctx.sessionType);
  const memberOnly = (): MessageEntryAction => (!signedIn ? 'login' : member ? 'open' : 'refuse');
  const out: MessageEntry[] = [];
  if (ctx.telegram) out.push({ id: 'telegram', action: 'open' });
  out.push({ id: 'notice', action: signedIn ? 'open' : 'login', count: member ? ctx.unread.announcements : 0 });
  out.push({ id: 'inbox', action: memberOnly(), count: member ? ctx.unread.inbox : 0 });
  if (ctx.liveChat) out.push({ id: 'chat', action: memberOnly(), count: member ? ctx.unread.chat : 0 });
  out.push({ id: 'affiliate', action: 'open' });
  return out;
}
