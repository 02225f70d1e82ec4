/**
 * Layout of the staff back office (src/admin/). The player site is one phone column; the back office
 * also uses a desktop's width: a side navigation and a wider content area from `wide` up. Media
 * queries cannot read CSS variables, so the breakpoint is a literal, here in themes/ with the others.
 * Only the back office imports this file.
 */
export const adminLayout = {
  /** From here up: the navigation is a sidebar, not a drawer behind a menu button. */
  wide: 'screen and (min-width: 860px)',
  /** From here up: a page has room for a third column beside the sidebar (the chat console's member panel). */
  roomy: 'screen and (min-width: 1280px)',
  sidebarWidth: '248px',
  contentMax: '1040px',
  /** The log-in card. */
  formMax: '400px',
  /** A form of the finance sections (an adjustment): one comfortable column. */
  panelMax: '640px',
  /** A filter field's smallest width before the filter bar wraps it to the next line. */
  fieldMin: '180px',
  /** On a phone, the column of a table row's labels (the row is a card). */
  labelColumn: '96px',
  /** The brand editor's preview phone (PreviewFrame): a Pixel-7-like viewport in CSS pixels. */
  previewPhoneWidth: '390px',
  previewPhoneHeight: '760px',
  /** The colour picker's value while the typed colour is incomplete (ColourField). */
  pickerFallback: '#000000',
} as const;
