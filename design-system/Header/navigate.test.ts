import { describe, expect, it, vi } from 'vitest';
import { isPlainClick, navigateOnClick } from './navigate';

const click = (over: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...over,
});

describe('isPlainClick', () => {
  it('accepts a plain primary click', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it('leaves modified, middle and already-handled clicks to the browser', () => {
    expect(isPlainClick(click({ metaKey: true }))).toBe(false);
    expect(isPlainClick(click({ ctrlKey: true }))).toBe(false);
    expect(isPlainClick(click({ shiftKey: true }))).toBe(false);
    expect(isPlainClick(click({ altKey: true }))).toBe(false);
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    expect(isPlainClick(click({ defaultPrevented: true }))).toBe(false);
  });
});

describe('navigateOnClick', () => {
  it('prevents the page load and hands the target to the app', () => {
    const onNavigate = vi.fn();
    const preventDefault = vi.fn();
    // biome-ignore lint/suspicious/noExplicitAny: a minimal stand-in for React's MouseEvent
    navigateOnClick(onNavigate, '/m/home')({ ...click(), preventDefault } as any);
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(onNavigate).toHaveBeenCalledWith('/m/home');
  });

  it('does nothing for a ctrl-click, so the browser opens a new tab', () => {
    const onNavigate = vi.fn();
    const preventDefault = vi.fn();
    // biome-ignore lint/suspicious/noExplicitAny: a minimal stand-in for React's MouseEvent
    navigateOnClick(onNavigate, '/m/home')({ ...click({ ctrlKey: true }), preventDefault } as any);
    expect(preventDefault).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
