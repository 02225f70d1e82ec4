export * from './TypingIndicator';
