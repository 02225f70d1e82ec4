import { describe, expect, it } from 'vitest';
import { SHEET_DISMISS_FRACTION, sheetDragOffset, shouldDismissSheet } from './sheetDrag';

describe('sheetDragOffset', () => {
  it('follows the finger downwards', () => {
    expect(sheetDragOffset(100, 160)).toBe(60);
  });
  it('never lifts the sheet above its resting place', () => {
    expect(sheetDragOffset(100, 40)).toBe(0);
  });
});

describe('shouldDismissSheet', () => {
  it('closes past the distance threshold', () => {
    expect(shouldDismissSheet({ distance: 400 * SHEET_DISMISS_FRACTION, height: 400, durationMs: 2000 })).toBe(true);
  });
  it('springs back for a short slow drag', () => {
    expect(shouldDismissSheet({ distance: 40, height: 400, durationMs: 800 })).toBe(false);
  });
  it('closes on a quick flick', () => {
    expect(shouldDismissSheet({ distance: 60, height: 400, durationMs: 80 })).toBe(true);
  });
  it('ignores a tap and an upward drag', () => {
    expect(shouldDismissSheet({ distance: 0, height: 400, durationMs: 10 })).toBe(false);
  });
});
