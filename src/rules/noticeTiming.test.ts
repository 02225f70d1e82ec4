import { describe, expect, it } from 'vitest';
import { NOTICE_QUIET_MS, noticeDelay, takesTyping } from './noticeTiming';

const idle = { overlayOpen: false, fieldFocused: false, lastInteraction: null, now: 5000 };

describe('noticeDelay', () => {
  it('opens at once for a visitor who has not touched the page', () => {
    expect(noticeDelay(idle)).toBe(0);
  });

  it('waits while an overlay is open or asked for, however long ago the last tap was', () => {
    expect(noticeDelay({ ...idle, overlayOpen: true })).toBe(Number.POSITIVE_INFINITY);
    expect(noticeDelay({ ...idle, overlayOpen: true, lastInteraction: 0, now: 60_000 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('waits while a field that takes typing has the focus', () => {
    expect(noticeDelay({ ...idle, fieldFocused: true })).toBe(Number.POSITIVE_INFINITY);
  });

  it('after a tap or key press, waits until the page has been quiet for NOTICE_QUIET_MS', () => {
    expect(noticeDelay({ ...idle, lastInteraction: 4800, now: 5000 })).toBe(NOTICE_QUIET_MS - 200);
    expect(noticeDelay({ ...idle, lastInteraction: 5000 - NOTICE_QUIET_MS, now: 5000 })).toBe(0);
    expect(noticeDelay({ ...idle, lastInteraction: 100, now: 5000 })).toBe(0);
  });
});

describe('takesTyping', () => {
  const input = (type?: string) => ({ tagName: 'INPUT', getAttribute: () => type ?? null });

  it('counts text-like inputs, textareas, selects and editable regions', () => {
    for (const type of [undefined, 'text', 'password', 'tel', 'email', 'number', 'search', 'date']) {
      expect(takesTyping(input(type))).toBe(true);
    }
    expect(takesTyping({ tagName: 'TEXTAREA' })).toBe(true);
    expect(takesTyping({ tagName: 'SELECT' })).toBe(true);
    expect(takesTyping({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('does not count buttons, checkboxes, radios, links or nothing', () => {
    for (const type of ['button', 'submit', 'checkbox', 'radio', 'range']) expect(takesTyping(input(type))).toBe(false);
    expect(takesTyping({ tagName: 'BUTTON' })).toBe(false);
    expect(takesTyping({ tagName: 'A' })).toBe(false);
    expect(takesTyping({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(takesTyping(null)).toBe(false);
  });
});
