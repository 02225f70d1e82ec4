/**
 * The header's one breakpoint, as a container width (container queries cannot read CSS variables,
 * so it is a literal, here in themes/ with the others). Below it, a visitor's header shows the brand's
 * mark instead of its logo, so Free play, Log in and Register fit on a 360 px phone; and on a page
 * with a back arrow, Free play gives the title its room until the column is at its widest.
 */
export const headerLayout = {
  /** From this header width up, the full logo and every visitor action. */
  roomyFrom: '400px',
  /** On a page with a back arrow and a title, Free play shows from this header width up (a phone never has it). */
  titleRoomyFrom: '480px',
} as const;
