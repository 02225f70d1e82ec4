import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './dateInput';

describe('datetime-local values', () => {
  it('round-trips an instant through the local form', () => {
    const iso = '2026-11-24T12:34:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
  it('refuses what is not a datetime-local value', () => {
    for (const bad of ['', '2026-11-24', 'x', '2026-13-40T99:99']) expect(fromLocalInput(bad)).toBeNull();
    expect(toLocalInput('nope')).toBe('');
  });
});
