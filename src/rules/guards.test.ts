import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes/table';
import { guardRedirect, isAgent, isRealMember } from './guards';

describe('route guards', () => {
  it('lets anyone open visitor routes', () => expect(guardRedirect('visitor', null)).toBeNull());
  it('sends a visitor on a member-only route to /m/login', () => {
    expect(guardRedirect('member', null)).toBe('/m/login');
    expect(guardRedirect('real', null)).toBe('/m/login');
    expect(guardRedirect('agent', null)).toBe('/m/login');
  });
  it('lets members in, and trial accounts into member routes', () => {
    expect(guardRedirect('member', { type: 0 })).toBeNull();
    expect(guardRedirect('member', { type: 4 })).toBeNull();
  });
  it('requires a real account (0, 1, 2) for real routes', () => {
    for (const type of [0, 1, 2]) expect(guardRedirect('real', { type })).toBeNull();
    expect(guardRedirect('real', { type: 4 })).toBe('/m/home');
    expect(isRealMember({ type: 4 })).toBe(false);
  });
  it('replaces types 0, 4 and 40 to /m/home on agent routes', () => {
    for (const type of [0, 4, 40]) expect(guardRedirect('agent', { type })).toBe('/m/home');
    expect(guardRedirect('agent', { type: 1 })).toBeNull();
    expect(isAgent({ type: 41 })).toBe(true);
  });
  it('opens the transaction record to every member; agents reach the same view (?types=A) from their area', () => {
    const route = findRoute('/m/transaction/record');
    expect([route?.guard, route?.area]).toEqual(['member', 'agent']);
    for (const type of [0, 1, 2, 4, 41]) expect(guardRedirect('member', { type })).toBeNull();
    expect(guardRedirect('member', null)).toBe('/m/login');
  });
});
