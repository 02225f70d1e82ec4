import { describe, expect, it } from 'vitest';
import { limitChangeKind } from './limitRules';

describe('limitChangeKind (a decrease applies now, an increase waits 24 h)', () => {
  it('a first limit applies now', () => expect(limitChangeKind(null, 100_00)).toBe('first'));
  it('one minor unit lower is a decrease', () => expect(limitChangeKind(100_00, 99_99)).toBe('decrease'));
  it('one minor unit higher is an increase', () => expect(limitChangeKind(100_00, 100_01)).toBe('increase'));
  it('the same amount changes nothing', () => expect(limitChangeKind(100_00, 100_00)).toBe('same'));
});
