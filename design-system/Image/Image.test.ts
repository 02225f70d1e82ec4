import { describe, expect, it } from 'vitest';
import { nextImageStage } from './Image';

describe('nextImageStage', () => {
  it('tries the fallbackSrc after the src fails', () => {
    expect(nextImageStage('src', true)).toBe('fallback');
  });
  it('goes straight to the built-in image without a fallbackSrc', () => {
    expect(nextImageStage('src', false)).toBe('default');
  });
  it('ends at the built-in image when the fallbackSrc fails too', () => {
    expect(nextImageStage('fallback', true)).toBe('default');
    expect(nextImageStage('default', true)).toBe('default');
  });
});
