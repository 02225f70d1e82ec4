export * from './ConfirmDialog';
export { type ConfirmOutcome, runConfirmAction } from './confirmAction';
