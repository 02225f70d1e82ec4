export * from './BottomNav';
