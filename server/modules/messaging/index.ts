/**
 * The messaging module's public entry (issue 14 §4): what other modules may import from it.
 * The wallet writes its system notices through `writeSystemNotice`, in its own transactions.
 */
export { createFeedback, type Feedback } from './feedback';
export {
  type BroadcastsAdmin,
  createBroadcastsAdmin,
  createInbox,
  deliverDueBroadcasts,
  type Inbox,
  writeSystemNotice,
} from './inbox';
export { feedbackRoutes, inboxAdminRoutes, inboxRoutes } from './inbox-routes';
