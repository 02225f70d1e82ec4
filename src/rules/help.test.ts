import { describe, expect, it } from 'vitest';
import { HELP_LANGUAGE_DEBOUNCE_MS, helpTopicIndex } from './help';

const topics = [{ key: null }, { key: null }, { key: 'affiliate' }];

describe('helpTopicIndex', () => {
  it('opens topic i, and the first topic without one', () => {
    expect(helpTopicIndex({ i: '1' }, topics)).toBe(1);
    expect(helpTopicIndex({ i: '2' }, topics)).toBe(2);
    expect(helpTopicIndex({}, topics)).toBe(0);
    expect(helpTopicIndex({ i: null }, topics)).toBe(0);
  });

  it('opens the first topic for a position out of range or not a whole number', () => {
    for (const i of ['3', '-1', '1.5', 'x', '']) expect(helpTopicIndex({ i }, topics), i).toBe(0);
  });

  it('opens a topic by its key (?title=affiliate), and falls back to i when no topic has that key', () => {
    expect(helpTopicIndex({ title: 'affiliate' }, topics)).toBe(2);
    expect(helpTopicIndex({ title: 'affiliate', i: '1' }, topics)).toBe(2);
    expect(helpTopicIndex({ title: 'nothing', i: '1' }, topics)).toBe(1);
  });

  it('answers 0 when there are no topics', () => {
    expect(helpTopicIndex({ i: '4', title: 'affiliate' }, [])).toBe(0);
  });

  it('debounces the language 200 ms, as spec §9 says', () => {
    expect(HELP_LANGUAGE_DEBOUNCE_MS).toBe(200);
  });
});
