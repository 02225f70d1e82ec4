export * from './NoticeItem';
