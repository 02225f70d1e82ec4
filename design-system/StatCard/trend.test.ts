import { describe, expect, it } from 'vitest';
import { trendOf, trendTone } from './trend';

describe('trendTone', () => {
  it('colours the good direction positive and the other critical', () => {
    expect(trendTone('up')).toBe('positive');
    expect(trendTone('down')).toBe('critical');
    expect(trendTone('down', 'down')).toBe('positive');
    expect(trendTone('up', 'down')).toBe('critical');
  });
  it('keeps flat trends and indifferent figures neutral', () => {
    expect(trendTone('flat')).toBe('neutral');
    expect(trendTone('flat', 'down')).toBe('neutral');
    expect(trendTone('up', 'either')).toBe('neutral');
  });
});

describe('trendOf', () => {
  it('compares with the previous value', () => {
    expect(trendOf(12, 10)).toBe('up');
    expect(trendOf(8, 10)).toBe('down');
    expect(trendOf(10, 10)).toBe('flat');
  });
  it('is flat without a previous value', () => {
    expect(trendOf(10, null)).toBe('flat');
    expect(trendOf(10, undefined)).toBe('flat');
  });
});
