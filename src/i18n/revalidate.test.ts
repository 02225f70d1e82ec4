import { describe, expect, it } from 'vitest';
import { REVALIDATE_DEBOUNCE_MS } from './revalidate';

// The behaviour (not at once, then in the new language) is proven in the browser by the story
// Forms/TextField/Language revalidation; this pins the spec number.
describe('re-validation after a language change', () => {
  it('waits 200 ms', () => expect(REVALIDATE_DEBOUNCE_MS).toBe(200));
});
