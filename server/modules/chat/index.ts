export { chatAdminRoutes } from './admin-routes';
export { chatRoutes } from './routes';
export { type ChatService, createChatService, createTypingLimiter } from './service';
