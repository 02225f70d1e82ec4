import { describe, expect, it } from 'vitest';
import { clockFace, clockOffset, drawPhase, secondsUntil, serverTimeFromDateHeader } from './clock';

const T0 = Date.parse('2026-11-27T12:00:00.000Z');
const draw = { closesAt: '2026-11-27T12:00:50.000Z', drawsAt: '2026-11-27T12:01:00.000Z', status: 'open' };

describe('clock offset', () => {
  it('is the server time minus the middle of the round trip', () => {
    // Sent at T0, back 400 ms later, the server said T0 + 5 s: the browser is 4.8 s behind.
    expect(clockOffset(T0 + 5_000, T0, T0 + 400)).toBe(4_800);
    expect(clockOffset(T0 - 3_000, T0, T0)).toBe(-3_000);
  });
  it('reads the Date header as the middle of its second', () => {
    expect(serverTimeFromDateHeader('Fri, 27 Nov 2026 12:00:00 GMT')).toBe(T0 + 500);
    expect(serverTimeFromDateHeader(null)).toBeNull();
    expect(serverTimeFromDateHeader('not a date')).toBeNull();
  });
});

describe('draw phases from server times', () => {
  it('is open until the close, counting the seconds to it rounded up', () => {
    expect(drawPhase(draw, T0)).toEqual({ phase: 'open', seconds: 50 });
    expect(drawPhase(draw, T0 + 49_001)).toEqual({ phase: 'open', seconds: 1 });
  });
  it('is closed from the close until the draw, counting to the draw', () => {
    expect(drawPhase(draw, T0 + 50_000)).toEqual({ phase: 'closed', seconds: 10 });
    expect(drawPhase(draw, T0 + 59_500)).toEqual({ phase: 'closed', seconds: 1 });
  });
  it('is drawing once the draw time passes without a result', () => {
    expect(drawPhase(draw, T0 + 60_000)).toEqual({ phase: 'drawing', seconds: 0 });
    expect(drawPhase(draw, T0 + 600_000)).toEqual({ phase: 'drawing', seconds: 0 });
  });
  it('is closed when the server says so, even if the browser thinks there is time', () => {
    expect(drawPhase({ ...draw, status: 'closed' }, T0)).toEqual({ phase: 'closed', seconds: 60 });
  });
  it('is done once drawn, settled or void', () => {
    for (const status of ['drawn', 'settled', 'void']) expect(drawPhase({ ...draw, status }, T0).phase).toBe('done');
  });
  it('uses the offset: a browser 4.8 s behind sees 4.8 s less to go', () => {
    const browserNow = T0;
    const offset = clockOffset(T0 + 5_000, T0, T0 + 400);
    expect(drawPhase(draw, browserNow + offset)).toEqual({ phase: 'open', seconds: 46 });
  });
});

describe('countdown face', () => {
  it('shows mm:ss, and h:mm:ss from an hour', () => {
    expect(clockFace(0)).toBe('00:00');
    expect(clockFace(59)).toBe('00:59');
    expect(clockFace(170)).toBe('02:50');
    expect(clockFace(3_600)).toBe('1:00:00');
    expect(clockFace(86_399)).toBe('23:59:59');
  });
  it('never counts below zero', () => {
    expect(secondsUntil(T0, T0 + 5_000)).toBe(0);
    expect(clockFace(-3)).toBe('00:00');
  });
});
