import { describe, expect, it } from 'vitest';
import { applicationErrors, queryPromotionId } from './activity';

const png = (size = 1000, name = 'a.png') => ({ name, type: 'image/png', size });

describe('application form checks (spec §5, §9)', () => {
  it('passes 140 characters and up to 3 png or jpg images of 5 MB', () => {
    expect(
      applicationErrors('中'.repeat(140), [png(), { name: 'b.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 }, png()]),
    ).toEqual({});
    expect(applicationErrors('', [])).toEqual({});
  });
  it('refuses a longer comment, a 4th image, another type and a bigger image', () => {
    expect(applicationErrors('x'.repeat(141), []).comment).toBe('apply.errors.commentTooLong');
    expect(applicationErrors('', [png(), png(), png(), png()]).images).toBe('apply.errors.tooMany');
    expect(applicationErrors('', [{ name: 'a.gif', type: 'image/gif', size: 10 }]).images).toBe('apply.errors.type');
    expect(applicationErrors('', [png(5 * 1024 * 1024 + 1)]).images).toBe('apply.errors.size');
  });
  it('a file without a declared type passes by its name (the server checks the bytes)', () => {
    expect(applicationErrors('', [{ name: 'x.JPEG', type: '', size: 1 }])).toEqual({});
    expect(applicationErrors('', [{ name: 'x.txt', type: '', size: 1 }]).images).toBe('apply.errors.type');
  });
});

describe('queryPromotionId', () => {
  it('answers the id only when it is in the list', () => {
    expect(queryPromotionId('7', [3, 7])).toBe(7);
    expect(queryPromotionId('8', [3, 7])).toBeNull();
    expect(queryPromotionId('7x', [7])).toBeNull();
    expect(queryPromotionId(null, [7])).toBeNull();
  });
});
