import { describe, expect, it } from 'vitest';
import { copyIn, withCopy } from './localized';

describe('editing one language of an operator text', () => {
  it('reads a plain string as the default language copy, and a record by language', () => {
    expect(copyIn('Live chat', 'en', 'en')).toBe('Live chat');
    expect(copyIn('Live chat', 'zh-CN', 'en')).toBe('');
    expect(copyIn({ en: 'Live chat', 'zh-CN': '在线客服' }, 'zh-CN', 'en')).toBe('在线客服');
  });

  it('keeps every other copy when one language is edited', () => {
    const text = { en: 'Live chat', 'zh-CN': '在线客服', th: 'แชทสด' };
    expect(withCopy(text, 'en', 'Chat with us', 'en')).toEqual({
      en: 'Chat with us',
      'zh-CN': '在线客服',
      th: 'แชทสด',
    });
    expect(withCopy('Live chat', 'zh-CN', '在线客服', 'en')).toEqual({ en: 'Live chat', 'zh-CN': '在线客服' });
  });

  it('drops an emptied translation but keeps the default copy, and folds back to a string', () => {
    expect(withCopy({ en: 'Live chat', 'zh-CN': '在线客服' }, 'zh-CN', '', 'en')).toBe('Live chat');
    expect(withCopy({ en: 'Live chat', 'zh-CN': '在线客服' }, 'en', '', 'en')).toEqual({ en: '', 'zh-CN': '在线客服' });
  });
});
