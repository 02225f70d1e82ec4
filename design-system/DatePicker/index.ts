export * from './DatePicker';
export * from './datePickerFormat';
export * from './datePickerLogic';
export * from './FormDateField';
