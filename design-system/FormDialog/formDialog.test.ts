import { describe, expect, it } from 'vitest';
import { createSubmitGate, isThenable, submitsOnEnter } from './formDialog';

describe('isThenable', () => {
  it('tells a promise from a plain answer', () => {
    expect(isThenable(Promise.resolve(1))).toBe(true);
    expect(isThenable(Promise.reject(new Error('no')).catch(() => undefined))).toBe(true);
    expect(isThenable({})).toBe(false);
    expect(isThenable(undefined)).toBe(false);
    expect(isThenable(null)).toBe(false);
    expect(isThenable(false)).toBe(false);
  });
});

describe('createSubmitGate', () => {
  it('lets one submission through until it ends', () => {
    const gate = createSubmitGate();
    expect(gate.begin(false)).toBe(true);
    expect(gate.begin(false)).toBe(false);
    expect(gate.inFlight).toBe(true);
    gate.end();
    expect(gate.begin(false)).toBe(true);
  });

  it('refuses while the owner says it is busy', () => {
    const gate = createSubmitGate();
    expect(gate.begin(true)).toBe(false);
    expect(gate.inFlight).toBe(false);
  });
});

describe('submitsOnEnter', () => {
  const key = (over: Partial<Parameters<typeof submitsOnEnter>[0]> & { tag?: string; type?: string } = {}) => {
    const { tag = 'INPUT', type = 'text', ...rest } = over;
    return {
      key: 'Enter',
      isComposing: false,
      keyCode: 13,
      defaultPrevented: false,
      shiftKey: false,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      target: { tagName: tag, type } as unknown as EventTarget,
      ...rest,
    };
  };
  it('submits on Enter in a one-line field', () => {
    expect(submitsOnEnter(key())).toBe(true);
    expect(submitsOnEnter(key({ type: 'password' }))).toBe(true);
    expect(submitsOnEnter(key({ type: 'checkbox' }))).toBe(true);
  });
  it('leaves other keys, text areas, selects and buttons alone', () => {
    expect(submitsOnEnter(key({ key: 'a' }))).toBe(false);
    expect(submitsOnEnter(key({ tag: 'TEXTAREA', type: 'textarea' }))).toBe(false);
    expect(submitsOnEnter(key({ tag: 'SELECT', type: 'select-one' }))).toBe(false);
    expect(submitsOnEnter(key({ tag: 'BUTTON', type: 'button' }))).toBe(false);
    expect(submitsOnEnter(key({ type: 'submit' }))).toBe(false);
    expect(submitsOnEnter(key({ shiftKey: true }))).toBe(false);
    expect(submitsOnEnter(key({ defaultPrevented: true }))).toBe(false);
  });
  it('does not submit while an input method is composing (pinyin confirms with Enter)', () => {
    expect(submitsOnEnter(key({ isComposing: true }))).toBe(false);
    expect(submitsOnEnter(key({ keyCode: 229 }))).toBe(false);
  });
});
