export { QueueMoney } from './amount';
export { QueuePage } from './QueuePage';
export type { QueueControls, QueuePageProps, StatusLook } from './types';
