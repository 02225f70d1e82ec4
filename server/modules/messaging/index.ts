/**
 * The messaging module's public entry (issue 14 §4): what other modules may import from it:
 * announcements, help topics and their editors, the inbox, broadcasts and feedback.
 * The wallet writes its system notices through `writeSystemNotice`, in its own transactions.
 */

export { type AnnouncementsService, createAnnouncementsService } from './announcements';
export { type ContentAdmin, createContentAdmin } from './content-admin';
export { adminContentRoutes } from './content-admin-routes';
export { createFeedback, type Feedback } from './feedback';
export { createHelpService, type HelpService } from './help';
export {
  type BroadcastsAdmin,
  createBroadcastsAdmin,
  createInbox,
  deliverDueBroadcasts,
  type Inbox,
  writeSystemNotice,
} from './inbox';
export { feedbackRoutes, inboxAdminRoutes, inboxRoutes } from './inbox-routes';
export { announcementsRoutes, helpRoutes } from './routes';
