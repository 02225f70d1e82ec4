/**
 * Layout of the staff back office (src/admin/). The player site is one phone column; the back office
 * also uses a desktop's width: a side navigation and a wider content area from `wide` up. Media
 * queries cannot read CSS variables, so the breakpoint is a literal, here in themes/ with the others.
 * Only the back office imports this file.
 */
export const adminLayout = {
  /** From here up: the navigation is a sidebar, not a drawer behind a menu button. */
  wide: 'screen and (min-width: 860px)',
  sidebarWidth: '248px',
  contentMax: '1040px',
  /** The log-in card. */
  formMax: '400px',
} as const;
