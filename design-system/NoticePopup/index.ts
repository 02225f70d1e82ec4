export * from './NoticePopup';
