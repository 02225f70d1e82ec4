import { describe, expect, it } from 'vitest';
import { translated } from './translated';

/** Announcements and help topics: the reader's copy, else English, else the row's own (issue 25). */
describe('translated', () => {
  const row = {
    title: '维护通知',
    content: '<p>周四维护</p>',
    translations: {
      en: { title: 'Maintenance', content: '<p>Thursday</p>' },
      th: { title: 'ปิดปรับปรุง', content: '<p>วันพฤหัส</p>' },
    },
  };
  it('reads the copy in the reader language', () => {
    expect(translated(row, 'th', 'zh-CN')).toEqual({ title: 'ปิดปรับปรุง', content: '<p>วันพฤหัส</p>', language: 'th' });
  });
  it('reads the row itself in its default language', () => {
    expect(translated(row, 'zh-CN', 'zh-CN')).toEqual({
      title: '维护通知',
      content: '<p>周四维护</p>',
      language: 'zh-CN',
    });
  });
  it('falls back to the English copy for a language it lacks, before the default language', () => {
    expect(translated(row, 'ur', 'zh-CN')).toEqual({
      title: 'Maintenance',
      content: '<p>Thursday</p>',
      language: 'en',
    });
  });
  it('falls back to the row itself when there is no English copy either', () => {
    expect(translated({ ...row, translations: {} }, 'vi', 'zh-CN')).toMatchObject({
      title: '维护通知',
      language: 'zh-CN',
    });
  });
});
