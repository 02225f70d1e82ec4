export * from './BottomSheet';
export { SHEET_DISMISS_FRACTION, SHEET_DISMISS_VELOCITY, sheetDragOffset, shouldDismissSheet } from './sheetDrag';
