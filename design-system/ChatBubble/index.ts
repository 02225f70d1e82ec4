export * from './ChatBubble';
