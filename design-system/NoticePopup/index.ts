export * from './NoticePopup';
export * from './noticeFlag';
