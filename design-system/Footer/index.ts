export * from './Footer';
export * from './Footer.rules';
