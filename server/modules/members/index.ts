/** The back office's members console (issue 24 §Members; docs/admin.md "Members"): its public entry. */
export { memberConsoleRoutes } from './routes';
export { createMemberConsole, type MemberConsole, type MemberConsoleOptions } from './service';
