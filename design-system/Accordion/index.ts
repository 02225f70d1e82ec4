export * from './Accordion';
