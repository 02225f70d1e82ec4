export * from './ConfirmReasonDialog';
export { checkReason, reasonLength } from './reason';
