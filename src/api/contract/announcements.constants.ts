/** Announcement constants the browser needs without zod (the contract re-exports them). */

/** The types the notice screen lists and the unread badge counts (spec §7: "B,PL,PU on banners and notice"). */
export const NOTICE_TYPES = ['B', 'PL', 'PU'] as const;
export const NOTICE_TYPES_QUERY = NOTICE_TYPES.join(',');

/** The agent notice card's type (spec §2: /m/member/notice?types=A). */
export const AGENT_NOTICE_TYPES_QUERY = 'A';

/** The pop-up's type (spec §3: PU), shown once per announcement per browser. */
export const POPUP_TYPES_QUERY = 'PU';

/** Spec §9: a mark-read is sent at most once per 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;
