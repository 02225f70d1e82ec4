export * from './StreakCalendar';
