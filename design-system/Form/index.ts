export * from './Form';
export * from './formLogic';
export * from './useKitForm';
