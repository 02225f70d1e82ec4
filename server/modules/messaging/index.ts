// The messaging module's public entry (announcements, help topics and their editors).
export { type AnnouncementsService, createAnnouncementsService } from './announcements';
export { type ContentAdmin, createContentAdmin } from './content-admin';
export { adminContentRoutes } from './content-admin-routes';
export { createHelpService, type HelpService } from './help';
export { announcementsRoutes, helpRoutes } from './routes';
