export * from './Button';
export * from './ButtonLink';
