export * from './ContractAlert';
export * from './contractKinds';
