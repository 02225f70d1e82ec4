import { describe, expect, it } from 'vitest';
import { copyIn, localize, pickCopy, withCopy } from './localized';

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

describe('reading operator content in a language it has no copy in (issue 25)', () => {
  const copies = { 'zh-CN': '每日签到', en: 'Daily check-in', th: 'เช็คอินรายวัน' };
  it('reads the own copy first', () => {
    expect(pickCopy(copies, 'th', 'zh-CN')).toEqual({ value: 'เช็คอินรายวัน', language: 'th' });
  });
  it('falls back to English before the brand default, and says so', () => {
    expect(pickCopy(copies, 'ur', 'zh-CN')).toEqual({ value: 'Daily check-in', language: 'en' });
    expect(localize(copies, 'hi', 'zh-CN')).toEqual({ text: 'Daily check-in', language: 'en' });
  });
  it('falls back to the default language when there is no English copy', () => {
    expect(pickCopy({ 'zh-CN': '公告', vi: 'Thông báo' }, 'id', 'zh-CN')).toEqual({ value: '公告', language: 'zh-CN' });
  });
  it('keeps the first copy when neither exists, and nothing when there is none', () => {
    expect(pickCopy({ vi: 'Thông báo' }, 'id', 'zh-CN')).toEqual({ value: 'Thông báo', language: 'vi' });
    expect(pickCopy({}, 'id', 'en')).toBeUndefined();
  });
});
