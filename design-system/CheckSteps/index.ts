export * from './CheckSteps';
