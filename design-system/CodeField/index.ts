export * from './CaptchaField';
export * from './CodeField';
export * from './codeLogic';
export * from './FormCodeField';
