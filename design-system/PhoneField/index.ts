export * from './FormPhoneField';
export * from './PhoneField';
