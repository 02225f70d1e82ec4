import { describe, expect, it } from 'vitest';
import { messageCenterEntries } from './messageCenter';

const unread = { announcements: 3, inbox: 120, chat: 1 };
const base = { telegram: true, liveChat: true, unread };

describe('messageCenterEntries (spec §2 Message center, §6)', () => {
  it('lists Telegram, announcements, inbox, live chat and affiliate service, in that order, with counts', () => {
    const entries = messageCenterEntries({ ...base, sessionType: 0 });
    expect(entries).toEqual([
      { id: 'telegram', action: 'open' },
      { id: 'notice', action: 'open', count: 3 },
      { id: 'inbox', action: 'open', count: 120 },
      { id: 'chat', action: 'open', count: 1 },
      { id: 'affiliate', action: 'open' },
    ]);
  });

  it('shows live chat only with CBS3, and Telegram only when the brand has a link', () => {
    const ids = messageCenterEntries({ ...base, telegram: false, liveChat: false, sessionType: 0 }).map((e) => e.id);
    expect(ids).toEqual(['notice', 'inbox', 'affiliate']);
  });

  it('sends a visitor to log in for announcements, inbox and chat, and shows no counts', () => {
    const entries = messageCenterEntries({ ...base, sessionType: undefined });
    expect(entries.filter((e) => e.action === 'login').map((e) => e.id)).toEqual(['notice', 'inbox', 'chat']);
    expect(entries.every((e) => !e.count)).toBe(true);
  });

  it('refuses a trial account the inbox and chat (free_reject) but opens announcements, all shown read', () => {
    const entries = messageCenterEntries({ ...base, sessionType: 4 });
    expect(entries.find((e) => e.id === 'inbox')?.action).toBe('refuse');
    expect(entries.find((e) => e.id === 'chat')?.action).toBe('refuse');
    expect(entries.find((e) => e.id === 'notice')).toEqual({ id: 'notice', action: 'open', count: 0 });
  });

  it('treats an unknown type as trial (spec §6: the default type is 4)', () => {
    expect(messageCenterEntries({ ...base, sessionType: 99 }).find((e) => e.id === 'inbox')?.action).toBe('refuse');
  });
});
